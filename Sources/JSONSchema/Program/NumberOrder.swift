import JSONCore

/// Exact ordering of JSON numbers, for `minimum`, `maximum` and their exclusive forms.
///
/// Doubles decide almost always. When two numbers round to the same Double but are written
/// differently (`18446744073709551615` vs `18446744073709551600`, long fractions), their
/// decimal digits decide.
enum NumberOrder {
  /// -1, 0 or 1 as `a` is below, equal to or above `b`.
  @inline(__always)
  static func compare(_ a: JSONNumber, _ b: JSONNumber) -> Int {
    if let x = a.int64, let y = b.int64 { return x < y ? -1 : x == y ? 0 : 1 }
    if a.double < b.double { return -1 }
    if a.double > b.double { return 1 }
    return exactCompare(a, b)
  }

  /// ``JSONNumber/isIntegral``, inlined from the number's stored fields: reading them costs
  /// no copy of the number (and of its lexeme) the way calling across modules does.
  @inline(__always)
  static func isIntegral(_ number: JSONNumber) -> Bool {
    if number.int64 != nil || number.kind == .integer { return true }
    return number.double.isFinite && number.double.rounded(.towardZero) == number.double
  }

  @inline(never)
  private static func exactCompare(_ a: JSONNumber, _ b: JSONNumber) -> Int {
    if a.lexeme == b.lexeme { return 0 }
    guard let x = ExactDecimal(a.lexeme), let y = ExactDecimal(b.lexeme) else { return 0 }
    if x.isZero && y.isZero { return 0 }
    if x.negative != y.negative { return x.negative ? -1 : 1 }
    let magnitude = compareMagnitude(x, y)
    return x.negative ? -magnitude : magnitude
  }

  /// Compares |x| and |y|: first by the position of the leading digit, then digit by digit.
  private static func compareMagnitude(_ x: ExactDecimal, _ y: ExactDecimal) -> Int {
    if x.isZero { return y.isZero ? 0 : -1 }
    if y.isZero { return 1 }
    let leadX = x.digits.count + x.exponent, leadY = y.digits.count + y.exponent
    if leadX != leadY { return leadX < leadY ? -1 : 1 }
    for index in 0..<max(x.digits.count, y.digits.count) {
      let dx = index < x.digits.count ? x.digits[index] : UInt8(ascii: "0")
      let dy = index < y.digits.count ? y.digits[index] : UInt8(ascii: "0")
      if dx != dy { return dx < dy ? -1 : 1 }
    }
    return 0
  }
}
