import JSONCore

/// `additionalItems` (drafts 4–2019-09): items past an array-form `items` match this schema.
///
/// Without an array-form `items` sibling it does nothing. Compiles to ``ItemsKeyword``.
enum AdditionalItemsKeyword {
  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard KeywordTable.compiler(for: "items", in: context.site.dialect) != nil,
      case .array(let tuple)? = context.object["items"]
    else { return nil }
    return ItemsKeyword(
      start: tuple.count, node: try context.subschema(["additionalItems"]),
      location: context.location("additionalItems"))
  }
}
