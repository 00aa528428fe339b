/// Stepping over a JSON string's contents, which are most of a response's bytes: eight at a
/// time to the next byte that can end or escape it.
///
/// The scans that skip strings (``JSONTextScanner``, and jansson's number pre-scan) stop at a
/// quote, a backslash or a NUL; what lies between is stepped over, not read.
package enum StringContents {
  /// The offset of the first `"`, `\` or NUL at or after `offset`, found a word at a time; or
  /// the offset where fewer than eight bytes are left, from which the caller reads bytes.
  @inline(__always)
  package static func skipPlain(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    var cursor = offset
    while cursor + 8 <= buffer.count {
      let word = UnsafeRawPointer(buffer.baseAddress! + cursor).loadUnaligned(as: UInt64.self)
      let special = quoteBackslashOrNUL(in: word)
      guard special == 0 else { return cursor + special.trailingZeroBitCount / 8 }
      cursor += 8
    }
    return cursor
  }

  /// A mask whose lowest set bit is the top bit of the first byte (in memory order) of
  /// `word` that is `"`, `\` or 0; zero when there is none.
  ///
  /// The classic test for a zero byte, applied to the word XORed with each byte repeated. It
  /// may also mark bytes after the first one it finds (a borrow runs on), never one before:
  /// so the lowest bit is exact, and the scan jumps straight to that byte.
  @inline(__always)
  package static func quoteBackslashOrNUL(in word: UInt64) -> UInt64 {
    @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 {
      (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
    }
    let littleEndian = UInt64(littleEndian: word)
    return zeroBytes(littleEndian) | zeroBytes(littleEndian ^ 0x2222_2222_2222_2222)
      | zeroBytes(littleEndian ^ 0x5c5c_5c5c_5c5c_5c5c)
  }
}
