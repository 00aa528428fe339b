/// Counting code points for `minLength` and `maxLength` without walking more of the string
/// than the limit needs.
enum LengthLimit {
  /// The number of code points in `string`, or any number ≥ `bound` once that many are seen.
  @inline(__always)
  static func scalarCount(of string: String, atLeast bound: Int) -> Int {
    var count = 0
    // A code point starts at every byte that is not a UTF-8 continuation byte.
    for byte in string.utf8 where byte & 0xC0 != 0x80 {
      count += 1
      if count >= bound { return count }
    }
    return count
  }
}
