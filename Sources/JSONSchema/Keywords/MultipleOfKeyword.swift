import JSONCore

/// `multipleOf`: the number divided by the divisor is an integer, exactly.
///
/// Integers divide as integers. Anything else is decided on decimal digits
/// (``ExactDecimal/isMultiple(of:)``): in binary floating point `0.0075` is not a multiple of
/// `0.0001`, and `1e308 / 0.5` overflows.
final class MultipleOfKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let divisor: JSONNumber
  let exactDivisor: ExactDecimal?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.number
  let priority = KeywordPriority.bound

  init(divisor: JSONNumber, location: KeywordLocation) {
    self.divisor = divisor
    self.exactDivisor = ExactDecimal(divisor.lexeme)
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .number(let divisor) = value, divisor.double > 0 else {
      throw context.invalid("'multipleOf' must be a number above 0", at: ["multipleOf"])
    }
    return MultipleOfKeyword(divisor: divisor, location: context.location("multipleOf"))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .number(let number) = instance else { return true }
    if let value = number.int64, let divisor = divisor.int64, divisor != 0 {
      return value % divisor == 0
    }
    // A number with a fraction is never a multiple of an integer.
    if divisor.int64 != nil, !number.isIntegral { return false }
    return exactlyMultiple(number)
  }

  @inline(never)
  private func exactlyMultiple(_ number: JSONNumber) -> Bool {
    guard let exactDivisor, let value = ExactDecimal(number.lexeme) else {
      let quotient = number.double / divisor.double
      return quotient.isFinite && quotient.rounded(.towardZero) == quotient
    }
    return value.isMultiple(of: exactDivisor)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    context.report(location, at: path, "\(ValueDescription.describe(instance)) is not a multiple of \(divisor.lexeme)")
    return false
  }
}
