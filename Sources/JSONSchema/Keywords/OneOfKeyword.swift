import JSONCore

/// `oneOf`: the instance matches exactly one schema.
final class OneOfKeyword: KeywordBase, Keyword, @unchecked Sendable {
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
    OneOfKeyword(nodes: try InPlaceList.compile(value, "oneOf", context), location: context.location("oneOf"))
  }

  override func programDidCompile() {
    discriminator = Discriminator(nodes)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    var matched = false
    if let discriminator, let candidates = discriminator.candidates(for: instance) {
      for index in candidates where nodes[index].isValid(instance, &scope) {
        if matched { return false }
        matched = true
      }
      return matched
    }
    for entry in nodes where entry.isValid(instance, &scope) {
      if matched { return false }
      matched = true
    }
    return matched
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if context.isQuiet { return withUnsafePointer(to: instance) { isValid($0, &context.scope) } }
    let errorMark = context.errors.count
    var matches: [Int] = []
    for (index, entry) in nodes.enumerated() {
      let valid = context.branch(keepErrors: { _ in true }, keepAnnotations: { $0 }) { context in
        context.apply(entry.node, instance, path, ["oneOf", String(index)])
      }
      if valid { matches.append(index) }
    }
    if matches.count == 1 {
      if context.errors.count > errorMark { context.errors.removeSubrange(errorMark...) }
      return true
    }
    if matches.isEmpty {
      context.report(location, at: path, "the value matches none of the \(nodes.count) alternatives in oneOf")
      if context.collectErrors, let summary = context.errors.popLast() {
        context.errors.insert(summary, at: errorMark)
      }
    } else {
      if context.errors.count > errorMark { context.errors.removeSubrange(errorMark...) }
      let which = matches.map(String.init).joined(separator: ", ")
      context.report(location, at: path, "the value matches more than one alternative in oneOf (\(which))")
    }
    return false
  }
}
