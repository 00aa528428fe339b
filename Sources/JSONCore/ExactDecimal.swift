/// The exact value of a JSON number lexeme as a sign, a digit string and a decimal exponent.
///
/// Used where `Double` is not enough: comparing two numbers that round to the same `Double`,
/// and JSON Schema's `multipleOf` on values like `0.0075`. Digits have no leading or trailing
/// zeros, so two lexemes with the same value give equal `ExactDecimal`s.
public struct ExactDecimal: Hashable, Sendable {
  public let negative: Bool
  /// Significant decimal digits, ASCII, no leading or trailing zeros; empty for zero.
  public let digits: [UInt8]
  /// The value is `digits × 10^exponent`.
  public let exponent: Int

  /// Reads a JSON number lexeme; `nil` if it is not one or its exponent is absurdly large.
  public init?(_ lexeme: String) {
    guard JSONNumber.syntaxKind(of: lexeme.utf8) != nil else { return nil }
    var bytes = Array(lexeme.utf8)
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes.removeFirst()
    }
    var exponent = 0
    if let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
      guard let value = Int(String(decoding: bytes[(e + 1)...], as: UTF8.self)),
        abs(value) < 1_000_000_000
      else { return nil }
      exponent = value
      bytes.removeSubrange(e...)
    }
    var digits: [UInt8]
    if let dot = bytes.firstIndex(of: UInt8(ascii: ".")) {
      exponent -= bytes.count - dot - 1
      digits = Array(bytes[..<dot]) + bytes[(dot + 1)...]
    } else {
      digits = bytes
    }
    let firstNonZero = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? digits.count
    digits.removeFirst(firstNonZero)
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    if digits.isEmpty {
      negative = false
      exponent = 0
    }
    self.negative = negative
    self.digits = digits
    self.exponent = exponent
  }

  public var isZero: Bool { digits.isEmpty }

  /// Whether `self` is an integer multiple of `divisor` (`divisor` must not be zero).
  ///
  /// Works on the decimal digits, so `0.0075` is a multiple of `0.0001` as a person expects,
  /// where binary floating point says it is not.
  public func isMultiple(of divisor: ExactDecimal) -> Bool {
    guard !divisor.isZero else { return false }
    if isZero { return true }
    // Scale both to the smaller exponent; then self/divisor must be an integer.
    let shift = exponent - divisor.exponent
    // A quotient needs at least as many digits as its scale: bail out of absurd sizes.
    guard shift > -4096, shift < 4096 else { return shift >= 0 && divisor.digits == [49] }
    var numerator = digits.map { Int($0 - 48) }
    var denominator = divisor.digits.map { Int($0 - 48) }
    if shift > 0 {
      numerator += Array(repeating: 0, count: shift)
    } else if shift < 0 {
      denominator += Array(repeating: 0, count: -shift)
    }
    return ExactDecimal.remainder(numerator, denominator).allSatisfy { $0 == 0 }
  }

  /// Long division remainder of two non-negative decimal digit arrays.
  private static func remainder(_ numerator: [Int], _ denominator: [Int]) -> [Int] {
    var rest: [Int] = []
    for digit in numerator {
      rest.append(digit)
      while let first = rest.first, first == 0, rest.count > 1 { rest.removeFirst() }
      while compare(rest, denominator) >= 0 { rest = subtract(rest, denominator) }
    }
    return rest
  }

  private static func compare(_ a: [Int], _ b: [Int]) -> Int {
    let a = Array(a.drop { $0 == 0 }), b = Array(b.drop { $0 == 0 })
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  private static func subtract(_ a: [Int], _ b: [Int]) -> [Int] {
    var result = a
    var borrow = 0
    var j = b.count - 1
    for i in stride(from: result.count - 1, through: 0, by: -1) {
      var value = result[i] - borrow - (j >= 0 ? b[j] : 0)
      borrow = 0
      if value < 0 {
        value += 10
        borrow = 1
      }
      result[i] = value
      j -= 1
    }
    let trimmed = Array(result.drop { $0 == 0 })
    return trimmed.isEmpty ? [0] : trimmed
  }
}
