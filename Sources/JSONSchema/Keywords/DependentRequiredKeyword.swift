import JSONCore

/// `dependentRequired` (and the array form of draft 4–7 `dependencies`): when a property is
/// present, the listed properties must be too.
final class DependentRequiredKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let dependencies: [(name: String, required: [String])]
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.presence

  init(dependencies: [(name: String, required: [String])], location: KeywordLocation) {
    self.dependencies = dependencies
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .object(let members) = value else {
      throw context.invalid("'dependentRequired' must be an object", at: ["dependentRequired"])
    }
    var dependencies: [(name: String, required: [String])] = []
    for member in members {
      let required = try context.stringArray(member.value, at: ["dependentRequired", member.key])
      if !required.isEmpty { dependencies.append((member.key, required)) }
    }
    return dependencies.isEmpty
      ? nil : DependentRequiredKeyword(dependencies: dependencies, location: context.location("dependentRequired"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard case .object(let object) = instance.pointee else { return true }
    for dependency in dependencies where object[dependency.name] != nil {
      for name in dependency.required where object[name] == nil { return false }
    }
    return true
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for dependency in dependencies where object[dependency.name] != nil {
      for name in dependency.required where object[name] == nil {
        context.report(
          location, [dependency.name], at: path,
          "missing property '\(name)', required when '\(dependency.name)' is present")
        valid = false
        if context.canStopEarly { return false }
      }
    }
    return valid
  }
}
