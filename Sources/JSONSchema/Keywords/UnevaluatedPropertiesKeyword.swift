import JSONCore

/// `unevaluatedProperties` (2019-09): members that no other keyword of this schema evaluated
/// (through `properties`, `patternProperties`, `additionalProperties`, and any in-place applicator
/// that matched: `allOf`, `anyOf`, `$ref`, `if`/`then`/`else`, …) must match this schema.
///
/// It runs last, on the annotations its siblings produced.
final class UnevaluatedPropertiesKeyword: UnevaluatedKeyword {
  let node: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object

  init(node: NodeRef, location: KeywordLocation) {
    self.node = node
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> UnevaluatedPropertiesKeyword
  {
    UnevaluatedPropertiesKeyword(
      node: try context.subschema(["unevaluatedProperties"]), location: context.location("unevaluatedProperties"))
  }

  func evaluateUnevaluated(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .object(let object) = instance else { return true }
    let evaluated = context.annotations ?? Annotations()
    let child = node.node
    var valid = true
    for (index, member) in object.members.enumerated() where !evaluated.isPropertyEvaluated(index) {
      let memberPath = path.appending(key: member.key)
      if child.isAlwaysInvalid {
        context.report(location, at: memberPath, "property '\(member.key)' is not allowed (unevaluated)")
        valid = false
      } else if !context.descend(child, member.value, memberPath, "unevaluatedProperties") {
        valid = false
      }
      if !valid, context.canStopEarly { return false }
    }
    if valid { context.annotations?.allProperties = true }
    return valid
  }
}
