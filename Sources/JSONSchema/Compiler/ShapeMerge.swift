import JSONCore

/// Rewrites the fast path of schemas built as layers with `allOf`, so that each value is
/// walked once however many layers check it.
///
/// Catalogue schemas often describe one object in versions or facets, each an `allOf` member
/// with its own `properties` (CMake presets: `configurePresetsV3` is `allOf` of the version 1
/// and version 3 item schemas, plus its own closing list of names). Run as written, every
/// item of such an array is walked once per layer, and every member name looked up once per
/// layer. Two rewrites, both giving the same verdict as the schema they replace:
///
/// - **objects**: `allOf` members whose only object keyword is an object shape (`properties`,
///   `required`, `patternProperties`, `additionalProperties`) are merged with the schema's
///   own shape into one ``ObjectShapeKeyword`` of several layers (see ``ShapePlan``); a member
///   with no object keyword at all is dropped (it accepts every object).
/// - **arrays**: `allOf` members whose only array keyword is `items` (one schema for every
///   item) are merged with the schema's own `items`: `allOf: [{items: A}, {items: B}], items: C`
///   holds exactly when every item matches `allOf: [A, B, C]`, a new schema that the object
///   rewrite then merges in turn.
///
/// A member is merged only when its validation is "check the type, run the list" (no
/// constants, `nullable`, `unevaluated*` or dynamic scope) and its type admits the instance
/// kind; the others stay in a residual `allOf`. Full evaluation (errors, annotations) keeps
/// the schemas as written; only ``SchemaNode/isValid(_:_:)`` runs the rewritten lists.
/// Programs that keep a dynamic scope are left alone: merging would change which resources
/// a validation passes through.
struct ShapeMerge {
  /// Schemas the array rewrite made; the program must own them.
  private(set) var created: [SchemaNode] = []
  private var visited: Set<ObjectIdentifier> = []
  /// The number of the first node made: the program lists them after its own.
  private var firstNumber = 0

  mutating func run(_ nodes: [SchemaNode]) {
    firstNumber = nodes.count
    for node in nodes { merge(node) }
  }

  private mutating func merge(_ node: SchemaNode) {
    guard visited.insert(ObjectIdentifier(node)).inserted else { return }
    let allOf = ShapeMerge.allOf(in: node, .object) ?? ShapeMerge.allOf(in: node, .array)
    guard let allOf else { return }
    // Members first, so that a member merged itself offers all its layers. (`allOf` and
    // `$ref` apply in place, and the cycle check has refused loops of those.)
    for member in allOf.nodes { merge(member.node.resolved) }
    mergeObjects(node)
    mergeArrays(node)
  }

  private static func allOf(in node: SchemaNode, _ kind: InstanceKind) -> AllOfKeyword? {
    node.fastPathKeywords(for: kind).lazy.compactMap { $0 as? AllOfKeyword }.first
  }

  /// The members of `allOf` that can be merged for `kind`: what `take` makes of each one's
  /// only keyword for that kind (a member with none accepts every such value and is simply
  /// dropped), and the members left as they are.
  private static func split<Part>(
    _ allOf: AllOfKeyword, _ kind: InstanceKind, _ take: (any Keyword) -> Part?
  ) -> (parts: [Part], residual: [NodeRef]) {
    var parts: [Part] = []
    var residual: [NodeRef] = []
    for member in allOf.nodes {
      let node = member.node.resolved
      guard node.isPlain, InstanceKinds(rawValue: node.typeMask).contains(kind) else {
        residual.append(member)
        continue
      }
      let keywords = node.fastPathKeywords(for: kind)
      if keywords.isEmpty { continue }
      guard keywords.count == 1, let part = take(keywords[0]) else {
        residual.append(member)
        continue
      }
      parts.append(part)
    }
    return (parts, residual)
  }

  /// `keywords` without `allOf`, plus what is left of it.
  private static func withoutMerged(
    _ keywords: [any Keyword], _ allOf: AllOfKeyword, residual: [NodeRef]
  ) -> [any Keyword] {
    var rewritten = keywords.filter { $0 !== allOf }
    if !residual.isEmpty { rewritten.append(AllOfKeyword(nodes: residual, location: allOf.location)) }
    return rewritten
  }

  private func mergeObjects(_ node: SchemaNode) {
    guard let allOf = ShapeMerge.allOf(in: node, .object) else { return }
    var keywords = node.fastPathKeywords(for: .object)
    var layers: [ObjectShapeKeyword.Layer] = []
    if let own = keywords.lazy.compactMap({ $0 as? ObjectShapeKeyword }).first {
      layers = own.layers
      keywords.removeAll { $0 === own }
    }
    let (shapes, residual) = ShapeMerge.split(allOf, .object) { $0 as? ObjectShapeKeyword }
    guard residual.count < allOf.nodes.count else { return }
    layers += shapes.flatMap(\.layers)
    var rewritten = ShapeMerge.withoutMerged(keywords, allOf, residual: residual)
    if !layers.isEmpty { rewritten.append(ObjectShapeKeyword.merged(layers)) }
    node.rewriteFastPath(.object, rewritten)
  }

  private mutating func mergeArrays(_ node: SchemaNode) {
    guard let allOf = ShapeMerge.allOf(in: node, .array) else { return }
    var keywords = node.fastPathKeywords(for: .array)
    var items: [NodeRef] = []
    var location = allOf.location
    if let own = keywords.lazy.compactMap({ $0 as? ItemsKeyword }).first {
      // `additionalItems` (items after a tuple) is not "every item".
      guard own.start == 0 else { return }
      items.append(own.node)
      location = own.location
      keywords.removeAll { $0 === own }
    }
    let (memberItems, residual) = ShapeMerge.split(allOf, .array) { keyword -> NodeRef? in
      guard let items = keyword as? ItemsKeyword, items.start == 0 else { return nil }
      return items.node
    }
    guard residual.count < allOf.nodes.count else { return }
    items += memberItems
    var rewritten = ShapeMerge.withoutMerged(keywords, allOf, residual: residual)
    if let first = items.first {
      var every = first
      if items.count > 1 {
        let combined = SchemaNode(
          resource: node.resource, pointerSpan: node.pointerSpan,
          number: UInt32(firstNumber + created.count))
        combined.finish(
          constant: nil, type: nil, acceptsNull: false,
          keywords: [AllOfKeyword(nodes: items, location: allOf.location)], unevaluated: [])
        created.append(combined)
        merge(combined)
        every = NodeRef(combined)
      }
      rewritten.append(ItemsKeyword(start: 0, node: every, location: location))
    }
    node.rewriteFastPath(.array, rewritten)
  }
}
