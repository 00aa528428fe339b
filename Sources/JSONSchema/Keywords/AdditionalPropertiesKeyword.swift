import JSONCore

/// `additionalProperties`: members that neither `properties` names nor a
/// `patternProperties` pattern matches must match this schema (`false`: must not exist).
final class AdditionalPropertiesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let node: NodeRef
  let known: PropertyTable
  let patterns: PatternList
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  init(node: NodeRef, known: PropertyTable, patterns: PatternList, location: KeywordLocation) {
    self.node = node
    self.known = known
    self.patterns = patterns
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let node = try context.subschema(["additionalProperties"])
    // The siblings count only where the dialect has them (a custom vocabulary may not).
    var names: [String] = []
    if KeywordTable.compiler(for: "properties", in: context.site.dialect) != nil,
      case .object(let properties)? = context.object["properties"]
    {
      names = properties.keys
    }
    var patterns: [PropertyPattern] = []
    if KeywordTable.compiler(for: "patternProperties", in: context.site.dialect) != nil,
      case .object(let members)? = context.object["patternProperties"]
    {
      for member in members {
        let regex = try context.regex(member.key, at: ["patternProperties", member.key])
        // Only the names matter here; the schema is `patternProperties`' business.
        patterns.append(PropertyPattern(pattern: member.key, regex: regex, node: node))
      }
    }
    return AdditionalPropertiesKeyword(
      node: node, known: context.propertyTable(names), patterns: PatternList(patterns),
      location: context.location("additionalProperties"))
  }

  @inline(__always)
  private func isAdditional(_ key: String) -> Bool {
    if known.position(of: key) != nil { return false }
    return !patterns.matchesAny(key)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    let child = node
    if child.node.isAlwaysValid { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    return InstanceAccess.allMembers(of: object) { member, value in
      !isAdditional(member.pointee.key) || child.isValid(value, &scope)
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    let child = node.node
    var valid = true
    for (index, member) in object.members.enumerated() where isAdditional(member.key) {
      context.annotations?.properties.insert(index)
      let memberPath = path.appending(key: member.key)
      if child.isAlwaysInvalid {
        context.report(location, at: memberPath, "property '\(member.key)' is not allowed")
        valid = false
      } else if !context.descend(child, member.value, memberPath, "additionalProperties") {
        valid = false
      }
      if !valid, context.canStopEarly { return false }
    }
    return valid
  }
}
