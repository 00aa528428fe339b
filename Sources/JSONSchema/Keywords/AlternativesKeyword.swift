import JSONCore

/// `anyOf` and `oneOf`: the instance matches at least one (exactly one) of the schemas.
///
/// When nothing matches, the error lists every alternative's errors below its own, so that
/// `anyOf: [X, null]` says what is wrong with X. With annotations tracked, every alternative
/// is evaluated (all matching ones contribute to `unevaluated*`); `oneOf` always evaluates
/// every alternative, to name all those that match when more than one does.
final class AlternativesKeyword: KeywordBase, Keyword, @unchecked Sendable {
  /// How many alternatives must match.
  enum Rule: Sendable {
    /// `anyOf`: one or more.
    case any
    /// `oneOf`: exactly one.
    case one

    var keyword: String {
      switch self {
      case .any: "anyOf"
      case .one: "oneOf"
      }
    }
  }

  let nodes: [NodeRef]
  let rule: Rule
  /// Set once compiling is over, when the alternatives form a discriminated union; from the
  /// start for an OpenAPI `discriminator`, which decides the alternative.
  @exclusivity(unchecked) private var discriminator: Discriminator?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.inPlace

  init(nodes: [NodeRef], rule: Rule, discriminator: Discriminator?, location: KeywordLocation) {
    self.nodes = nodes
    self.rule = rule
    self.discriminator = discriminator
    self.location = location
  }

  static func compileAnyOf(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, rule: .any)
  }

  static func compileOneOf(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, rule: .one)
  }

  private static func compile(_ value: JSONValue, _ context: SchemaContext, rule: Rule) throws(SchemaError)
    -> any Keyword
  {
    let openAPI: Discriminator? =
      switch context.dialect {
      case .openAPI3_0, .openAPI3_1:
        context.object["discriminator"].flatMap { Discriminator(openAPI: $0, alternatives: value.arrayValue ?? []) }
      default: nil
      }
    return AlternativesKeyword(
      nodes: try InPlaceList.compile(value, rule.keyword, context), rule: rule, discriminator: openAPI,
      location: context.location(rule.keyword))
  }

  override func programDidCompile() {
    if discriminator?.decides != true { discriminator = Discriminator(nodes) }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    // `anyOf` is decided by the first match, `oneOf` by the second.
    let decisive = rule == .any ? 1 : 2
    var matches = 0
    if let discriminator, let candidates = discriminator.candidates(for: instance) {
      for index in candidates where nodes[index].isValid(instance, &scope) {
        matches += 1
        if matches == decisive { break }
      }
    } else {
      for entry in nodes where entry.isValid(instance, &scope) {
        matches += 1
        if matches == decisive { break }
      }
    }
    return rule == .any ? matches > 0 : matches == 1
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if context.isQuiet { return withUnsafePointer(to: instance) { isValid($0, &context.scope) } }
    let errorMark = context.errors.count
    var matches: [Int] = []
    // An OpenAPI discriminator that names the alternative: only it is tried, as in `isValid`.
    let tried =
      discriminator?.decides == true
      ? discriminator?.candidates(forValue: instance) ?? Array(nodes.indices) : Array(nodes.indices)
    for index in tried {
      let entry = nodes[index]
      // Errors of the alternatives are kept for now; dropped below if the rule is met.
      let valid = context.branch(keepErrors: { _ in true }, keepAnnotations: { $0 }) { context in
        context.apply(entry.node, instance, path, [rule.keyword, String(index)])
      }
      if valid { matches.append(index) }
      if rule == .any, !matches.isEmpty, context.annotations == nil { break }
    }
    if matches.count == 1 || (rule == .any && !matches.isEmpty) {
      if context.errors.count > errorMark { context.errors.removeSubrange(errorMark...) }
      return true
    }
    if matches.isEmpty {
      let message =
        tried.count == 1 && nodes.count > 1
        ? "the value does not match \(rule.keyword)/\(tried[0]), the alternative its \(discriminator?.propertyName ?? "discriminator") names"
        : "the value matches none of the \(nodes.count) alternatives in \(rule.keyword)"
          + (discriminator?.unnamed(in: instance).map { "; " + $0 } ?? "")
      context.report(location, at: path, message)
      // The summary first, then what each alternative found.
      if context.collectErrors, let summary = context.errors.popLast() {
        context.errors.insert(summary, at: errorMark)
      }
    } else {
      if context.errors.count > errorMark { context.errors.removeSubrange(errorMark...) }
      let which = matches.map(String.init).joined(separator: ", ")
      context.report(
        location, at: path,
        "the value matches more than one alternative in oneOf (\(which))"
          + (discriminator?.unnamed(in: instance).map { "; " + $0 } ?? ""))
      if context.collectErrors { context.errors[context.errors.count - 1].matchedAlternatives = matches }
    }
    return false
  }
}
