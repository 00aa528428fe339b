import JSONCore

/// `not`: the instance does not match the schema.
final class NotKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let node: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.inPlace

  init(node: NodeRef, location: KeywordLocation) {
    self.node = node
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    NotKeyword(node: try context.subschema(["not"], inPlace: true), location: context.location("not"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    !node.isValid(instance, &scope)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    // `not` never contributes annotations, and the inner schema's errors are its success.
    guard node.node.isValid(value: instance, &context.scope) else { return true }
    context.report(location, at: path, "the value must not match the 'not' schema")
    return false
  }
}
