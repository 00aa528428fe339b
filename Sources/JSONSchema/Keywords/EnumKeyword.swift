import JSONCore

/// `enum`: the instance equals one of the listed values (``ExactEquality``: `1 == 1.0`).
final class EnumKeyword: Keyword {
  let values: [JSONValue]
  /// For long lists, a hash set (JSONValue's hashing agrees with its equality).
  let set: Set<ExactJSON>?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.constant

  init(values: [JSONValue], location: KeywordLocation) {
    self.values = values
    self.set = values.count > 12 ? Set(values.map(ExactJSON.init)) : nil
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .array(let values) = value else {
      throw context.invalid("'enum' must be an array", at: ["enum"])
    }
    return EnumKeyword(values: values, location: context.location("enum"))
  }

  func isValid(_ instance: JSONValue, _ scope: inout DynamicScope) -> Bool {
    if let set { return set.contains(ExactJSON(value: instance)) }
    for value in values where ExactEquality.equal(value, instance) { return true }
    return false
  }

  func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    var scope = DynamicScope(enabled: false)
    if isValid(instance, &scope) { return true }
    context.report(
      location, at: path,
      "\(ValueDescription.describe(instance)) is not one of \(ValueDescription.list(values))")
    return false
  }
}
