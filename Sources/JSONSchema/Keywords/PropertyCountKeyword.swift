import JSONCore

/// `minProperties`: the object has at least this many members.
final class MinPropertiesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.bound

  init(limit: Int, location: KeywordLocation) {
    self.limit = limit
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minProperties")
    return limit == 0 ? nil : MinPropertiesKeyword(limit: limit, location: context.location("minProperties"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    return object.count >= limit
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance, object.count < limit else { return true }
    context.report(
      location, at: path,
      "object has \(ValueDescription.count(object.count, "property", plural: "properties")), fewer than \(limit)")
    return false
  }
}
