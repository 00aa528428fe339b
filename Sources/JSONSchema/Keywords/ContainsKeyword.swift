import JSONCore

/// `contains`, with `minContains` and `maxContains` (2019-09): the number of items matching
/// the schema is within bounds (at least one, by default).
///
/// In 2020-12 the matching items count as evaluated for `unevaluatedItems`.
final class ContainsKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let node: NodeRef
  let minimum: Int
  let maximum: Int?
  let annotatesItems: Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.children

  init(node: NodeRef, minimum: Int, maximum: Int?, annotatesItems: Bool, location: KeywordLocation) {
    self.node = node
    self.minimum = minimum
    self.maximum = maximum
    self.annotatesItems = annotatesItems
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    var minimum = 1
    var maximum: Int?
    if context.draft >= .draft2019_09, context.site.dialect.vocabularies.contains(.validation) {
      if let value = context.object["minContains"] { minimum = try context.nonNegativeInteger(value, "minContains") }
      if let value = context.object["maxContains"] { maximum = try context.nonNegativeInteger(value, "maxContains") }
    }
    return ContainsKeyword(
      node: try context.subschema(["contains"]), minimum: minimum, maximum: maximum,
      annotatesItems: context.draft >= .draft2020_12, location: context.location("contains"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance) else { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    var matches = 0
    var decided: Bool?
    _ = InstanceAccess.allItems(of: items) { _, item in
      guard node.isValid(item, &scope) else { return true }
      matches += 1
      // Enough found and no upper bound: the rest cannot change the answer.
      if matches >= minimum, maximum == nil {
        decided = true
        return false
      }
      if let maximum, matches > maximum {
        decided = false
        return false
      }
      return true
    }
    return decided ?? (matches >= minimum)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance else { return true }
    guard context.scope.enterChild() else { return false }
    defer { context.scope.leaveChild() }
    var matches = 0
    for (index, item) in items.enumerated() {
      guard node.node.isValid(value: item, &context.scope) else { continue }
      matches += 1
      if annotatesItems { context.annotations?.items.insert(index) }
    }
    if matches < minimum {
      let message =
        minimum == 1
        ? "no item matches the 'contains' schema"
        : "\(ValueDescription.count(matches, "item")) match the 'contains' schema, fewer than \(minimum)"
      context.report(location, at: path, message)
      return false
    }
    if let maximum, matches > maximum {
      context.report(
        location, at: path,
        "\(ValueDescription.count(matches, "item")) match the 'contains' schema, more than \(maximum)")
      return false
    }
    return true
  }
}
