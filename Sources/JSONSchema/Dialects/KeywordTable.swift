import JSONCore

/// Compiles one keyword's value into a validator; `nil` when the keyword asserts nothing
/// here (an empty `required`, `then` without `if`, …).
typealias KeywordCompiler = @Sendable (JSONValue, SchemaContext) throws(SchemaError) -> (any Keyword)?

/// Which keywords each draft has, the vocabulary each belongs to, and the type that compiles it.
///
/// A keyword not listed for the schema's draft and vocabularies is unknown: an annotation, never an
/// assertion.
///
/// `type` (checked by the node itself), `unevaluated*` (run after the others) and draft 4–7
/// `$ref` (which hides its siblings) are handled in `Compiler+Node.swift`.
enum KeywordTable {
  struct Entry: Sendable {
    let vocabulary: Vocabularies
    let drafts: ClosedRange<Draft>
    let compile: KeywordCompiler
  }

  static func compiler(for name: String, in dialect: DialectInfo) -> KeywordCompiler? {
    guard let entry = entries[name], entry.drafts.contains(dialect.draft),
      !entry.vocabulary.isDisjoint(with: dialect.vocabularies)
    else { return nil }
    return entry.compile
  }

  private static let entries: [String: Entry] = [
    // Validation vocabulary: assertions on the value itself.
    "enum": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: EnumKeyword.compile),
    "const": Entry(vocabulary: .validation, drafts: .draft6 ... .draft2020_12, compile: ConstKeyword.compile),
    "multipleOf": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: MultipleOfKeyword.compile),
    "maximum": Entry(
      vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: NumberLimitKeyword.compileMaximum),
    "minimum": Entry(
      vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: NumberLimitKeyword.compileMinimum),
    "exclusiveMaximum": Entry(
      vocabulary: .validation, drafts: .draft6 ... .draft2020_12, compile: NumberLimitKeyword.compileExclusiveMaximum),
    "exclusiveMinimum": Entry(
      vocabulary: .validation, drafts: .draft6 ... .draft2020_12, compile: NumberLimitKeyword.compileExclusiveMinimum),
    "maxLength": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: LengthKeyword.compileMax),
    "minLength": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: LengthKeyword.compileMin),
    "pattern": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: PatternKeyword.compile),
    "maxItems": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: ItemCountKeyword.compileMax),
    "minItems": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: ItemCountKeyword.compileMin),
    "uniqueItems": Entry(
      vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: UniqueItemsKeyword.compile),
    "maxProperties": Entry(
      vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: PropertyCountKeyword.compileMax),
    "minProperties": Entry(
      vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: PropertyCountKeyword.compileMin),
    "required": Entry(vocabulary: .validation, drafts: .draft4 ... .draft2020_12, compile: RequiredKeyword.compile),
    "dependentRequired": Entry(
      vocabulary: .validation, drafts: .draft2019_09 ... .draft2020_12, compile: DependentRequiredKeyword.compile),

    // Applicator vocabulary: subschemas applied to members, items, or the value itself.
    "properties": Entry(vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: PropertiesKeyword.compile),
    "patternProperties": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: PatternPropertiesKeyword.compile),
    "additionalProperties": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: AdditionalPropertiesKeyword.compile),
    "propertyNames": Entry(
      vocabulary: .applicator, drafts: .draft6 ... .draft2020_12, compile: PropertyNamesKeyword.compile),
    "dependentSchemas": Entry(
      vocabulary: .applicator, drafts: .draft2019_09 ... .draft2020_12, compile: DependentSchemasKeyword.compile),
    // `dependencies` left the spec in 2019-09, but the meta-schemas keep it and schemas in the
    // wild still use it: it keeps working everywhere.
    "dependencies": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: DependenciesKeyword.compile),
    "items": Entry(vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: ItemsKeyword.compile),
    "prefixItems": Entry(
      vocabulary: .applicator, drafts: .draft2020_12 ... .draft2020_12, compile: PrefixItemsKeyword.compile),
    "additionalItems": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2019_09, compile: AdditionalItemsKeyword.compile),
    "contains": Entry(vocabulary: .applicator, drafts: .draft6 ... .draft2020_12, compile: ContainsKeyword.compile),
    "allOf": Entry(vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: AllOfKeyword.compile),
    "anyOf": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: AlternativesKeyword.compileAnyOf),
    "oneOf": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: AlternativesKeyword.compileOneOf),
    "not": Entry(vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: NotKeyword.compile),
    "if": Entry(vocabulary: .applicator, drafts: .draft7 ... .draft2020_12, compile: IfKeyword.compile),
    // API documents only (a JSON Schema's `discriminator` is an unknown keyword); beside
    // `oneOf`/`anyOf` it is theirs (`Discriminator`).
    "discriminator": Entry(
      vocabulary: .applicator, drafts: .draft4 ... .draft2020_12, compile: DerivedSchemaKeyword.compile),

    // Core: references.
    "$ref": Entry(vocabulary: .core, drafts: .draft4 ... .draft2020_12, compile: RefKeyword.compile),
    "$dynamicRef": Entry(
      vocabulary: .core, drafts: .draft2020_12 ... .draft2020_12, compile: DynamicRefKeyword.compile),
    "$recursiveRef": Entry(
      vocabulary: .core, drafts: .draft2019_09 ... .draft2019_09, compile: RecursiveRefKeyword.compile),

    // Format and content: annotations unless asked to assert.
    "format": Entry(
      vocabulary: [.formatAnnotation, .formatAssertion], drafts: .draft4 ... .draft2020_12,
      compile: FormatKeyword.compile),
    "contentMediaType": Entry(
      vocabulary: .content, drafts: .draft7 ... .draft2020_12, compile: ContentKeyword.compileMediaType),
    "contentEncoding": Entry(
      vocabulary: .content, drafts: .draft7 ... .draft2020_12, compile: ContentKeyword.compileEncoding),
  ]
}
