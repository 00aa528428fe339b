import JSONCore

/// `maximum` and `exclusiveMaximum`: the number is at most (below) the limit.
///
/// Draft 4 writes the exclusive form as `"exclusiveMaximum": true` beside `maximum`; from
/// draft 6 `exclusiveMaximum` is a number of its own.
final class MaximumKeyword: KeywordBase, Keyword, @unchecked Sendable {
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
      throw context.invalid("'maximum' must be a number", at: ["maximum"])
    }
    let exclusive = context.draft == .draft4 && context.object["exclusiveMaximum"]?.boolValue == true
    return MaximumKeyword(limit: limit, exclusive: exclusive, location: context.location("maximum"))
  }

  static func compileExclusive(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .number(let limit) = value else {
      throw context.invalid("'exclusiveMaximum' must be a number", at: ["exclusiveMaximum"])
    }
    return MaximumKeyword(limit: limit, exclusive: true, location: context.location("exclusiveMaximum"))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .number(let number) = instance else { return true }
    let order = NumberOrder.compare(number, limit)
    return exclusive ? order < 0 : order <= 0
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    let relation = exclusive ? "less than" : "at most"
    context.report(location, at: path, "\(ValueDescription.describe(instance)) is not \(relation) \(limit.lexeme)")
    return false
  }
}
