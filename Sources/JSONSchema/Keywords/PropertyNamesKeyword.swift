import JSONCore

/// `propertyNames`: every member name, as a string, matches the schema.
final class PropertyNamesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let node: NodeRef
  /// Set once the program is compiled when the schema, for a string, is one `pattern` and
  /// nothing else (`{"pattern": "^.+$"}`): names are then matched in place, without making
  /// each a string value and running a schema on it.
  /// (Unowned: the schema's node keeps the keyword alive; copying the regex out for each
  /// object would cost more than matching a name.)
  @exclusivity(unchecked) private var pattern: Unmanaged<PatternKeyword>?
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

  override func programDidCompile() {
    let target = node.node.resolved
    guard target.isPlain, InstanceKinds(rawValue: target.typeMask).contains(.string) else { return }
    let keywords = target.fastPathKeywords(for: .string)
    if keywords.count == 1, let only = keywords[0] as? PatternKeyword { pattern = .passUnretained(only) }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    if let pattern {
      return pattern._withUnsafeGuaranteedRef { pattern in
        InstanceAccess.allMembers(of: object) { member, _ in pattern.matches(member.pointee.key) }
      }
    }
    return InstanceAccess.allMembers(of: object) { member, _ in
      // The name as a string instance, on the stack for the check.
      withUnsafePointer(to: JSONValue.string(member.pointee.key)) { node.isValid($0, &scope) }
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
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
