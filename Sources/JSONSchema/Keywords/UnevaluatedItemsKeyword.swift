import JSONCore

/// `unevaluatedItems` (2019-09): items that no other keyword of this schema evaluated
/// (`prefixItems`, `items`, `additionalItems`, 2020-12 `contains`, and any in-place applicator that
/// matched) must match this schema.
///
/// It runs last, on the annotations its siblings produced.
final class UnevaluatedItemsKeyword: UnevaluatedKeyword {
  let node: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array

  init(node: NodeRef, location: KeywordLocation) {
    self.node = node
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> UnevaluatedItemsKeyword {
    UnevaluatedItemsKeyword(
      node: try context.subschema(["unevaluatedItems"]), location: context.location("unevaluatedItems"))
  }

  func evaluateUnevaluated(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance else { return true }
    let evaluated = context.annotations ?? Annotations()
    let child = node.node
    var valid = true
    for (index, item) in items.enumerated() where !evaluated.isItemEvaluated(index) {
      let itemPath = path.appending(index: index)
      if child.isAlwaysInvalid {
        context.report(location, at: itemPath, "item \(index) is not allowed (unevaluated)")
        valid = false
      } else if !context.descend(child, item, itemPath, "unevaluatedItems") {
        valid = false
      }
      if !valid, context.canStopEarly { return false }
    }
    if valid { context.annotations?.allItems = true }
    return valid
  }
}
