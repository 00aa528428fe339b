public import JSONCore

/// The envelope rule: what a response body is made of, for every check that looks at one.
///
/// With `"envelope": "object"` a body is one value the schema describes and the model
/// decodes. With `"array"` (PostgREST) a body is a JSON array of rows: the schema describes one
/// row, each row is validated against it, the model decodes `[T]`, and a payload made from
/// one row (a fuzz mutant, a model-drift probe) is a one-row array.
extension Manifest.Contract.Envelope {
  /// Whether the model decodes an array of its type.
  public var decodesArray: Bool { self == .array }

  /// The values the schema describes: the body itself, or its rows; `nil` when the array
  /// envelope meets a body that is not an array.
  public func rows(of body: JSONValue) -> [JSONValue]? {
    guard self == .array else { return [body] }
    return body.arrayValue
  }

  /// The body that carries one row (or value).
  public func body(carrying row: JSONValue) -> JSONValue { self == .array ? .array([row]) : row }

  /// Where the value the schema describes sits in a payload: `/0` for the rows of an array
  /// envelope, the root otherwise.
  public var prefix: JSONPointer { self == .array ? JSONPointer([.index(0)]) : .root }

  /// A pointer into a row, as a pointer into the body whose row `index` it is.
  public func bodyPointer(_ rowPointer: JSONPointer, row index: Int = 0) -> JSONPointer {
    self == .array ? JSONPointer([.index(index)] + rowPointer.tokens) : rowPointer
  }
}

extension BoundContract {
  /// The contract's envelope rule (see ``Manifest/Contract/Envelope``).
  public var envelope: Manifest.Contract.Envelope { contract.envelope }

  /// The envelope's ``Manifest/Contract/Envelope/prefix``.
  public var prefix: JSONPointer { envelope.prefix }
}
