/// The fast path for plain-text patterns, possibly anchored.
///
/// `abc`, `^abc`, `abc$`, `^abc$` are common as `patternProperties` keys and need no
/// automaton, only a byte comparison (UTF-8 is self-synchronising, so a byte match is a scalar match).
struct LiteralMatcher: Sendable {
  let bytes: [UInt8]
  let anchoredAtStart: Bool
  let anchoredAtEnd: Bool

  /// The literal form of a parsed pattern, or nil when it has any other construct.
  init?(_ node: RegexNode) {
    var items: [RegexNode]
    switch node {
    case .sequence(let nodes): items = nodes
    case .empty: items = []
    default: items = [node]
    }
    var atStart = false
    var atEnd = false
    if case .assertion(.start) = items.first {
      atStart = true
      items.removeFirst()
    }
    if case .assertion(.end) = items.last {
      atEnd = true
      items.removeLast()
    }
    var text = ""
    for item in items {
      let value: UInt32
      switch item {
      case .scalar(let scalar): value = scalar
      case .set(let set):
        guard let single = set.singleScalar else { return nil }
        value = single
      default: return nil
      }
      // A lone surrogate from `\uD800` can never occur in a Swift string: not a literal.
      guard let scalar = Unicode.Scalar(value) else { return nil }
      text.unicodeScalars.append(scalar)
    }
    bytes = Array(text.utf8)
    anchoredAtStart = atStart
    anchoredAtEnd = atEnd
  }

  func matches(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { needle in
      let length = needle.count
      guard length <= input.count else { return false }
      func equal(at position: Int) -> Bool {
        for offset in 0..<length where input[position &+ offset] != needle[offset] { return false }
        return true
      }
      switch (anchoredAtStart, anchoredAtEnd) {
      case (true, true): return length == input.count && equal(at: 0)
      case (true, false): return equal(at: 0)
      case (false, true): return equal(at: input.count - length)
      case (false, false):
        guard length > 0 else { return true }
        let first = needle[0]
        var position = 0
        let last = input.count - length
        while position <= last {
          if input[position] == first, equal(at: position) { return true }
          position &+= 1
        }
        return false
      }
    }
  }
}
