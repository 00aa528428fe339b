import JSONCore

/// One document the registry knows: a schema file (JSON or YAML), a registered value, an
/// OpenAPI description, or a built-in meta-schema.
final class SchemaDocument: Sendable {
  /// The URI the document was retrieved from or registered under (no fragment).
  let uri: URIReference
  let root: JSONValue
  /// The source text (JSON bytes, or a YAML file's location table), kept for documents read
  /// from a file so errors can name a line.
  let source: SchemaSource?
  /// The file the document came from, for error messages.
  let filePath: String?
  /// The API description format of the document (OpenAPI, Swagger), from its root.
  let apiDialect: Dialect?
  /// One of the embedded meta-schemas: trusted, never checked against a meta-schema.
  let isBuiltin: Bool

  init(uri: URIReference, root: JSONValue, source: SchemaSource?, filePath: String?, isBuiltin: Bool = false) {
    self.isBuiltin = isBuiltin
    self.uri = uri.withoutFragment
    // Read as the draft-04 document it means (its pointers are draft 3's but for the `type`
    // lists and `required` flags the upgrade moves).
    self.root = !isBuiltin && Draft3Upgrade.applies(to: root) ? Draft3Upgrade.upgrade(root) : root
    self.source = source
    self.filePath = filePath
    self.apiDialect = Dialect.apiDialect(ofDocument: root)
  }

  /// How errors name the document: its file path when it has one, else its URI.
  var displayName: String { filePath ?? uri.text }

  /// An error located at `pointer` in this document, with a line and column when known.
  func error(_ kind: SchemaError.Kind, _ message: String, at pointer: JSONPointer) -> SchemaError {
    SchemaError(
      kind: kind, message: message, document: displayName, pointer: pointer, location: location(of: pointer))
  }

  /// The line and column of the value at `pointer` in the document's file, when it was read
  /// from one.
  func location(of pointer: JSONPointer) -> SourceLocation? { source?.location(of: pointer) }
}
