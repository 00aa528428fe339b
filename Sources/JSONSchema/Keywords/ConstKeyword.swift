import JSONCore

/// `const`: the instance equals the value (JSON equality: `1 == 1.0`).
final class ConstKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let value: JSONValue
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.constant

  init(value: JSONValue, location: KeywordLocation) {
    self.value = value
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    ConstKeyword(value: value, location: context.location("const"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    ExactEquality.equal(instance.pointee, value)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    if ExactEquality.equal(instance, value) { return true }
    context.report(
      location, at: path,
      "expected \(ValueDescription.describe(value)), got \(ValueDescription.describe(instance))")
    return false
  }
}
