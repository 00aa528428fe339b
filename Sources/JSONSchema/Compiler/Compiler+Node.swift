import JSONCore

extension Compiler {
  /// Compiles the keywords of the schema at `site` into `node` (a placeholder until now).
  func compileNode(_ node: SchemaNode, at site: SchemaSite) throws(SchemaError) {
    let object: JSONObject
    switch site.value {
    case .bool(let value):
      node.finish(
        constant: value ? .valid : .invalid, type: nil, acceptsNull: false, keywords: [],
        unevaluated: [])
      return
    case .object(let members):
      object = members
    default:
      throw site.error(.invalidSchema, "a schema must be an object or a boolean, not \(site.value.typeName)")
    }
    let context = SchemaContext(compiler: self, site: site, object: object, node: node)
    let dialect = site.dialect

    // Drafts 4–7: a schema with `$ref` is that reference and nothing else, but for the
    // `nullable: true` (`x-nullable`) API documents write beside it: the OpenAPI 3.0 letter
    // ignores it, their authors and generators mean that `null` is allowed too.
    if site.draft.refOverridesSiblings, let reference = object["$ref"] {
      let keywords = try RefKeyword.compile(reference, context).map { [$0] } ?? []
      node.finish(
        constant: nil, type: nil, acceptsNull: dialect.dialect.marksNullable(object), keywords: keywords,
        unevaluated: [])
      return
    }

    var type: TypeKeyword?
    var keywords: [any Keyword] = []
    var unevaluated: [any UnevaluatedKeyword] = []
    for member in object {
      switch member.key {
      case "type" where dialect.vocabularies.contains(.validation):
        type = try TypeKeyword.compile(member.value, context)
      case "unevaluatedProperties"
      where site.draft >= .draft2019_09 && dialect.vocabularies.contains(.unevaluated):
        unevaluated.append(try UnevaluatedPropertiesKeyword.compile(member.value, context))
      case "unevaluatedItems"
      where site.draft >= .draft2019_09 && dialect.vocabularies.contains(.unevaluated):
        unevaluated.append(try UnevaluatedItemsKeyword.compile(member.value, context))
      default:
        guard let compile = KeywordTable.compiler(for: member.key, in: dialect),
          let keyword = try compile(member.value, context)
        else { continue }
        keywords.append(keyword)
      }
    }
    ObjectShapeKeyword.fuse(&keywords, tables: propertyTable, flags: sharedFlags)
    // OpenAPI 3.0's `nullable: true` (Swagger's `x-nullable`) lets `null` through whatever
    // `type` says.
    let acceptsNull = site.dialect.dialect.marksNullable(object)
    node.finish(
      constant: nil, type: type, acceptsNull: acceptsNull, keywords: keywords,
      unevaluated: unevaluated)
  }
}
