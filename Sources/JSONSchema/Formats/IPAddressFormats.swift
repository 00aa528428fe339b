/// `ipv4` (RFC 2673 dotted-quad) and `ipv6` (RFC 4291 section 2.2 text forms).
///
/// Only the canonical dotted-quad is an IPv4 address here: four decimal parts 0–255, no
/// leading zeros (`01` reads as octal to `inet_aton`, a classic SSRF trick), no shorthand
/// (`127.1`), no hex. IPv6 accepts `::` compression and an embedded dotted-quad, and
/// rejects zone ids, prefixes and brackets.
enum IPAddressFormats {
  static func isIPv4(_ text: String) -> Bool {
    isIPv4(Array(text.utf8)[...])
  }

  static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
    let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 4 else { return false }
    for part in parts {
      guard (1...3).contains(part.count), part.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return false
      }
      if part.count > 1, part.first == UInt8(ascii: "0") { return false }
      let value = part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      guard value <= 255 else { return false }
    }
    return true
  }

  static func isIPv6(_ text: String) -> Bool {
    isIPv6(Array(text.utf8)[...])
  }

  static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
    let colon = UInt8(ascii: ":")
    // Find the one "::", if any.
    var compression: Int?
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      if bytes[index] == colon, bytes[index + 1] == colon {
        guard compression == nil else { return false }
        compression = index
        index += 2
      } else {
        index += 1
      }
    }
    let groups: Int
    if let compression {
      guard let left = groupCount(bytes[bytes.startIndex..<compression], allowIPv4: false),
        let right = groupCount(bytes[(compression + 2)...], allowIPv4: true)
      else { return false }
      groups = left + right
      return groups <= 7
    }
    guard let count = groupCount(bytes, allowIPv4: true) else { return false }
    groups = count
    return groups == 8
  }

  /// Counts the 16-bit groups in a colon-separated run (an empty run has none); a final
  /// dotted-quad counts as two.
  private static func groupCount(_ run: ArraySlice<UInt8>, allowIPv4: Bool) -> Int? {
    guard !run.isEmpty else { return 0 }
    let parts = run.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    var count = 0
    for (offset, part) in parts.enumerated() {
      if offset == parts.count - 1, allowIPv4, part.contains(UInt8(ascii: ".")) {
        guard isIPv4(part) else { return nil }
        count += 2
        continue
      }
      guard (1...4).contains(part.count), part.allSatisfy(isHexDigit) else { return nil }
      count += 1
    }
    return count
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
