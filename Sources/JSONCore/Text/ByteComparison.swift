/// Runs of bytes compared and scanned eight at a time.
///
/// The round-trip comparison compares a key or a string value for every member of every
/// response: a generic byte-by-byte `elementsEqual` was an eighth of its instructions.
enum ByteComparison {
  @inline(__always)
  static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    var offset = 0
    while offset + 8 <= lhs.count {
      guard word(left, offset) == word(right, offset) else { return false }
      offset += 8
    }
    while offset < lhs.count {
      guard left[offset] == right[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Whether any byte is `"`, `\` or a control character: text that JSON writes as itself
  /// holds none.
  static func containsQuoteBackslashOrControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var offset = 0
    while offset + 8 <= bytes.count {
      let value = word(base, offset)
      // The classic test for a byte below n, on the word (n = 0x20) and on it XORed with a
      // quote and a backslash repeated (n = 1: a zero byte).
      if hasByte(below: 0x20, value) || hasByte(below: 1, value ^ 0x2222_2222_2222_2222)
        || hasByte(below: 1, value ^ 0x5c5c_5c5c_5c5c_5c5c)
      {
        return true
      }
      offset += 8
    }
    while offset < bytes.count {
      let byte = base[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return true }
      offset += 1
    }
    return false
  }

  /// Whether a byte of `value` is below `limit` (at most 0x80).
  @inline(__always)
  private static func hasByte(below limit: UInt64, _ value: UInt64) -> Bool {
    (value &- limit &* 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
  }

  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
  }
}
