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
  /// One schema's object keywords, as the fast path needs them.
  struct Layer {
    /// The `properties` names, then the names only `required` lists.
    let table: PropertyTable
    /// Per name: its `properties` schema, if it is listed there.
    let children: [NodeRef?]
    let required: [Bool]
    /// PostgREST's rule: `null` passes for a property that is not required (Swagger 2.0).
    let nullable: [Bool]
    let patterns: PatternList
    /// `additionalProperties`, if the schema has it.
    let additional: NodeRef?

    var names: [String] { table.names }
    var requiredCount: Int { required.count(where: { $0 }) }
  }

  /// The schemas this keyword checks at once: its own, and those of `allOf` members merged
  /// into it (see `ShapeMerge.swift`).
  let layers: [Layer]
  /// The original keywords, for full evaluation (none for a merged shape, which only the fast
  /// path runs).
  let parts: [any Keyword]
  /// Built once every schema is compiled (children are placeholders before); `plan` owns
  /// it, and the fast path borrows it through `planReference` (no reference counting).
  @exclusivity(unchecked) private var plan: ShapePlan?
  @exclusivity(unchecked) private var planReference: Unmanaged<ShapePlan>?
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.children

  private init(layers: [Layer], parts: [any Keyword]) {
    self.layers = layers
    self.parts = parts
  }

  /// A shape checking all of `layers` in one pass, for the fast path of a compiled program.
  static func merged(_ layers: [Layer]) -> ObjectShapeKeyword {
    let shape = ObjectShapeKeyword(layers: layers, parts: [])
    shape.programDidCompile()
    return shape
  }

  /// Replaces the object keywords in `keywords` with one fused keyword, when there are
  /// several of them (or one that benefits: `required` alone still gets the single pass).
  ///
  /// `tables` gives the name table for a list of names, and `flags` an equal list of flags
  /// met before, if any (both shared across the compile: a large schema repeats the same
  /// shapes, and a list per shape was two heap blocks per schema).
  static func fuse(
    _ keywords: inout [any Keyword], tables: (_ names: [String]) -> PropertyTable, flags: (_ list: [Bool]) -> [Bool]
  ) {
    let properties = keywords.lazy.compactMap { $0 as? PropertiesKeyword }.first
    let required = keywords.lazy.compactMap { $0 as? RequiredKeyword }.first
    let additional = keywords.lazy.compactMap { $0 as? AdditionalPropertiesKeyword }.first
    let patterns = keywords.lazy.compactMap { $0 as? PatternPropertiesKeyword }.first
    guard properties != nil || required != nil || additional != nil else { return }
    var names = properties?.table.names ?? []
    let requiredNames = Set(required?.names ?? [])
    for name in required?.names ?? [] where !names.contains(name) { names.append(name) }
    let table = tables(names)
    var children: [NodeRef?] = []
    var nullable: [Bool] = []
    for name in table.names {
      let position = properties?.table.position(of: name)
      children.append(position.flatMap { properties?.children[$0] })
      nullable.append(position.flatMap { properties?.nullable?[$0] } ?? false)
    }
    let layer = Layer(
      table: table, children: children, required: flags(table.names.map(requiredNames.contains)),
      nullable: flags(nullable),
      patterns: patterns?.patterns ?? PatternList([]), additional: additional?.node)
    var parts: [any Keyword] = []
    if let required { parts.append(required) }
    if let properties { parts.append(properties) }
    if let patterns { parts.append(patterns) }
    if let additional { parts.append(additional) }
    keywords.removeAll { keyword in parts.contains { $0 === keyword } }
    keywords.append(ObjectShapeKeyword(layers: [layer], parts: parts))
  }

  override func programDidCompile() {
    let plan = ShapePlan(layers)
    self.plan = plan
    planReference = .passUnretained(plan)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let members = InstanceAccess.members(instance) else { return true }
    // Set before anything validates: `programDidCompile` runs as the compile ends.
    guard let planReference else {
      preconditionFailure("ObjectShapeKeyword validated before its program was compiled")
    }
    return planReference._withUnsafeGuaranteedRef { $0.isValid(members, &scope) }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    var valid = true
    for part in parts where !part.evaluate(instance, path, &context) {
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}
