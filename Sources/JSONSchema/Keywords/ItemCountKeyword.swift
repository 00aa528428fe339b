import JSONCore

/// `minItems` and `maxItems`: the array has at least (at most) this many items.
final class ItemCountKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let side: LimitSide
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.bound

  init(limit: Int, side: LimitSide, location: KeywordLocation) {
    self.limit = limit
    self.side = side
    self.location = location
  }

  static func compileMin(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minItems")
    // Every array has at least no items.
    return limit == 0 ? nil : ItemCountKeyword(limit: limit, side: .atLeast, location: context.location("minItems"))
  }

  static func compileMax(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    ItemCountKeyword(
      limit: try context.nonNegativeInteger(value, "maxItems"), side: .atMost, location: context.location("maxItems"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance) else { return true }
    return side.admits(items.count, limit)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance, !side.admits(items.count, limit) else { return true }
    context.report(
      location, at: path, "array has \(ValueDescription.count(items.count, "item")), \(side.beyond) \(limit)")
    return false
  }
}
