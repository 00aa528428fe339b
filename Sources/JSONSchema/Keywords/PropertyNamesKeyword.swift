import JSONCore

/// `propertyNames`: every member name, as a string, matches the schema.
final class PropertyNamesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let node: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  init(node: NodeRef, location: KeywordLocation) {
    self.node = node
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    PropertyNamesKeyword(node: try context.subschema(["propertyNames"]), location: context.location("propertyNames"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    return InstanceAccess.allMembers(of: object) { member, _ in
      // The name as a string instance, on the stack for the check.
      withUnsafePointer(to: JSONValue.string(member.pointee.key)) { node.isValid($0, &scope) }
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for member in object.members {
      guard !node.node.isValid(value: .string(member.key), &context.scope) else { continue }
      valid = false
      context.report(location, at: path, "property name '\(member.key)' is not allowed")
      if context.canStopEarly { return false }
    }
    return valid
  }
}
