/// Text written into generated Swift source: what the generator and `check --emit-tests` both
/// write, escaped one way.
public enum SwiftLiteral {
  /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
  public static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}
