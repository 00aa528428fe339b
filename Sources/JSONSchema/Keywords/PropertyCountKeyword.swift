import JSONCore

/// `minProperties` and `maxProperties`: the object has at least (at most) this many members.
final class PropertyCountKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let side: LimitSide
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.bound

  init(limit: Int, side: LimitSide, location: KeywordLocation) {
    self.limit = limit
    self.side = side
    self.location = location
  }

  static func compileMin(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minProperties")
    return limit == 0
      ? nil : PropertyCountKeyword(limit: limit, side: .atLeast, location: context.location("minProperties"))
  }

  static func compileMax(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    PropertyCountKeyword(
      limit: try context.nonNegativeInteger(value, "maxProperties"), side: .atMost,
      location: context.location("maxProperties"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    return side.admits(object.count, limit)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance, !side.admits(object.count, limit) else { return true }
    context.report(
      location, at: path,
      "object has \(ValueDescription.count(object.count, "property", plural: "properties")), \(side.beyond) \(limit)")
    return false
  }
}
