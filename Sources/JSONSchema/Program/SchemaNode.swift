import JSONCore

/// One compiled schema: its keywords, ordered cheapest first and split by instance type.
///
/// Nodes are created as placeholders before their keywords are compiled, so `$ref` cycles
/// (trees, linked lists) simply point back at a node under construction. Once compiling is
/// over a node never changes again, which is why it can be shared between threads.
///
/// Validating a node does one switch on the instance's type and walks that type's list of
/// keywords; `type` itself is a bit test done first, and keywords that do not apply to the
/// instance's type are not in the list at all.
final class SchemaNode: @unchecked Sendable {
  enum Constant {
    /// `true`, `{}`, or a schema whose every keyword is an annotation.
    case valid
    /// `false`.
    case invalid
  }

  // The compiled state. Written once by `finish` (and `keepDynamicScope`) while compiling,
  // read-only after: no exclusivity checks are needed, and validating reads these fields on
  // every schema it meets.
  //
  // Laid out for a large schema, which has a node per subschema: references first, then the
  // number and the one-byte fields together, and what few nodes have in ``RareNodeParts``
  // (88 bytes an instance with the pointer text as a `String`, where the fields one by one
  // took 136; 8 fewer with the text kept in the resource).

  @exclusivity(unchecked) private(set) var type: TypeKeyword?
  /// The keywords for each ``InstanceKind``, in run order, as the fast path runs them; they
  /// own the node's keywords (see ``allKeywords``).
  @exclusivity(unchecked) private var lists = KeywordLists([])
  /// A schema that is only a `$ref` (every draft 4–7 schema with one): the fast path goes
  /// straight to the target instead of through the keyword.
  @exclusivity(unchecked) private var forward: NodeRef?
  /// `unevaluated*` and the full evaluation's lists after a rewrite; `nil` for most nodes.
  @exclusivity(unchecked) private var rare: RareNodeParts?
  /// The resource this schema belongs to, for the dynamic scope.
  let resource: SchemaResource
  /// Where the schema's place in its resource (``pointerInResource``) is among the resource's
  /// ``SchemaResource/pointerTexts``.
  ///
  /// With the resource's URI, the place is its absolute location. Kept apart so that the nodes
  /// of one resource share its URI instead of each holding a copy, and kept in the resource so
  /// that the text is not a heap block per node.
  let pointerSpan: PointerTexts.Span
  /// The node's position in its program's nodes: the compile's tables about nodes (who
  /// refers to each, the cycle check's marks, the place index) are arrays by number, not
  /// dictionaries keyed by node.
  let number: UInt32
  /// Set for boolean schemas (and schemas without assertions): no keywords run.
  @exclusivity(unchecked) private(set) var constant: Constant?
  /// `type` as bits over ``InstanceKind`` (every kind without `type`), plus ``integerBit``.
  @exclusivity(unchecked) private(set) var typeMask: UInt8 = InstanceKinds.all.rawValue
  /// The kinds for which validating is the type check and nothing else (no keywords, no
  /// slow path): callers check those inline, without a call (see ``NodeRef/isValid(_:_:)``).
  @exclusivity(unchecked) private(set) var trivialKinds: UInt8 = 0
  /// OpenAPI 3.0 `nullable: true`: `null` passes whatever the other keywords say.
  @exclusivity(unchecked) private(set) var acceptsNull = false
  /// Anything beyond "check the type, run the list": a constant, `nullable`, `unevaluated*`, or a
  /// dynamic scope to keep.
  ///
  /// Tested once on the fast path.
  @exclusivity(unchecked) private var needsSlowPath = true
  @exclusivity(unchecked) private var keepsDynamicScope = false

  /// In ``typeMask``: the type allows numbers only when they are integers.
  static let integerBit: UInt8 = 1 << 6

  init(resource: SchemaResource, pointerSpan: PointerTexts.Span, number: UInt32) {
    self.resource = resource
    self.pointerSpan = pointerSpan
    self.number = number
  }

  /// The schema's place in its resource, as pointer text (`/properties/nodes`).
  var pointerInResource: String { resource.pointerTexts.text(pointerSpan) }

  /// Calls `body` with the bytes of ``pointerInResource``, without making a string of them.
  func withPointerBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    resource.pointerTexts.withBytes(pointerSpan, body)
  }

  /// `unevaluatedProperties` / `unevaluatedItems`: they run after every other keyword, on the
  /// annotations those produced.
  var unevaluated: [any UnevaluatedKeyword] { rare?.unevaluated ?? [] }

  /// Every keyword once, in run order, as full evaluation knows them (a rewritten fast path's
  /// own keywords are not among them).
  var allKeywords: [any Keyword] { (rare?.evaluationLists ?? lists).all }

  /// The schema's absolute location (`uri#/pointer`), for errors.
  var absoluteLocation: String { resource.uri + "#" + pointerInResource }

  deinit { lists.deallocate() }

  /// Fills the placeholder; called once by the compiler.
  func finish(
    constant: Constant?, type: TypeKeyword?, acceptsNull: Bool, keywords: [any Keyword],
    unevaluated: [any UnevaluatedKeyword]
  ) {
    self.acceptsNull = acceptsNull
    self.type = type
    if let type {
      typeMask = type.kinds.rawValue | (type.integersOnly ? SchemaNode.integerBit : 0)
    }
    if !unevaluated.isEmpty { rare = RareNodeParts(unevaluated: unevaluated) }
    let ordered = keywords.sorted { $0.priority < $1.priority }
    lists.deallocate()
    lists = KeywordLists(ordered)
    if constant == nil, type == nil, !acceptsNull, keywords.isEmpty, unevaluated.isEmpty {
      self.constant = .valid
    } else {
      self.constant = constant
    }
    updateSlowPath()
  }

  /// For a schema that is only a `$ref`: once every node is compiled, points it at the end
  /// of its chain of references and takes over that node's type bits, so callers reject a
  /// wrong type, or accept a type-only match, without calling through the reference.
  func resolveForwarding() {
    guard var target = forward?.node else { return }
    // The cycle check has refused loops of references, so the chain ends.
    while let next = target.forward?.node { target = next }
    forward = NodeRef(target)
    typeMask = target.typeMask
    trivialKinds = target.trivialKinds
  }

  /// Points the in-place edge behind `tokens` (`["$ref"]`, `["allOf", "2"]`) at `target`.
  ///
  /// For the cycle check, which points a self-reference inside `allOf` at a `true` schema
  /// (see `CycleCheck.swift`); called before anything is validated.
  func retargetEdge(_ tokens: [String], to target: NodeRef) {
    for keyword in allKeywords {
      if tokens == ["$ref"], let reference = keyword as? RefKeyword {
        reference.retarget(target)
      } else if tokens.count == 2, tokens[0] == "allOf", let index = Int(tokens[1]),
        let allOf = keyword as? AllOfKeyword
      {
        allOf.retarget(member: index, to: target)
      }
    }
    updateSlowPath()
  }

  /// Whether validating is "check the type, run the list" and nothing more: no constant, no
  /// `nullable`, no `unevaluated*`, no forwarding, no dynamic scope.
  var isPlain: Bool { !needsSlowPath && !keepsDynamicScope }

  /// The keywords the fast path runs for `kind`, in run order.
  func fastPathKeywords(for kind: InstanceKind) -> [any Keyword] { lists.keywords(for: kind) }

  /// Makes the fast path run `keywords` for `kind` instead, keeping the full evaluation's
  /// lists as they were; for `ShapeMerge`, whose rewrites give the same verdicts.
  func rewriteFastPath(_ kind: InstanceKind, _ keywords: [any Keyword]) {
    var perKind = InstanceKind.allCases.map { lists.keywords(for: $0).map { $0 as KeywordBase } }
    perKind[kind.rawValue] = keywords.sorted { $0.priority < $1.priority }.map { $0 as KeywordBase }
    // The new block owns what its lists hold: each keyword once, whichever lists it is in.
    var owned: [KeywordBase] = []
    var seen: Set<ObjectIdentifier> = []
    for keyword in perKind.joined() where seen.insert(ObjectIdentifier(keyword)).inserted { owned.append(keyword) }
    let rewritten = KeywordLists(perKind: perKind, all: owned)
    let rare = self.rare ?? RareNodeParts(unevaluated: [])
    if rare.evaluationLists == nil { rare.evaluationLists = lists } else { lists.deallocate() }
    self.rare = rare
    lists = rewritten
    updateSlowPath()
  }

  /// Called for every node of a program that uses `$dynamicRef` or `$recursiveRef`.
  func keepDynamicScope() {
    keepsDynamicScope = true
    updateSlowPath()
  }

  private func updateSlowPath() {
    forward = nil
    let original = rare?.evaluationLists ?? lists
    if original.count == 1, let reference = original.all.first as? RefKeyword, type == nil, constant == nil,
      !acceptsNull, unevaluated.isEmpty, !keepsDynamicScope
    {
      forward = reference.target
    }
    needsSlowPath =
      constant != nil || acceptsNull || !unevaluated.isEmpty || (type?.integerByLexeme ?? false)
      || forward != nil
    trivialKinds = 0
    switch constant {
    case .valid?:
      typeMask = InstanceKinds.all.rawValue
      trivialKinds = InstanceKinds.all.rawValue
    case .invalid?:
      typeMask = 0
      trivialKinds = InstanceKinds.all.rawValue
    case nil:
      // OpenAPI 3.0 `nullable`: `null` passes whatever else the schema says.
      if acceptsNull {
        typeMask |= InstanceKinds.null.rawValue
        trivialKinds |= InstanceKinds.null.rawValue
      }
      guard !needsSlowPath else { return }
      for kind in InstanceKind.allCases where lists[kind].isEmpty {
        trivialKinds |= InstanceKinds(kind).rawValue
      }
    }
  }

  /// The node validating really happens in: the end of the `$ref` chain for a schema that is
  /// only a reference, else this node.
  var resolved: SchemaNode { forward?.node ?? self }

  var isAlwaysValid: Bool { if case .valid = constant { true } else { false } }
  var isAlwaysInvalid: Bool { if case .invalid = constant { true } else { false } }

  // MARK: - Fast path

  /// Whether `instance` is valid, stopping at the first failure; records nothing.
  func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    isValid(instance, instance.pointee.instanceKind, &scope)
  }

  /// The fast path when the caller already knows the instance's kind (``NodeRef`` does).
  func isValid(_ instance: InstancePointer, _ kind: InstanceKind, _ scope: inout DynamicScope) -> Bool {
    if needsSlowPath {
      if let forward { return forward.isValid(instance, &scope) }
      return isValidSlowly(instance, &scope)
    }
    guard typeMatches(instance, kind) else { return false }
    if keepsDynamicScope, scope.resources.last !== resource {
      return runKeywordsInScope(instance, kind, &scope)
    }
    return runKeywords(instance, kind, &scope)
  }

  /// Entering another schema resource while the dynamic scope is kept.
  @inline(never)
  private func runKeywordsInScope(_ instance: InstancePointer, _ kind: InstanceKind, _ scope: inout DynamicScope)
    -> Bool
  {
    scope.resources.append(resource)
    defer { scope.resources.removeLast() }
    return runKeywords(instance, kind, &scope)
  }

  @inline(__always)
  private func typeMatches(_ instance: InstancePointer, _ kind: InstanceKind) -> Bool {
    let mask = typeMask
    guard mask & (1 << UInt8(kind.rawValue)) != 0 else { return false }
    guard mask & SchemaNode.integerBit != 0, case .number(let number) = instance.pointee else { return true }
    return NumberOrder.isIntegral(number)
  }

  @inline(__always)
  private func runKeywords(_ instance: InstancePointer, _ kind: InstanceKind, _ scope: inout DynamicScope) -> Bool {
    let list = lists[kind]
    var index = 0
    while index < list.count {
      guard list[index].isValid(instance, &scope) else { return false }
      index += 1
    }
    return true
  }

  @inline(never)
  private func isValidSlowly(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    if let constant { return constant == .valid }
    if acceptsNull, case .null = instance.pointee { return true }
    let kind = instance.pointee.instanceKind
    if let type, !type.matches(instance.pointee, kind) { return false }
    if !unevaluated.isEmpty {
      // Annotations are needed to decide: take the full path, quietly.
      var evaluation = EvaluationState(scope: DynamicScope(enabled: scope.enabled), collectErrors: false)
      swap(&evaluation.scope, &scope)
      let valid = evaluate(instance.pointee, .root, &evaluation)
      swap(&evaluation.scope, &scope)
      return valid
    }
    if scope.enabled, scope.resources.last !== resource {
      scope.resources.append(resource)
      defer { scope.resources.removeLast() }
      return runKeywords(instance, kind, &scope)
    }
    return runKeywords(instance, kind, &scope)
  }

  // MARK: - Full evaluation

  /// Evaluates `instance` at `path`: records errors when `context` collects them, and this
  /// schema's annotations into `context.annotations` when it tracks them.
  ///
  /// Kept small, with the rarer cases in helpers: this function is one frame per level of a
  /// deep instance, and debug builds give every local its own stack slot.
  func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if constant != nil || acceptsNull { return evaluateSpecial(instance, path, &context) }
    let kind = instance.instanceKind
    var valid = true
    if let type, !type.matches(instance, kind) {
      type.report(instance, in: self, path, &context)
      if context.canStopEarly { return false }
      valid = false
    }
    if context.scope.enabled, context.scope.resources.last !== resource {
      return evaluateInScope(instance, kind, path, &context) && valid
    }
    if !unevaluated.isEmpty { return evaluateTracking(instance, kind, path, &context) && valid }
    return evaluateKeywords(instance, kind, path, &context) && valid
  }

  private func evaluateKeywords(
    _ instance: JSONValue, _ kind: InstanceKind, _ path: JSONPath, _ context: inout EvaluationState
  ) -> Bool {
    var valid = true
    for entry in (rare?.evaluationLists ?? lists)[kind]
    where !entry.keyword.takeUnretainedValue().evaluate(instance, path, &context) {
      valid = false
      if context.canStopEarly { break }
    }
    return valid
  }

  /// Boolean schemas and OpenAPI 3.0 `nullable`.
  @inline(never)
  private func evaluateSpecial(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    switch constant {
    case .valid?:
      return true
    case .invalid?:
      context.report(
        .wholeSchema(self, keyword: "false"), at: path,
        "no value is allowed here (the schema is false)")
      return false
    case nil:
      if case .null = instance { return true }
      let kind = instance.instanceKind
      if let type, !type.matches(instance, kind) {
        type.report(instance, in: self, path, &context)
        if context.canStopEarly { return false }
        return evaluateKeywords(instance, kind, path, &context) && false
      }
      return unevaluated.isEmpty
        ? evaluateKeywords(instance, kind, path, &context) : evaluateTracking(instance, kind, path, &context)
    }
  }

  /// Entering a new schema resource while the dynamic scope is kept.
  @inline(never)
  private func evaluateInScope(
    _ instance: JSONValue, _ kind: InstanceKind, _ path: JSONPath, _ context: inout EvaluationState
  ) -> Bool {
    context.scope.resources.append(resource)
    defer { context.scope.resources.removeLast() }
    return unevaluated.isEmpty
      ? evaluateKeywords(instance, kind, path, &context) : evaluateTracking(instance, kind, path, &context)
  }

  /// A schema with `unevaluated*` collects its own annotations, then hands them (and what
  /// the `unevaluated*` keywords evaluated) to the schema around it.
  @inline(never)
  private func evaluateTracking(
    _ instance: JSONValue, _ kind: InstanceKind, _ path: JSONPath, _ context: inout EvaluationState
  ) -> Bool {
    let outer = context.annotations
    context.annotations = Annotations()
    var valid = evaluateKeywords(instance, kind, path, &context)
    // After a failure the annotations are incomplete: judging "unevaluated" members on them
    // would only add noise to the real error.
    if valid {
      for keyword in unevaluated where keyword.appliesTo.contains(kind) {
        if !keyword.evaluateUnevaluated(instance, path, &context) { valid = false }
      }
    }
    if var outer {
      if valid, let inner = context.annotations { outer.merge(inner) }
      context.annotations = outer
    } else {
      context.annotations = nil
    }
    return valid
  }
}
