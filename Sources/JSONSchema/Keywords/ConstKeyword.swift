import JSONCore

/// `const`: the instance equals the value (JSON equality: `1 == 1.0`).
final class ConstKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let value: JSONValue
  /// A string constant (the usual case: a discriminator) as a one-name table.
  let string: PropertyTable?
  /// An integer constant (`"version": {"const": 3}`), compared without copying the number.
  let integer: Int64?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.constant

  init(value: JSONValue, string: PropertyTable?, location: KeywordLocation) {
    self.value = value
    self.string = string
    self.integer = value.numberValue?.int64
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    ConstKeyword(
      value: value, string: value.stringValue.map { context.propertyTable([$0]) }, location: context.location("const"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    if let string {
      return instance.pointee.withStringBytes { string.position(ofBytes: $0) != nil } ?? false
    }
    // `JSONNumber.==` compares the exact integers when both have one; otherwise the general path.
    if let integer, let exact = instance.pointee.withNumber({ $0.int64 }) ?? nil { return exact == integer }
    return withUnsafePointer(to: value) { ExactEquality.equal(instance, $0) }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if ExactEquality.equal(instance, value) { return true }
    context.report(
      location, at: path,
      "expected \(ValueDescription.describe(value)), got \(ValueDescription.describe(instance))")
    return false
  }
}
