public import JSONCore

/// Why the reference parser rejected a document, and where.
///
/// `line` and `column` are 1-based, `offset` is the 0-based byte offset where the parser
/// stopped; `message` is jansson's own text (or ours, for the checks we add before jansson).
public struct JSONParseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Kind: String, Sendable, Codable {
    /// No bytes, or only white space.
    case empty
    /// A raw NUL byte, which jansson would silently drop after a number or literal.
    case nulByte = "nul-byte"
    /// Deeper nesting than the reference parser allows.
    case tooDeep = "too-deep"
    /// Bytes that are not UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// Anything else the JSON grammar forbids.
    case syntax
  }

  public var kind: Kind
  public var location: SourceLocation
  public var message: String

  public init(kind: Kind, location: SourceLocation, message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  public var line: Int { location.line }
  public var column: Int { location.column }
  public var offset: Int { location.offset }

  public var description: String {
    switch kind {
    case .empty: "\(location): empty document: \(message)"
    case .nulByte: "\(location): NUL byte: \(message)"
    case .tooDeep: "\(location): nesting too deep: \(message)"
    case .invalidUTF8: "\(location): invalid UTF-8: \(message)"
    case .syntax: "\(location): \(message)"
    }
  }
}
