import JSONCore

/// `$recursiveRef` (2019-09): like `$ref`, except when its target says `"$recursiveAnchor": true`.
///
/// Then the target is the outermost resource of the dynamic scope that also says so: how the
/// 2019-09 meta-schema and "extensible trees" recurse into the extended schema.
final class RecursiveRefKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let initial: NodeRef
  let dynamic: Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.reference

  init(initial: NodeRef, dynamic: Bool, location: KeywordLocation) {
    self.initial = initial
    self.dynamic = dynamic
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .string(let reference) = value else {
      throw context.invalid("'$recursiveRef' must be a string", at: ["$recursiveRef"])
    }
    let resolved = try context.reference(reference, keyword: "$recursiveRef")
    context.compiler.usesRecursiveRef = true
    return RecursiveRefKeyword(
      initial: resolved.node, dynamic: resolved.site.info.recursiveAnchor,
      location: context.location("$recursiveRef"))
  }

  @inline(__always)
  private func target(_ scope: DynamicScope) -> SchemaNode {
    guard dynamic else { return initial.node }
    for resource in scope.resources {
      if let anchor = resource.recursiveAnchor { return anchor.node }
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
