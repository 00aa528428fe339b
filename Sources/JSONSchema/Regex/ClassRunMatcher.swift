/// The fast path for a whole string made of one character class: `^.+$`, `^[a-z0-9_-]*$`,
/// `^\d{1,5}$`.
///
/// Such patterns are common in `propertyNames` and `pattern`, and the answer is one walk over
/// the scalars with a set lookup each and a count: no automaton state, no search for where a
/// match may start.
struct ClassRunMatcher: Sendable {
  let set: ScalarSet
  let minimum: Int
  let maximum: Int?

  /// The matcher for `^S{min,max}$` (or `^S*$`, `^S+$`, `^S?$`) with `S` a scalar or a
  /// class, or nil for any other pattern.
  init?(_ node: RegexNode) {
    guard case .sequence(let items) = node, items.count == 3, case .assertion(.start) = items[0],
      case .assertion(.end) = items[2],
      case .quantified(let body, let minimum, let maximum, _, let groups) = items[1], groups.isEmpty
    else { return nil }
    switch body {
    case .set(let set): self.set = set
    case .scalar(let scalar): self.set = ScalarSet(scalar)
    default: return nil
    }
    self.minimum = minimum
    self.maximum = maximum
  }

  @inline(__always)
  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // A scalar takes at least one byte: too few bytes fail without a look.
    if bytes.count < minimum { return false }
    var count = 0
    var position = 0
    while position < bytes.count {
      let (scalar, length) = UTF8Input.decode(bytes, at: position)
      guard set.contains(scalar) else { return false }
      count &+= 1
      position &+= length
    }
    return count >= minimum && (maximum.map { count <= $0 } ?? true)
  }
}
