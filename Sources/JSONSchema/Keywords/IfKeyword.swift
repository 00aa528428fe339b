import JSONCore

/// `if` / `then` / `else` (draft 7): when the instance matches `if` it must match `then`, otherwise
/// `else`.
///
/// `if`'s own failure is never an error.
final class IfKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let condition: NodeRef
  let then: NodeRef?
  let otherwise: NodeRef?
  let location: KeywordLocation
  let appliesTo = InstanceKinds.all
  let priority = KeywordPriority.inPlace

  init(condition: NodeRef, then: NodeRef?, otherwise: NodeRef?, location: KeywordLocation) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let then = context.object["then"] == nil ? nil : try context.subschema(["then"], inPlace: true)
    let otherwise = context.object["else"] == nil ? nil : try context.subschema(["else"], inPlace: true)
    // `if` alone still matters with annotations (2019-09+), so keep it when it has any use.
    let condition = try context.subschema(["if"], inPlace: true)
    if then == nil, otherwise == nil, context.draft < .draft2019_09 { return nil }
    return IfKeyword(condition: condition, then: then, otherwise: otherwise, location: context.location("if"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    if condition.isValid(instance, &scope) {
      return then?.isValid(instance, &scope) ?? true
    }
    return otherwise?.isValid(instance, &scope) ?? true
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if context.isQuiet { return withUnsafePointer(to: instance) { isValid($0, &context.scope) } }
    // The condition's errors are never reported; its annotations count only if it matched.
    let matched = context.branch(keepErrors: { _ in false }, keepAnnotations: { $0 }) { context in
      context.apply(condition.node, instance, path, ["if"])
    }
    if matched, let then {
      return context.apply(then.node, instance, path, ["then"])
    }
    if !matched, let otherwise {
      return context.apply(otherwise.node, instance, path, ["else"])
    }
    return true
  }
}
