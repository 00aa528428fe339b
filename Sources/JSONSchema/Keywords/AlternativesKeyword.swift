import JSONCore

/// `anyOf`: the instance matches at least one schema.
///
/// When nothing matches, the error lists every alternative's errors below its own, so that
/// `anyOf: [X, null]` says what is wrong with X. With annotations tracked, every alternative
/// is evaluated (all matching ones contribute to `unevaluated*`).
final class AnyOfKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let nodes: [NodeRef]
  /// Set once compiling is over, when the alternatives form a discriminated union.
  @exclusivity(unchecked) private var discriminator: Discriminator?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.inPlace

  init(nodes: [NodeRef], location: KeywordLocation) {
    self.nodes = nodes
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    AnyOfKeyword(nodes: try InPlaceList.compile(value, "anyOf", context), location: context.location("anyOf"))
  }

  override func programDidCompile() {
    discriminator = Discriminator(nodes)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    if let discriminator, let candidates = discriminator.candidates(for: instance) {
      for index in candidates where nodes[index].isValid(instance, &scope) { return true }
      return false
    }
    for entry in nodes where entry.isValid(instance, &scope) { return true }
    return false
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if context.isQuiet { return withUnsafePointer(to: instance) { isValid($0, &context.scope) } }
    let errorMark = context.errors.count
    var matched = false
    for (index, entry) in nodes.enumerated() {
      // Errors of the alternatives are kept for now; dropped below if one matches.
      let valid = context.branch(keepErrors: { _ in true }, keepAnnotations: { $0 }) { context in
        context.apply(entry.node, instance, path, ["anyOf", String(index)])
      }
      matched = matched || valid
      if matched, context.annotations == nil { break }
    }
    if matched {
      if context.errors.count > errorMark { context.errors.removeSubrange(errorMark...) }
      return true
    }
    context.report(location, at: path, "the value matches none of the \(nodes.count) alternatives in anyOf")
    // The summary first, then what each alternative found.
    if context.collectErrors, let summary = context.errors.popLast() {
      context.errors.insert(summary, at: errorMark)
    }
    return false
  }
}
