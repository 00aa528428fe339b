import JSONCore

/// `required`: every listed property is present.
final class RequiredKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let names: [String]
  let table: PropertyTable
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.presence

  init(names: [String], table: PropertyTable, location: KeywordLocation) {
    self.names = names
    self.table = table
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    // Draft 4 wrote `"required": true` on properties in places (a draft 3 habit); the
    // meta-schema check refuses it, and without that check it means nothing.
    guard case .array = value else {
      if context.options.validateSchema {
        throw context.invalid("'required' must be an array of strings", at: ["required"])
      }
      return nil
    }
    // Of a response: not an OpenAPI `writeOnly` property (`Dialect.requiredKeys`).
    let names = try context.stringArray(value, at: ["required"]).filter {
      !context.dialect.isWriteOnly($0, in: context.object)
    }
    return names.isEmpty
      ? nil
      : RequiredKeyword(
        names: context.compiler.sharedNames(names), table: context.propertyTable(names),
        location: context.location("required"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    // Member names are distinct: counting the members that are required names tells
    // whether all are present, with one table lookup per member.
    if object.count < table.count { return false }
    var found = 0
    _ = InstanceAccess.allMembers(of: object) { member, _ in
      if table.position(of: member.pointee.key) != nil { found += 1 }
      return true
    }
    return found == table.count
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for name in names where object[name] == nil {
      context.report(location, at: path, "missing required property '\(name)'")
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}
