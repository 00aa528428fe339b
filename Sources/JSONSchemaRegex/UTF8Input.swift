/// Scalar access to a string's UTF-8 bytes, without copying the string.
///
/// Every engine walks the UTF-8 code units directly and decodes a scalar only where it needs
/// one, so matching allocates nothing. Positions are byte offsets; since UTF-8 is
/// self-synchronising, byte-equal ranges are scalar-equal ranges, which is all that literal
/// search and backreferences need. Swift guarantees a `String` holds valid UTF-8, so the
/// decoder does not re-validate; it still never reads outside the buffer.
enum UTF8Input {
  /// Calls `body` with the string's UTF-8 bytes, making them contiguous if needed.
  ///
  /// `String.withUTF8` is inlinable, so this specialises fully; the non-inlinable
  /// `utf8.withContiguousStorageIfAvailable` costs a generic-metadata lookup per call.
  @inline(__always)
  static func withBytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var string = string
    return string.withUTF8(body)
  }

  /// The scalar starting at `index` and its length in bytes; `index` must be < `bytes.count`.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: UInt32, length: Int
  ) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    return decodeMultibyte(bytes, at: index, lead: lead)
  }

  @inline(never)
  private static func decodeMultibyte(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt32
  ) -> (scalar: UInt32, length: Int) {
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length {
      value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
    }
    return (value, length)
  }

  /// The scalar ending just before `index` and its length; `index` must be > 0.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> (
    scalar: UInt32, length: Int
  ) {
    let last = bytes[index - 1]
    if last < 0x80 { return (UInt32(last), 1) }
    var start = index - 1
    while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    let decoded = decodeMultibyte(bytes, at: start, lead: UInt32(bytes[start]))
    return (decoded.scalar, index - start)
  }

  /// Whether the scalar after (`ahead`) or before `index` is in `set`; false when there is none.
  @inline(__always)
  static func neighbour(
    of index: Int, ahead: Bool, in set: ScalarSet, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if ahead {
      return index < bytes.count && set.contains(decode(bytes, at: index).scalar)
    }
    return index > 0 && set.contains(decode(bytes, before: index).scalar)
  }

  /// ECMA-262 IsWordChar, for `\b` and `\B`.
  @inline(__always)
  static func isWordScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x30...0x39, 0x41...0x5A, 0x5F, 0x61...0x7A: true
    default: false
    }
  }

  /// Whether a `\b` (or, negated, `\B`) holds between the scalars around `index`.
  @inline(__always)
  static func isWordBoundary(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let before = index > 0 && isWordScalar(decode(bytes, before: index).scalar)
    let after = index < bytes.count && isWordScalar(decode(bytes, at: index).scalar)
    return before != after
  }
}
