/// How schemas are read and checked.
public struct ValidatorOptions: Sendable, Hashable {
  /// The draft of a JSON Schema document without `$schema`.
  public var defaultDraft: Draft
  /// When set, every JSON Schema resource is read as this draft, whatever its `$schema` says.
  ///
  /// API documents (OpenAPI, Swagger) keep their own dialect.
  public var draft: Draft?
  /// Whether `format` asserts.
  ///
  /// `nil` follows the dialect: an annotation in JSON Schema and OpenAPI (unless a meta-schema
  /// lists the 2020-12 format-assertion vocabulary), checked in Swagger 2.0 documents, where
  /// formats are PostgREST's Postgres type names. `true` checks every format this validator knows;
  /// `false` checks none. Unknown formats always pass.
  public var assertFormats: Bool?
  /// Whether each schema is checked against its meta-schema before it is compiled.
  public var validateSchema: Bool
  /// Whether draft 7's `contentEncoding` (`base64`) and `contentMediaType` (`application/json`)
  /// assert.
  ///
  /// Later drafts made them annotations only, and they are annotations by default in every draft.
  public var assertContent: Bool

  public init(
    defaultDraft: Draft = .draft2020_12, draft: Draft? = nil, assertFormats: Bool? = nil,
    validateSchema: Bool = true, assertContent: Bool = false
  ) {
    self.assertContent = assertContent
    self.defaultDraft = defaultDraft
    self.draft = draft
    self.assertFormats = assertFormats
    self.validateSchema = validateSchema
  }
}
