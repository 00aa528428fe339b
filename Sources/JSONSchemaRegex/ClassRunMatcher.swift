/// The fast path for a whole string made of one character class: `^.+$`, `^[a-z0-9_-]*$`,
/// `^\d{1,5}$`.
///
/// Such patterns are common in `propertyNames` and `pattern`, and the answer is one walk over
/// the scalars with a set test each and a count: no automaton state, no search for where a
/// match may start. ASCII bytes are tested against a 128-bit map held in the matcher; a class
/// that holds all of ASCII but at most three bytes (`.` leaves out `\n` and `\r`) is walked
/// eight bytes at a time, as the DFA's looping states are.
struct ClassRunMatcher: Sendable {
  let set: ScalarSet
  let minimum: Int
  let maximum: Int?
  /// The class's ASCII members as a bitmap: bytes 0–63, then 64–127.
  private let asciiLow: UInt64
  private let asciiHigh: UInt64
  /// When the class leaves out at most three ASCII bytes: each repeated across a word.
  private let exits: (UInt64, UInt64, UInt64)?

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
    var low: UInt64 = 0
    var high: UInt64 = 0
    var outside: [UInt64] = []
    for byte in 0..<UInt32(128) {
      if set.contains(byte) {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
      } else {
        outside.append(UInt64(byte))
      }
    }
    asciiLow = low
    asciiHigh = high
    let everyByte: UInt64 = 0x0101_0101_0101_0101
    if outside.count <= 3 {
      // Padding repeats an exit (or, with none, a non-ASCII byte, which stops the skip anyway).
      let words = (outside + Array(repeating: outside.first ?? 0x80, count: 3)).prefix(3).map { $0 &* everyByte }
      exits = (words[0], words[1], words[2])
    } else {
      exits = nil
    }
  }

  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    // A scalar takes at least one byte: too few bytes fail without a look.
    if count < minimum { return false }
    var scalars = 0
    var position = 0
    if let exits, let base = bytes.baseAddress {
      position = ClassRunMatcher.skipWords(UnsafeRawPointer(base), count, exits)
      scalars = position
    }
    while position < count {
      let byte = bytes[position]
      if byte < 0x80 {
        let word = byte < 64 ? asciiLow >> UInt64(byte) : asciiHigh >> UInt64(byte &- 64)
        guard word & 1 != 0 else { return false }
        position &+= 1
      } else {
        let (scalar, length) = UTF8Input.decode(bytes, at: position)
        guard set.contains(scalar) else { return false }
        position &+= length
      }
      scalars &+= 1
    }
    return scalars >= minimum && (maximum.map { scalars <= $0 } ?? true)
  }

  /// How many leading bytes, in whole words, are ASCII and none of the exits.
  @inline(__always)
  private static func skipWords(_ raw: UnsafeRawPointer, _ count: Int, _ exits: (UInt64, UInt64, UInt64)) -> Int {
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- low) & ~word & high != 0 }
    var position = 0
    while position &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      if word & high != 0 || hasZeroByte(word ^ exits.0) || hasZeroByte(word ^ exits.1) || hasZeroByte(word ^ exits.2) {
        return position
      }
      position &+= 8
    }
    return position
  }
}
