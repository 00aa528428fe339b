import JSONCore

/// `not`: the instance does not match the schema.
final class NotKeyword: Keyword {
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

  func isValid(_ instance: JSONValue, _ scope: inout DynamicScope) -> Bool {
    !node.node.isValid(instance, &scope)
  }

  func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    // `not` never contributes annotations, and the inner schema's errors are its success.
    guard node.node.isValid(instance, &context.scope) else { return true }
    context.report(location, at: path, "the value must not match the 'not' schema")
    return false
  }
}
