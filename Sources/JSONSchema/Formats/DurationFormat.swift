/// `duration`: the ABNF of RFC 3339 appendix A.
///
/// ```
/// duration   = "P" (dur-date / dur-time / dur-week)
/// dur-date   = (dur-day / dur-month / dur-year) [dur-time]
/// dur-year   = 1*DIGIT "Y" [dur-month]      dur-month  = 1*DIGIT "M" [dur-day]
/// dur-time   = "T" (dur-hour / dur-minute / dur-second)
/// dur-hour   = 1*DIGIT "H" [dur-minute]     dur-minute = 1*DIGIT "M" [dur-second]
/// ```
///
/// The chains mean units cannot be skipped (`P1Y2D` and `PT1H2S` are invalid), weeks stand
/// alone, and there are no fractions or signs.
enum DurationFormat {
  static func isValid(_ text: String) -> Bool {
    var scanner = ASCIIScanner(text)
    guard scanner.eat("P") else { return false }
    if scanner.peek() == UInt8(ascii: "T") {
      return time(&scanner) && scanner.atEnd
    }
    guard let first = component(&scanner) else { return false }
    switch first {
    case "W":
      return scanner.atEnd
    case "Y":
      // Year, then optionally month, then optionally day: each must follow its predecessor.
      var chain = ["M", "D"][...]
      return dateChain(&scanner, &chain) && optionalTime(&scanner)
    case "M":
      var chain = ["D"][...]
      return dateChain(&scanner, &chain) && optionalTime(&scanner)
    case "D":
      return optionalTime(&scanner)
    default:
      return false
    }
  }

  /// Reads `1*DIGIT unit`; returns the unit letter.
  private static func component(_ scanner: inout ASCIIScanner) -> Character? {
    guard scanner.digitRun() > 0, let unit = scanner.peek() else { return nil }
    scanner.index += 1
    return Character(Unicode.Scalar(unit))
  }

  /// Reads further date components, each of which must be the next unit in `chain`.
  private static func dateChain(_ scanner: inout ASCIIScanner, _ chain: inout ArraySlice<String>)
    -> Bool
  {
    while let next = scanner.peek(), next != UInt8(ascii: "T") {
      guard let unit = component(&scanner) else { return false }
      guard let position = chain.firstIndex(of: String(unit)), position == chain.startIndex else {
        return false
      }
      chain.removeFirst()
    }
    return true
  }

  private static func optionalTime(_ scanner: inout ASCIIScanner) -> Bool {
    scanner.atEnd || (time(&scanner) && scanner.atEnd)
  }

  /// dur-time: "T" then H [M [S]], or M [S], or S, with no unit skipped.
  private static func time(_ scanner: inout ASCIIScanner) -> Bool {
    guard scanner.eat("T"), let first = component(&scanner) else { return false }
    var chain: ArraySlice<String>
    switch first {
    case "H": chain = ["M", "S"][...]
    case "M": chain = ["S"][...]
    case "S": chain = []
    default: return false
    }
    while !scanner.atEnd {
      guard let unit = component(&scanner), chain.first == String(unit) else { return false }
      chain.removeFirst()
    }
    return true
  }
}
