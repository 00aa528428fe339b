/// `hostname` (RFC 1123 section 2.1, with RFC 5890's A-label rules) and `idn-hostname`
/// (RFC 5890–5893, IDNA2008).
///
/// Both split the name into labels and check the total length on the ASCII (A-label)
/// form: at most 63 octets a label and 253 for the name, with no empty label (so no
/// leading or trailing dot). A label starting with `xn--` must be valid Punycode that
/// decodes to a valid U-label and re-encodes to itself. `idn-hostname` also accepts
/// U-labels directly, and the ideographic full stops as separators (RFC 3490 section 3.1).
enum HostnameFormats {
  static let maxLabelLength = 63
  static let maxNameLength = 253

  static func isHostname(_ text: String) -> Bool {
    validate(text, allowUnicode: false)
  }

  static func isIDNHostname(_ text: String) -> Bool {
    validate(text, allowUnicode: true)
  }

  private static func validate(_ text: String, allowUnicode: Bool) -> Bool {
    let scalars = text.unicodeScalars.map(\.value)
    guard !scalars.isEmpty else { return false }
    let separators: Set<UInt32> = allowUnicode ? [0x2E, 0x3002, 0xFF0E, 0xFF61] : [0x2E]
    let labels = scalars.split(omittingEmptySubsequences: false) { separators.contains($0) }
    var asciiLength = labels.count - 1
    var unicodeLabels: [[UInt32]] = []
    for label in labels {
      guard let checked = checkLabel(Array(label), allowUnicode: allowUnicode) else { return false }
      asciiLength += checked.asciiLength
      unicodeLabels.append(checked.unicode)
    }
    guard asciiLength <= maxNameLength else { return false }
    return BidiRule.isSatisfied(byLabels: unicodeLabels)
  }

  /// A label's A-label length and its Unicode form, or nil when it is invalid.
  private static func checkLabel(_ label: [UInt32], allowUnicode: Bool) -> (
    asciiLength: Int, unicode: [UInt32]
  )? {
    guard !label.isEmpty else { return nil }
    if label.allSatisfy({ $0 < 0x80 }) {
      let bytes = label.map { UInt8($0) }
      guard bytes.count <= maxLabelLength, bytes.allSatisfy(isLetterDigitHyphen),
        bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-")
      else { return nil }
      if bytes.count >= 4, bytes[0] | 0x20 == UInt8(ascii: "x"),
        bytes[1] | 0x20 == UInt8(ascii: "n"),
        bytes[2] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: "-")
      {
        guard let unicode = decodeALabel(bytes) else { return nil }
        return (bytes.count, unicode)
      }
      // Other "??--" labels are reserved by RFC 5890 but valid RFC 1123 host names, which
      // is what the test suite expects (`ab--cd.example`).
      return (bytes.count, label)
    }
    guard allowUnicode, IDNA2008.isValidULabel(label), let encoded = Punycode.encode(label) else {
      return nil
    }
    let asciiLength = 4 + encoded.count
    guard asciiLength <= maxLabelLength else { return nil }
    return (asciiLength, label)
  }

  /// Decodes and validates an `xn--` label (RFC 5891 section 5.4); nil when invalid.
  private static func decodeALabel(_ bytes: [UInt8]) -> [UInt32]? {
    let lowered = bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    guard lowered.starts(with: Array("xn--".utf8)) else { return nil }
    let payload = Array(lowered.dropFirst(4))
    guard let decoded = Punycode.decode(payload), decoded.contains(where: { $0 >= 0x80 }),
      Punycode.encode(decoded) == payload, IDNA2008.isValidULabel(decoded)
    else { return nil }
    return decoded
  }

  private static func isLetterDigitHyphen(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == UInt8(ascii: "-")
  }
}
