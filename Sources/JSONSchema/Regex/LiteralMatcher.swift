/// The fast path for patterns that are plain text, possibly anchored: `abc`, `^abc`,
/// `abc$`, `^abc$`. These are common as `patternProperties` keys and need no automaton,
/// only a byte comparison (UTF-8 is self-synchronising, so a byte match is a scalar match).
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
    let needle = bytes.count
    guard needle <= input.count else { return false }
    switch (anchoredAtStart, anchoredAtEnd) {
    case (true, true): return needle == input.count && equal(at: 0, input)
    case (true, false): return equal(at: 0, input)
    case (false, true): return equal(at: input.count - needle, input)
    case (false, false):
      guard let first = bytes.first else { return true }
      var position = 0
      let last = input.count - needle
      while position <= last {
        if input[position] == first, equal(at: position, input) { return true }
        position += 1
      }
      return false
    }
  }

  @inline(__always)
  private func equal(at position: Int, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { needle in
      for offset in 0..<needle.count where input[position + offset] != needle[offset] { return false }
      return true
    }
  }
}
