import JSONCore

/// `dependencies` (drafts 4–7, still honoured later): per property, either an array of names
/// (compiled as ``DependentRequiredKeyword``) or a schema (as ``DependentSchemasKeyword``).
///
/// Compiles to whichever is needed, or both as an `allOf`.
enum DependenciesKeyword {
  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .object(let members) = value else {
      throw context.invalid("'dependencies' must be an object", at: ["dependencies"])
    }
    var required: [(name: String, required: [String])] = []
    var schemas: [(name: String, node: NodeRef)] = []
    for member in members {
      switch member.value {
      case .array:
        let names = try context.stringArray(member.value, at: ["dependencies", member.key])
        if !names.isEmpty { required.append((member.key, names)) }
      default:
        schemas.append((member.key, try context.subschema(["dependencies", member.key], inPlace: true)))
      }
    }
    let location = context.location("dependencies")
    let presence = required.isEmpty ? nil : DependentRequiredKeyword(dependencies: required, location: location)
    let applied = schemas.isEmpty ? nil : DependentSchemasKeyword(dependencies: schemas, location: location)
    switch (presence, applied) {
    case (let presence?, let applied?): return KeywordPair(presence, applied)
    case (let presence?, nil): return presence
    case (nil, let applied?): return applied
    case (nil, nil): return nil
    }
  }
}

/// Two keywords compiled from one (`dependencies` with both forms), run one after the other.
final class KeywordPair: KeywordBase, Keyword, @unchecked Sendable {
  let first: any Keyword
  let second: any Keyword

  init(_ first: any Keyword, _ second: any Keyword) {
    self.first = first
    self.second = second
  }

  var appliesTo: InstanceKinds { first.appliesTo.union(second.appliesTo) }
  var priority: KeywordPriority { max(first.priority, second.priority) }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    first.isValid(instance, &scope) && second.isValid(instance, &scope)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    let firstValid = first.evaluate(instance, path, &context)
    if !firstValid, context.canStopEarly { return false }
    return second.evaluate(instance, path, &context) && firstValid
  }
}
