import JSONCore

/// `items` as one schema: every item from `start` on matches it.
///
/// `start` is 0 in drafts 4–2019-09; in 2020-12 it is the length of the sibling
/// `prefixItems`. The array form of `items` (drafts 4–2019-09) is a tuple and compiles to
/// ``PrefixItemsKeyword``; `additionalItems` compiles to this type with `start` after the
/// tuple.
final class ItemsKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let start: Int
  let node: NodeRef
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.children

  init(start: Int, node: NodeRef, location: KeywordLocation) {
    self.start = start
    self.node = node
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    switch value {
    case .array(let items):
      guard context.draft < .draft2020_12 else {
        throw context.invalid("'items' must be a schema in 2020-12 (tuples moved to 'prefixItems')", at: ["items"])
      }
      return try PrefixItemsKeyword.compile(count: items.count, keyword: "items", context)
    default:
      var start = 0
      if context.draft >= .draft2020_12, KeywordTable.compiler(for: "prefixItems", in: context.site.dialect) != nil,
        case .array(let prefix)? = context.object["prefixItems"]
      {
        start = prefix.count
      }
      return ItemsKeyword(start: start, node: try context.subschema(["items"]), location: context.location("items"))
    }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance), items.count > start else { return true }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    let child = node
    return InstanceAccess.allItems(of: items, from: start) { _, item in child.isValid(item, &scope) }
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance else { return true }
    context.annotations?.allItems = true
    guard items.count > start else { return true }
    let child = node.node
    if child.isAlwaysInvalid {
      let noun = ValueDescription.count(start, "item")
      context.report(
        location, at: path, start == 0 ? "no items are allowed" : "no items are allowed after the first \(noun)")
      return false
    }
    var valid = true
    for index in start..<items.count
    where !context.descend(child, items[index], path.appending(index: index), location.keyword) {
      valid = false
      if context.canStopEarly { return false }
    }
    return valid
  }
}
