import JSONCore

/// `minItems`: the array has at least this many items.
final class MinItemsKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.bound

  init(limit: Int, location: KeywordLocation) {
    self.limit = limit
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minItems")
    return limit == 0 ? nil : MinItemsKeyword(limit: limit, location: context.location("minItems"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance) else { return true }
    return items.count >= limit
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance, items.count < limit else { return true }
    context.report(location, at: path, "array has \(ValueDescription.count(items.count, "item")), fewer than \(limit)")
    return false
  }
}
