/// Escaping for XML (JUnit) and HTML text and attribute values.
///
/// Messages quote response bodies, keys and values verbatim, so anything can reach a report:
/// markup, quotes, ampersands, control characters, NUL bytes. Two rules make that safe:
/// - The five special characters become entity references everywhere, so text can never
///   close an element or an attribute (`>` too, so `]]>` never appears).
/// - Characters XML 1.0 cannot carry at all, not even as `&#N;` (C0 controls other than tab,
///   newline and return; U+FFFE and U+FFFF), become U+FFFD. A conforming parser rejects a
///   document holding one, and a JUnit file that CI cannot parse hides every failure in it.
enum Markup {
  /// Text content: between tags.
  static func text(_ value: String) -> String { escape(value, attribute: false) }

  /// An attribute value, to be written between double quotes.
  ///
  /// Newlines and tabs become character references: a parser normalises a literal newline
  /// in an attribute to a space, and the line structure of a message would be lost.
  static func attribute(_ value: String) -> String { escape(value, attribute: true) }

  private static func escape(_ value: String, attribute: Bool) -> String {
    var escaped = ""
    escaped.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      // A literal return is normalised to a newline by parsers; a reference survives.
      case "\r": escaped += "&#13;"
      case "\n": escaped += attribute ? "&#10;" : "\n"
      case "\t": escaped += attribute ? "&#9;" : "\t"
      default:
        if isAllowed(scalar) {
          escaped.unicodeScalars.append(scalar)
        } else {
          escaped += "\u{FFFD}"
        }
      }
    }
    return escaped
  }

  /// XML 1.0's `Char` production, minus what `escape` already handled.
  ///
  /// C1 controls (U+0080–U+009F) are allowed by XML 1.0 and kept.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }
}
