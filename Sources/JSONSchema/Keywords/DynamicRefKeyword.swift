import JSONCore

/// `$dynamicRef` (2020-12): like `$ref`, except when the reference names a `$dynamicAnchor`.
///
/// Then the target is the schema with that dynamic anchor in the outermost resource of the dynamic
/// scope (the resources entered on the way here) that declares one, which is how a meta-schema or a
/// generic "tree of T" is extended.
final class DynamicRefKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let initial: NodeRef
  /// The dynamic anchor's name and number, when the reference is dynamic.
  let anchorName: String?
  let anchorID: Int
  /// Set once compiling is over when only the initial target declares the anchor: then the
  /// dynamic scope can only ever find that schema, and the reference is a `$ref`.
  @exclusivity(unchecked) private(set) var isStatic = false
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.reference

  init(initial: NodeRef, anchorName: String?, anchorID: Int, location: KeywordLocation) {
    self.initial = initial
    self.anchorName = anchorName
    self.anchorID = anchorID
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .string(let reference) = value else {
      throw context.invalid("'$dynamicRef' must be a string", at: ["$dynamicRef"])
    }
    let resolved = try context.reference(reference, keyword: "$dynamicRef")
    context.compiler.usesDynamicRef = true
    // Dynamic only when the fragment is a plain name that the initial target declares as a
    // `$dynamicAnchor` (otherwise it behaves exactly like `$ref`).
    let target = context.site.base.resolving(reference)
    var name: String?
    if let fragment = target.fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
      let anchor = context.compiler.resolver.anchor(named: fragment, in: resolved.site.info.resourceKey),
      anchor.dynamic
    {
      name = fragment
    }
    return DynamicRefKeyword(
      initial: resolved.node, anchorName: name,
      anchorID: name.map { context.compiler.dynamicAnchorID($0) } ?? -1,
      location: context.location("$dynamicRef"))
  }

  /// Whether the reference always lands on its initial target: it names no dynamic anchor, or
  /// `targets` (every schema of the program declaring it) is that target alone.
  func settle(targets: [SchemaNode]) -> Bool {
    isStatic = anchorName == nil || (targets.count == 1 && targets[0] === initial.node)
    return isStatic
  }

  @inline(__always)
  private func target(_ scope: DynamicScope) -> SchemaNode {
    guard anchorName != nil, !isStatic else { return initial.node }
    for resource in scope.resources {
      if let node = resource.dynamicAnchor(anchorID) { return node }
    }
    return initial.node
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    target(scope).isValid(instance, &scope)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    context.apply(target(context.scope), instance, path, location.relative)
  }
}
