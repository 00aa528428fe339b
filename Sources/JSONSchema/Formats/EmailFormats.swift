import JSONSchemaRegex
/// `email` (RFC 5321 section 4.1.2 `Mailbox`) and `idn-email` (RFC 6531).
///
/// ```
/// Mailbox     = Local-part "@" ( Domain / address-literal )
/// Local-part  = Dot-string / Quoted-string        ; at most 64 octets
/// Dot-string  = Atom *("." Atom)
/// Quoted-string = DQUOTE *(qtextSMTP / "\" %d32-126) DQUOTE
/// address-literal = "[" ( IPv4 / "IPv6:" IPv6 / tag ":" 1*dcontent ) "]"
/// ```
///
/// Only the mailbox itself: no display names, comments or lists (RFC 5322 `From` syntax).
/// RFC 6531 adds any non-ASCII character to `atext` and `qtext`, and lets the domain be an
/// internationalized host name.
enum EmailFormats {
  static let maxLocalPartOctets = 64

  static func isEmail(_ text: String) -> Bool { validate(text, international: false) }

  static func isIDNEmail(_ text: String) -> Bool { validate(text, international: true) }

  private static func validate(_ text: String, international: Bool) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard let localEnd = localPartEnd(scalars, international: international),
      localEnd < scalars.count, scalars[localEnd] == "@"
    else { return false }
    let local = String(String.UnicodeScalarView(scalars[..<localEnd]))
    guard local.utf8.count <= maxLocalPartOctets else { return false }
    let domain = scalars[(localEnd + 1)...]
    if domain.first == "[" {
      return domain.last == "]" && isAddressLiteral(domain.dropFirst().dropLast())
    }
    let domainText = String(String.UnicodeScalarView(domain))
    return international
      ? HostnameFormats.isIDNHostname(domainText) : HostnameFormats.isHostname(domainText)
  }

  /// Index just past a valid local part, or nil.
  private static func localPartEnd(_ scalars: [Unicode.Scalar], international: Bool) -> Int? {
    guard let first = scalars.first else { return nil }
    if first == "\"" {
      var index = 1
      while index < scalars.count {
        let scalar = scalars[index]
        switch scalar.value {
        case 0x22:
          return index + 1
        case 0x5C:
          guard index + 1 < scalars.count, (32...126).contains(scalars[index + 1].value) else {
            return nil
          }
          index += 2
        case 32...33, 35...91, 93...126:
          index += 1
        default:
          guard international, scalar.value >= 0x80 else { return nil }
          index += 1
        }
      }
      return nil
    }
    // Dot-string: atoms separated by single dots, no leading or trailing dot.
    var index = 0
    var atomLength = 0
    while index < scalars.count, scalars[index] != "@" {
      let scalar = scalars[index]
      if scalar == "." {
        guard atomLength > 0 else { return nil }
        atomLength = 0
      } else {
        guard isAtomText(scalar) || (international && scalar.value >= 0x80) else { return nil }
        atomLength += 1
      }
      index += 1
    }
    return atomLength > 0 ? index : nil
  }

  /// Whether the scalar is `atext`: ALPHA / DIGIT / one of ``!#$%&'*+-/=?^_`{|}~``.
  private static func isAtomText(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCIILetter || scalar.asciiDigitValue != nil
      || "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains(scalar)
  }

  private static func isAddressLiteral(_ literal: ArraySlice<Unicode.Scalar>) -> Bool {
    let text = String(String.UnicodeScalarView(literal))
    if text.hasPrefix("IPv6:") { return IPAddressFormats.isIPv6(String(text.dropFirst(5))) }
    if IPAddressFormats.isIPv4(text) { return true }
    // General-address-literal = Standardized-tag ":" 1*dcontent
    guard let colon = literal.firstIndex(of: ":") else { return false }
    let tag = literal[..<colon]
    let content = literal[(colon + 1)...]
    let tagIsLDH =
      !tag.isEmpty && tag.last != "-"
      && tag.allSatisfy { $0.isASCIILetter || $0.asciiDigitValue != nil || $0 == "-" }
    let contentIsValid =
      !content.isEmpty
      && content.allSatisfy { (33...90).contains($0.value) || (94...126).contains($0.value) }
    return tagIsLDH && contentIsValid && !(tag.first == "-")
  }
}
