import JSONCore

/// `prefixItems` (2020-12), and the array form of `items` before it: item `i` matches
/// schema `i`; items past the list are left to `items` / `additionalItems`.
final class PrefixItemsKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let nodes: [NodeRef]
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.children

  init(nodes: [NodeRef], location: KeywordLocation) {
    self.nodes = nodes
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .array(let items) = value else {
      throw context.invalid("'prefixItems' must be an array of schemas", at: ["prefixItems"])
    }
    return try compile(count: items.count, keyword: "prefixItems", context)
  }

  static func compile(count: Int, keyword: String, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    var nodes: [NodeRef] = []
    for index in 0..<count { nodes.append(try context.subschema([keyword, String(index)])) }
    return PrefixItemsKeyword(nodes: nodes, location: context.location(keyword))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance) else { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    return InstanceAccess.allItems(of: items) { index, item in
      index >= nodes.count || nodes[index].isValid(item, &scope)
    }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance else { return true }
    let count = min(items.count, nodes.count)
    if var annotations = context.annotations {
      annotations.itemPrefix = max(annotations.itemPrefix, count)
      context.annotations = annotations
    }
    var valid = true
    for index in 0..<count
    where !context.descend(
      nodes[index].node, items[index], path.appending(index: index), location.keyword, String(index))
    {
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}
