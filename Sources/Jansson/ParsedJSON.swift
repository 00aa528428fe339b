public import JSONCore

/// A document the reference parser accepted: its value and what the reading glossed over.
public struct ParsedJSON: Sendable {
  /// The value as jansson reads it (a repeated key holds its last value).
  public var value: JSONValue
  /// Keys repeated within one object.
  ///
  /// Clients disagree on which value wins.
  public var duplicateKeys: [DuplicateKey]
  /// Integers beyond Int64 and reals beyond Double, which jansson cannot hold.
  public var limitations: [ReferenceLimitation]

  public init(value: JSONValue, duplicateKeys: [DuplicateKey] = [], limitations: [ReferenceLimitation] = []) {
    self.value = value
    self.duplicateKeys = duplicateKeys
    self.limitations = limitations
  }

  /// A key written more than once in one object, with every value written for it.
  public struct DuplicateKey: Sendable, Hashable {
    public var pointer: JSONPointer
    public var location: SourceLocation
    /// Every value written for the key, in source order; the last is in ``ParsedJSON/value``.
    public var values: [JSONValue]
  }

  /// The first repeated key, as the readers of our own files (manifest, baselines,
  /// configurations) refuse it: which of two values counts is up to the reader (jansson
  /// takes the last, silently).
  package var refusedRepeatedKey: (message: String, pointer: JSONPointer, location: SourceLocation)? {
    guard let repeated = duplicateKeys.first, case .key(let key)? = repeated.pointer.tokens.last else { return nil }
    return (
      "\"\(key)\" is given twice: keep one (JSON readers disagree on which counts)", repeated.pointer, repeated.location
    )
  }

  /// A number the reference parser cannot represent.
  ///
  /// The bridge keeps going: the number is in the tree with its exact lexeme (and the nearest
  /// `Double`), and the limitation is reported at its location.
  public struct ReferenceLimitation: Sendable, Hashable {
    public enum Kind: String, Sendable {
      /// An integer beyond ±2^63: jansson rejects the whole document with "too big integer".
      case integerBeyondInt64 = "integer-beyond-int64"
      /// A real beyond ±1.8e308: jansson rejects it with "real number overflow".
      case realOverflow = "real-overflow"
    }

    public var kind: Kind
    public var pointer: JSONPointer
    public var location: SourceLocation
    public var lexeme: String
  }
}
