import JSONCore

/// `allOf`: the instance matches every schema.
final class AllOfKeyword: KeywordBase, Keyword, @unchecked Sendable {
  /// Changed only by the cycle check, for a self-reference that adds nothing (`CycleCheck.swift`).
  @exclusivity(unchecked) private(set) var nodes: [NodeRef]
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.inPlace

  init(nodes: [NodeRef], location: KeywordLocation) {
    self.nodes = nodes
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let nodes = try InPlaceList.compile(value, "allOf", context)
    return nodes.isEmpty ? nil : AllOfKeyword(nodes: nodes, location: context.location("allOf"))
  }

  func retarget(member index: Int, to node: NodeRef) {
    if nodes.indices.contains(index) { nodes[index] = node }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    for entry in nodes where !entry.isValid(instance, &scope) { return false }
    return true
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    var valid = true
    for (index, entry) in nodes.enumerated() where !context.apply(entry.node, instance, path, ["allOf", String(index)])
    {
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}

/// The schema arrays of `allOf`, `anyOf` and `oneOf`, applied in place.
enum InPlaceList {
  static func compile(_ value: JSONValue, _ keyword: String, _ context: SchemaContext) throws(SchemaError) -> [NodeRef]
  {
    guard case .array(let items) = value, !items.isEmpty else {
      throw context.invalid("'\(keyword)' must be a non-empty array of schemas", at: [keyword])
    }
    var nodes: [NodeRef] = []
    for index in items.indices {
      nodes.append(try context.subschema([keyword, String(index)], inPlace: true))
    }
    return nodes
  }
}
