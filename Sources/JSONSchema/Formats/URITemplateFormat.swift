import JSONSchemaRegex
/// `uri-template`: RFC 6570 section 2 (level 4 syntax).
///
/// Literals are URI characters (plus `ucschar`/`iprivate` and `%XX`); expressions are
/// `{` [operator] varspec *("," varspec) `}` where a varspec is a dotted name of
/// `ALPHA / DIGIT / "_" / pct-encoded` with an optional `*` or `:1`–`:9999` prefix. The
/// operators reserved for future extensions (`= , ! @ |`) are rejected: no processor can
/// expand them.
enum URITemplateFormat {
  static func isValid(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "{" {
        guard let close = scalars[index...].firstIndex(of: "}"),
          isExpression(scalars[(index + 1)..<close])
        else {
          return false
        }
        index = close + 1
      } else if scalar == "%" {
        guard isPercentEncoded(scalars, at: index) else { return false }
        index += 3
      } else {
        guard isLiteral(scalar) else { return false }
        index += 1
      }
    }
    return true
  }

  private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x21, 0x23, 0x24, 0x26...0x3B, 0x3D, 0x3F...0x5B, 0x5D, 0x5F, 0x61...0x7A, 0x7E: true
    default: URIFormats.isUCSChar(scalar.value) || URIFormats.isIPrivate(scalar.value)
    }
  }

  static func isPercentEncoded(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    index + 2 < scalars.count && scalars[index + 1].asciiHexValue != nil
      && scalars[index + 2].asciiHexValue != nil
  }

  private static func isExpression(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
    var body = body
    if let first = body.first, "+#./;?&".unicodeScalars.contains(first) { body = body.dropFirst() }
    let specs = body.split(separator: ",", omittingEmptySubsequences: false)
    return !specs.isEmpty && specs.allSatisfy(isVarspec)
  }

  private static func isVarspec(_ spec: ArraySlice<Unicode.Scalar>) -> Bool {
    var name = spec
    if spec.last == "*" {
      name = spec.dropLast()
    } else if let colon = spec.firstIndex(of: ":") {
      name = spec[..<colon]
      let length = spec[(colon + 1)...]
      guard (1...4).contains(length.count), length.first != "0",
        length.allSatisfy({ $0.asciiDigitValue != nil })
      else { return false }
    }
    return isVarname(Array(name))
  }

  private static func isVarname(_ name: [Unicode.Scalar]) -> Bool {
    guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
    var index = 0
    while index < name.count {
      let scalar = name[index]
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F:
        index += 1
      case 0x2E:
        guard name[index - 1] != "." else { return false }
        index += 1
      case 0x25:
        guard isPercentEncoded(name, at: index) else { return false }
        index += 3
      default:
        return false
      }
    }
    return true
  }
}
