public import JSONCore

/// Why a schema could not be compiled, and where.
///
/// Every error names the document (a file path, or the URI of a registered document) and the
/// JSON Pointer of the problem inside it; documents read from files also get a line and a
/// column. The description reads `file:line:column: message (at /pointer)`.
public struct SchemaError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A schema file that cannot be read.
    case unreadableFile = "unreadable-file"
    /// A schema file that is not JSON.
    case invalidJSON = "invalid-json"
    /// A schema file named `.yaml` or `.yml` that is not YAML, or YAML with no JSON form
    /// (a key given twice, a non-string key, `.inf`, an alias bomb).
    case invalidYAML = "invalid-yaml"
    /// A schema its meta-schema rejects (`{"type": 12}`, `{"minLength": -1}`), or a keyword
    /// value this validator cannot use.
    case invalidSchema = "invalid-schema"
    /// A `pattern` or `patternProperties` key that is not an ECMA-262 regular expression.
    case invalidRegex = "invalid-regex"
    /// A `$ref` (or `$schema`) that names nothing the registry knows or can load offline.
    case unresolvedReference = "unresolved-reference"
    /// A `$ref` to a file outside the registry's root directory (or its mapped directories).
    case referenceOutsideRoot = "reference-outside-root"
    /// A loop of references and in-place applicators that never consumes any input
    /// (`{"$ref": "#"}` at the root, `a → b → a`): validating would never end.
    case referenceCycle = "reference-cycle"
    /// A feature this validator does not support (a required unknown vocabulary).
    case unsupported
  }

  public var kind: Kind
  public var message: String
  /// The file path or URI of the document the problem is in.
  public var document: String?
  /// Where in ``document`` the problem is.
  public var pointer: JSONPointer?
  /// The line and column of ``pointer`` in the document's text, when it was read from bytes.
  public var location: SourceLocation?
  /// A ``Kind/referenceCycle``'s schemas, each as `document#pointer`, in the loop's order.
  public var loop: [String] = []

  public init(
    kind: Kind, message: String, document: String? = nil, pointer: JSONPointer? = nil,
    location: SourceLocation? = nil
  ) {
    self.kind = kind
    self.message = message
    self.document = document
    self.pointer = pointer
    self.location = location
  }

  public var description: String {
    var text = ""
    if let document {
      text += document
      if let location { text += ":\(location.line):\(location.column)" }
      text += ": "
    }
    text += message
    if let pointer { text += " (at \(pointer.isRoot ? "the document root" : pointer.description))" }
    return text
  }
}
