import JSONCore

/// `patternProperties`: each member whose name a pattern matches also matches that
/// pattern's schema.
final class PatternPropertiesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let patterns: PatternList
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  init(patterns: PatternList, location: KeywordLocation) {
    self.patterns = patterns
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .object(let members) = value else {
      throw context.invalid("'patternProperties' must be an object", at: ["patternProperties"])
    }
    guard !members.isEmpty else { return nil }
    var patterns: [PropertyPattern] = []
    for member in members {
      let tokens = ["patternProperties", member.key]
      patterns.append(
        PropertyPattern(
          pattern: member.key, regex: try context.regex(member.key, at: tokens), node: try context.subschema(tokens)))
    }
    return PatternPropertiesKeyword(patterns: PatternList(patterns), location: context.location("patternProperties"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    return InstanceAccess.allMembers(of: object) { member, value in
      var matched = false
      return patterns.allMatches(member.pointee.key, matched: &matched) { node in node.isValid(value, &scope) }
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    var valid = true
    for (index, member) in object.members.enumerated() {
      for entry in patterns.entries where entry.regex.firstMatch(in: member.key) {
        context.annotations?.properties.insert(index)
        let memberPath = path.appending(key: member.key)
        if entry.node.node.isAlwaysInvalid {
          context.report(
            location, [entry.pattern], at: memberPath,
            "property '\(member.key)' is not allowed (its name matches '\(entry.pattern)')")
          valid = false
        } else if !context.descend(entry.node.node, member.value, memberPath, "patternProperties", entry.pattern) {
          valid = false
        }
        if !valid, context.canStopEarly { return false }
      }
    }
    return valid
  }
}
