/// `uuid`: the RFC 4122 / RFC 9562 string form.
///
/// `8-4-4-4-12` hexadecimal digits in either case. Any version and variant nibble is accepted, as the RFC's grammar does; no braces,
/// no `urn:uuid:` prefix.
enum UUIDFormat {
  static func isValid(_ text: String) -> Bool {
    // Every UUID of every row is checked: its bytes in place, when the string has them so.
    text.utf8.withContiguousStorageIfAvailable(isValid) ?? Array(text.utf8).withUnsafeBufferPointer(isValid)
  }

  private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
      switch offset {
      case 8, 13, 18, 23:
        guard byte == UInt8(ascii: "-") else { return false }
      default:
        guard IPAddressFormats.isHexDigit(byte) else { return false }
      }
    }
    return true
  }
}
