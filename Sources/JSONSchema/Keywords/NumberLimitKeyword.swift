import JSONCore

/// `minimum` and `exclusiveMinimum`: the number is at least (above) the limit.
///
/// Draft 4 writes the exclusive form as `"exclusiveMinimum": true` beside `minimum`; from
/// draft 6 `exclusiveMinimum` is a number of its own.
final class MinimumKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: JSONNumber
  let exclusive: Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.number
  let priority = KeywordPriority.bound

  init(limit: JSONNumber, exclusive: Bool, location: KeywordLocation) {
    self.limit = limit
    self.exclusive = exclusive
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .number(let limit) = value else {
      throw context.invalid("'minimum' must be a number", at: ["minimum"])
    }
    let exclusive = context.draft == .draft4 && context.object["exclusiveMinimum"]?.boolValue == true
    return MinimumKeyword(limit: limit, exclusive: exclusive, location: context.location("minimum"))
  }

  static func compileExclusive(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .number(let limit) = value else {
      throw context.invalid("'exclusiveMinimum' must be a number", at: ["exclusiveMinimum"])
    }
    return MinimumKeyword(limit: limit, exclusive: true, location: context.location("exclusiveMinimum"))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .number(let number) = instance else { return true }
    let order = NumberOrder.compare(number, limit)
    return exclusive ? order > 0 : order >= 0
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    let relation = exclusive ? "greater than" : "at least"
    context.report(location, at: path, "\(ValueDescription.describe(instance)) is not \(relation) \(limit.lexeme)")
    return false
  }
}
