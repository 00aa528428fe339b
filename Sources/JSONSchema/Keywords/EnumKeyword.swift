import JSONCore

/// `enum`: the instance equals one of the listed values (``ExactEquality``: `1 == 1.0`).
final class EnumKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let values: [JSONValue]
  /// For long lists, a hash set (JSONValue's hashing agrees with its equality).
  let set: Set<ExactJSON>?
  /// When every value is a string (the usual enum): a name table, byte-exact.
  let strings: PropertyTable?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.constant

  init(values: [JSONValue], strings: PropertyTable?, location: KeywordLocation) {
    self.values = values
    self.strings = strings
    self.set = strings == nil && values.count > 12 ? Set(values.map(ExactJSON.init)) : nil
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .array(let values) = value else {
      throw context.invalid("'enum' must be an array", at: ["enum"])
    }
    let texts = values.compactMap(\.stringValue)
    return EnumKeyword(
      values: values, strings: texts.count == values.count ? context.propertyTable(texts) : nil,
      location: context.location("enum"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    if let strings {
      return instance.pointee.withStringBytes { strings.position(ofBytes: $0) != nil } ?? false
    }
    if let set { return set.contains(ExactJSON(value: instance.pointee)) }
    return !InstanceAccess.allItems(of: values) { _, value in !ExactEquality.equal(value, instance) }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    var scope = DynamicScope(enabled: false)
    if withUnsafePointer(to: instance, { isValid($0, &scope) }) { return true }
    context.report(
      location, at: path,
      "\(ValueDescription.describe(instance)) is not one of \(ValueDescription.list(values))")
    return false
  }
}
