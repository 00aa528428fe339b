import JSONCore

/// One JSON document the registry knows: a schema file, a registered value, an OpenAPI
/// description, or a built-in meta-schema.
final class SchemaDocument: Sendable {
  /// The URI the document was retrieved from or registered under (no fragment).
  let uri: URIReference
  let root: JSONValue
  /// The source text, kept for documents read from bytes so errors can name a line.
  let bytes: [UInt8]?
  /// The file the document came from, for error messages.
  let filePath: String?
  /// The API description format of the document (OpenAPI, Swagger), from its root.
  let apiDialect: Dialect?
  /// One of the embedded meta-schemas: trusted, never checked against a meta-schema.
  let isBuiltin: Bool

  init(uri: URIReference, root: JSONValue, bytes: [UInt8]?, filePath: String?, isBuiltin: Bool = false) {
    self.isBuiltin = isBuiltin
    self.uri = uri.withoutFragment
    self.root = root
    self.bytes = bytes
    self.filePath = filePath
    self.apiDialect = Dialect.apiDialect(ofDocument: root)
  }

  /// How errors name the document: its file path when it has one, else its URI.
  var displayName: String { filePath ?? uri.text }

  /// An error located at `pointer` in this document, with a line and column when known.
  func error(_ kind: SchemaError.Kind, _ message: String, at pointer: JSONPointer) -> SchemaError {
    let location = bytes.map { JSONTextScanner.location(of: pointer, in: $0) }
    return SchemaError(
      kind: kind, message: message, document: displayName, pointer: pointer, location: location)
  }
}
