/// `uuid`: the RFC 4122 / RFC 9562 string form.
///
/// `8-4-4-4-12` hexadecimal digits in either case. Any version and variant nibble is accepted, as the RFC's grammar does; no braces,
/// no `urn:uuid:` prefix.
enum UUIDFormat {
  static func isValid(_ text: String) -> Bool {
    var count = 0
    for byte in text.utf8 {
      switch count {
      case 8, 13, 18, 23:
        guard byte == UInt8(ascii: "-") else { return false }
      default:
        guard IPAddressFormats.isHexDigit(byte) else { return false }
      }
      count += 1
      if count > 36 { return false }
    }
    return count == 36
  }
}
