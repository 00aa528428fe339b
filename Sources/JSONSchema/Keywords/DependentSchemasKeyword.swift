import JSONCore

/// `dependentSchemas` (and the schema form of draft 4–7 `dependencies`): when a property is
/// present, the whole object must also match that property's schema.
final class DependentSchemasKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let dependencies: [(name: String, node: NodeRef)]
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.inPlace

  init(dependencies: [(name: String, node: NodeRef)], location: KeywordLocation) {
    self.dependencies = dependencies
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .object(let members) = value else {
      throw context.invalid("'dependentSchemas' must be an object", at: ["dependentSchemas"])
    }
    var dependencies: [(name: String, node: NodeRef)] = []
    for member in members {
      dependencies.append((member.key, try context.subschema(["dependentSchemas", member.key], inPlace: true)))
    }
    return dependencies.isEmpty
      ? nil : DependentSchemasKeyword(dependencies: dependencies, location: context.location("dependentSchemas"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard case .object(let object) = instance.pointee else { return true }
    for dependency in dependencies where object[dependency.name] != nil {
      if !dependency.node.isValid(instance, &scope) { return false }
    }
    return true
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for dependency in dependencies where object[dependency.name] != nil {
      if !context.apply(dependency.node.node, instance, path, location.relative + [dependency.name]) {
        valid = false
        if context.canStopEarly { return false }
      }
    }
    return valid
  }
}
