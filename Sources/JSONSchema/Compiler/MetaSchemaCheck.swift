import JSONCore

extension Compiler {
  /// Checks the schema around `site` against its meta-schema before anything of it is
  /// compiled, so that `{"type": 12}` or `{"minLength": -1}` is an error with a pointer, not a
  /// validator that quietly does something else.
  ///
  /// The unit checked is a whole JSON Schema document, or one schema of an API description
  /// (`#/components/schemas/Course`, `#/definitions/courses`, an operation's
  /// `…/content/application~1json/schema`): an OpenAPI document as a whole is not a schema.
  /// Each unit is checked once per compile; the embedded meta-schemas are trusted.
  func checkAgainstMetaSchema(_ site: SchemaSite) throws(SchemaError) {
    let document = site.document
    guard !document.isBuiltin else { return }
    let unit: JSONPointer
    if document.apiDialect != nil {
      let tokens = site.pointer.tokens
      let container: Int
      if tokens.first == .key("components"), tokens.count >= 3, tokens[1] == .key("schemas") {
        container = 3
      } else if tokens.first == .key("paths") || tokens.first == .key("components"),
        let schema = tokens.firstIndex(of: .key("schema"))
      {
        // An operation's schema (`paths/~1otp/post/requestBody/content/application~1json/schema`,
        // a shared response's or parameter's): the unit is that schema, not the path item
        // around it, which no schema meta-schema describes.
        container = schema + 1
      } else {
        container = tokens.count >= 2 ? 2 : tokens.count
      }
      unit = JSONPointer(Array(tokens.prefix(container)))
    } else {
      unit = .root
    }
    let key = SiteKey(document: ObjectIdentifier(document), pointer: unit)
    guard !checkedForMetaSchema.contains(key) else { return }
    checkedForMetaSchema.insert(key)
    guard let unitSite = try resolver.site(in: document, at: unit),
      let validator = try metaSchemaValidator(for: unitSite.dialect, referrer: unitSite)
    else { return }
    let errors = validator.validate(unitSite.value)
    guard let chosen = MetaSchemaCheck.mostSpecific(errors) else { return }
    var message = "invalid schema: \(chosen.message)"
    if document.apiDialect == nil, options.draft == nil, document.root["$schema"] == nil,
      let older = MetaSchemaCheck.olderDraftForm(
        chosen.instanceLocation.resolve(in: unitSite.value), at: chosen.instanceLocation)
    {
      message +=
        "; \(older.reading), and this schema names no $schema, so it is read as \(options.defaultDraft.rawValue): \(older.remedy)"
    }
    throw document.error(.invalidSchema, message, at: unit.appending(chosen.instanceLocation))
  }

  /// The compiled meta-schema for a dialect: a built-in one, or a custom meta-schema from
  /// the registry.
  private func metaSchemaValidator(for dialect: DialectInfo, referrer: SchemaSite) throws(SchemaError)
    -> CompiledSchema?
  {
    guard let uri = dialect.metaSchemaURI else {
      return BuiltinMetaSchemaValidators.validator(for: dialect.draft)
    }
    if let known = customMetaSchemas[uri] { return known }
    var options = self.options
    options.validateSchema = false
    options.assertFormats = false
    let resolver = Resolver(registry: self.resolver.registry, options: options, fileRoot: self.resolver.fileRoot)
    guard let target = try resolver.locate(URIReference(uri), referrer: nil, tokens: []) else {
      throw referrer.error(.unresolvedReference, "unknown meta-schema '\(uri)'", at: ["$schema"])
    }
    let compiler = Compiler(resolver: resolver, options: options)
    let validator = CompiledSchema(
      program: try compiler.compileProgram(root: target), dialect: target.dialect.dialect,
      facts: SchemaFacts(resolver: resolver, root: target))
    customMetaSchemas[uri] = validator
    return validator
  }
}

enum MetaSchemaCheck {
  /// What an older draft reads in a value a newer meta-schema refuses: schemas written for
  /// draft 7 and earlier often name no `$schema` (`"items": [...]` for a tuple, a plain-name
  /// `"$id": "#item"`, draft 3's `"required": true`, draft 4's boolean `exclusiveMinimum`).
  static func olderDraftForm(_ value: JSONValue?, at location: JSONPointer) -> (reading: String, remedy: String)? {
    guard let value, case .key(let keyword)? = location.tokens.last else { return nil }
    let draft7 = "add \"$schema\": \"\(Draft.draft7.metaSchemaURI)\", or pass --draft 7"
    switch (keyword, value) {
    case ("items", .array): return ("an items list is draft 2019-09 and earlier (2020-12 says prefixItems)", draft7)
    case ("$id", .string(let id)) where id.hasPrefix("#"):
      return ("a plain-name $id ('\(id)') is draft 7 and earlier (2019-09 on say $anchor)", draft7)
    case ("required", .bool):
      return ("a property's required: true is draft 3", "add \"$schema\": \"http://json-schema.org/draft-03/schema#\"")
    case ("exclusiveMinimum", .bool), ("exclusiveMaximum", .bool):
      return (
        "a boolean \(keyword) is draft 4", "add \"$schema\": \"\(Draft.draft4.metaSchemaURI)\", or pass --draft 4"
      )
    default: return nil
    }
  }

  /// The error that says most about what is wrong: the deepest in the schema, preferring a
  /// plain assertion over the `anyOf`/`oneOf` that merely groups alternatives.
  static func mostSpecific(_ errors: [ValidationError]) -> ValidationError? {
    let umbrellas: Set<String> = ["anyOf", "oneOf", "allOf", "$ref", "$dynamicRef", "$recursiveRef"]
    return errors.max { a, b in
      let depthA = a.instanceLocation.tokens.count, depthB = b.instanceLocation.tokens.count
      if depthA != depthB { return depthA < depthB }
      return umbrellas.contains(a.keyword) && !umbrellas.contains(b.keyword)
    }
  }
}

/// The five draft meta-schemas, compiled once per process on first use.
enum BuiltinMetaSchemaValidators {
  private static let validators: [Draft: CompiledSchema] = {
    var validators: [Draft: CompiledSchema] = [:]
    let options = ValidatorOptions(assertFormats: false, validateSchema: false)
    for draft in Draft.allCases {
      // The embedded meta-schemas compile; if one did not, schemas of that draft would simply
      // go unchecked rather than fail.
      validators[draft] = try? CompiledSchema.compile(
        reference: draft.metaSchemaURI, registry: SchemaRegistry(), options: options)
    }
    return validators
  }()

  static func validator(for draft: Draft) -> CompiledSchema? { validators[draft] }
}
