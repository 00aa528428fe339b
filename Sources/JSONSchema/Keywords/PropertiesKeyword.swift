import JSONCore

/// `properties`: each member with a listed name matches that name's schema.
///
/// Swagger 2.0 documents from PostgREST mark no column nullable: a property that the parent's
/// `required` does not list also accepts `null` there.
final class PropertiesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let table: PropertyTable
  let children: [NodeRef]
  /// Per property: `null` passes (PostgREST's rule); `nil` when no property has it.
  let nullable: [Bool]?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  init(table: PropertyTable, children: [NodeRef], nullable: [Bool]?, location: KeywordLocation) {
    self.table = table
    self.children = children
    self.nullable = nullable
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .object(let properties) = value else {
      throw context.invalid("'properties' must be an object", at: ["properties"])
    }
    guard !properties.isEmpty else { return nil }
    var names: [String] = []
    var children: [NodeRef] = []
    for member in properties {
      names.append(member.key)
      children.append(try context.subschema(["properties", member.key]))
    }
    var nullable: [Bool]?
    if context.dialect == .swagger2_0 {
      let required = Set(context.object["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
      nullable = names.map { !required.contains($0) }
    }
    return PropertiesKeyword(
      table: context.propertyTable(names), children: children, nullable: nullable,
      location: context.location("properties"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    return InstanceAccess.allMembers(of: object) { member, value in
      guard let position = table.position(of: member.pointee.key) else { return true }
      if let nullable, nullable[position], value.pointee.isNull { return true }
      return children[position].isValid(value, &scope)
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for (index, member) in object.members.enumerated() {
      guard let position = table.position(of: member.key) else { continue }
      context.annotations?.properties.insert(index)
      if let nullable, nullable[position], case .null = member.value { continue }
      let child = children[position].node
      if child.isAlwaysInvalid {
        context.report(
          location, [member.key], at: path.appending(key: member.key), "property '\(member.key)' is not allowed")
        valid = false
      } else if !context.descend(child, member.value, path.appending(key: member.key), "properties", member.key) {
        valid = false
      }
      if !valid, context.canStopEarly { return false }
    }
    return valid
  }
}
