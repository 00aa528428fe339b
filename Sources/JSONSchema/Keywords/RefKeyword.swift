import JSONCore

/// `$ref`: the instance matches the referenced schema.
///
/// The reference is resolved once, at compile time, to the target's node; a reference into a
/// schema still being compiled gets its placeholder, so recursive schemas just work. In
/// drafts 4–7 a schema with `$ref` is nothing but the reference (see `Compiler+Node.swift`).
final class RefKeyword: KeywordBase, Keyword, @unchecked Sendable {
  /// Changed only by the cycle check, for a self-reference that adds nothing (`CycleCheck.swift`).
  @exclusivity(unchecked) private(set) var target: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.reference

  init(target: NodeRef, location: KeywordLocation) {
    self.target = target
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .string(let reference) = value else {
      throw context.invalid("'$ref' must be a string", at: ["$ref"])
    }
    let resolved = try context.reference(reference, keyword: "$ref")
    return RefKeyword(target: resolved.node, location: context.location("$ref"))
  }

  func retarget(_ node: NodeRef) { target = node }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    target.isValid(instance, &scope)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    context.apply(target.node, instance, path, location.relative)
  }
}
