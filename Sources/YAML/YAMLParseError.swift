public import JSONCore

/// Why a YAML document cannot be read as a JSON value, and where.
///
/// `location` is the YAML source's own 1-based line and column (libyaml's marks) and byte
/// offset. Besides libyaml's syntax errors, these are the places where a YAML document says
/// something JSON cannot: a key that is not a string, a key given twice, `.inf`, an alias that
/// would expand beyond reason.
public struct YAMLParseError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable {
    /// No document in the stream: nothing, or only comments.
    case empty
    /// Anything the YAML grammar forbids (libyaml's own message).
    case syntax
    /// Deeper nesting than the JSON reader allows (the same limit as jansson's).
    case tooDeep = "too-deep"
    /// A mapping key that is a sequence or a mapping: JSON keys are strings.
    case nonStringKey = "non-string-key"
    /// A key written twice in one mapping (YAML keys are unique).
    case duplicateKey = "duplicate-key"
    /// `<<`, the merge key, given a value that is not a mapping or a sequence of mappings.
    case mergeKey = "merge-key"
    /// A value JSON has no form for: `.inf`, `.nan`, a real beyond a `Double`.
    case notJSON = "not-json"
    /// A tag this reader does not know, or a core tag on text that is not of its type.
    case unsupportedTag = "unsupported-tag"
    /// An alias to an anchor not defined before it.
    case unknownAlias = "unknown-alias"
    /// An alias inside the node its anchor names: the value would be infinite.
    case recursiveAlias = "recursive-alias"
    /// Aliases that expand to too many nodes (a "billion laughs" document).
    case aliasExpansion = "alias-expansion"
    /// A second document in the stream: a contract or a spec file holds one.
    case multipleDocuments = "multiple-documents"
  }

  public var kind: Kind
  public var location: SourceLocation
  public var message: String
  /// Where in the document the problem is, when it is inside a node the reader had placed.
  public var pointer: JSONPointer?

  public init(kind: Kind, location: SourceLocation, message: String, pointer: JSONPointer? = nil) {
    self.kind = kind
    self.location = location
    self.message = message
    self.pointer = pointer
  }

  public var line: Int { location.line }
  public var column: Int { location.column }

  public var description: String { "\(location): \(message)" }
}
