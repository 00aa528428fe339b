import JSONCore

/// `properties`, `required`, `patternProperties` and `additionalProperties` of one schema,
/// checked in a single pass over the object's members.
///
/// Each of the four is its own keyword (its own file, compile and evaluation); when a schema
/// has several, they are fused here for the fast path: every member name is looked up once
/// in one table that knows whether it is a listed property (and its schema) and whether it is
/// required, so `required` costs a counter instead of a lookup per name. Full evaluation
/// (errors, annotations) runs the four original keywords.
final class ObjectShapeKeyword: KeywordBase, Keyword, @unchecked Sendable {
  struct Entry {
    /// The `properties` schema for the name, if it is listed there.
    let child: NodeRef?
    let required: Bool
    /// PostgREST's rule: `null` passes for a property that is not required (Swagger 2.0).
    let nullable: Bool
  }

  let table: PropertyTable
  let entries: [Entry]
  let requiredCount: Int
  let patterns: PatternList
  /// `additionalProperties`, if the schema has it.
  let additional: NodeRef?
  /// The original keywords, for full evaluation.
  let parts: [any Keyword]
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  private init(
    table: PropertyTable, entries: [Entry], requiredCount: Int,
    patterns: PatternList, additional: NodeRef?, parts: [any Keyword]
  ) {
    self.table = table
    self.entries = entries
    self.requiredCount = requiredCount
    self.patterns = patterns
    self.additional = additional
    self.parts = parts
  }

  /// Replaces the object keywords in `keywords` with one fused keyword, when there are
  /// several of them (or one that benefits: `required` alone still gets the single pass).
  static func fuse(_ keywords: inout [any Keyword]) {
    let properties = keywords.lazy.compactMap { $0 as? PropertiesKeyword }.first
    let required = keywords.lazy.compactMap { $0 as? RequiredKeyword }.first
    let additional = keywords.lazy.compactMap { $0 as? AdditionalPropertiesKeyword }.first
    let patterns = keywords.lazy.compactMap { $0 as? PatternPropertiesKeyword }.first
    guard properties != nil || required != nil || additional != nil else { return }
    var names = properties?.table.names ?? []
    let requiredNames = Set(required?.names ?? [])
    for name in required?.names ?? [] where !names.contains(name) { names.append(name) }
    let table = PropertyTable(names)
    var entries: [Entry] = []
    for name in table.names {
      let position = properties?.table.position(of: name)
      let child = position.flatMap { properties?.children[$0] }
      let nullable = position.flatMap { properties?.nullable?[$0] } ?? false
      entries.append(Entry(child: child, required: requiredNames.contains(name), nullable: nullable))
    }
    var parts: [any Keyword] = []
    if let required { parts.append(required) }
    if let properties { parts.append(properties) }
    if let patterns { parts.append(patterns) }
    if let additional { parts.append(additional) }
    let fused = ObjectShapeKeyword(
      table: table, entries: entries, requiredCount: Set(table.names.filter(requiredNames.contains)).count,
      patterns: patterns?.patterns ?? PatternList([]), additional: additional?.node, parts: parts)
    keywords.removeAll { keyword in parts.contains { $0 === keyword } }
    keywords.append(fused)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let object = InstanceAccess.members(instance) else { return true }
    if object.count < requiredCount { return false }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    var found = 0
    let checksUnlisted = !patterns.isEmpty || additional != nil
    let valid = InstanceAccess.allMembers(of: object) { member, value in
      var listed = false
      if let position = table.position(of: member.pointee.key) {
        let entry = entries[position]
        if entry.required { found += 1 }
        if let child = entry.child {
          listed = true
          if !(entry.nullable && value.pointee.isNull), !child.isValid(value, &scope) { return false }
        }
      }
      return !checksUnlisted || checkUnlisted(member, value, listed: listed, &scope)
    }
    return valid && found == requiredCount
  }

  /// `patternProperties` and `additionalProperties` for one member.
  @inline(__always)
  private func checkUnlisted(
    _ member: UnsafePointer<JSONObject.Member>, _ value: InstancePointer, listed: Bool, _ scope: inout DynamicScope
  ) -> Bool {
    var matched = false
    if !patterns.isEmpty {
      guard checkPatterns(member, value, matched: &matched, &scope) else { return false }
    }
    guard !listed, !matched, let additional else { return true }
    return additional.isValid(value, &scope)
  }

  /// Kept out of line: the regex engines would otherwise be inlined into the member loop of
  /// every object, patterns or not.
  @inline(never)
  private func checkPatterns(
    _ member: UnsafePointer<JSONObject.Member>, _ value: InstancePointer, matched: inout Bool,
    _ scope: inout DynamicScope
  ) -> Bool {
    patterns.allMatches(member.pointee.key, matched: &matched) { node in node.isValid(value, &scope) }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    var valid = true
    for part in parts where !part.evaluate(instance, path, &context) {
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}
