import Foundation

/// What a failed decode is recorded with: the model, where in the payload it failed, and
/// why, so the line becomes a finding the CLI locates.
public struct DecodeFailure: Sendable, Equatable {
  /// The type that failed to decode, as `String(reflecting:)` names it.
  public var model: String
  /// Where decoding stopped, as a JSON Pointer (`/0/species`); a missing key is included.
  public var codingPath: String
  /// The error's description (redacted when written: it may quote a value).
  public var message: String

  public init(model: String, codingPath: String, message: String) {
    self.model = model
    self.codingPath = codingPath
    self.message = message
  }

  /// The failure `error` describes, for `model`.
  public init(model: Any.Type, error: any Error) {
    let name = String(reflecting: model)
    guard let decoding = error as? DecodingError else {
      self.init(model: name, codingPath: "", message: String(describing: error))
      return
    }
    var path: [any CodingKey]
    let message: String
    switch decoding {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
      message = context.debugDescription
    case .keyNotFound(let key, let context):
      // The key is not in the context's path, and the path to it is what a reader wants.
      path = context.codingPath + [key]
      message = context.debugDescription
    @unknown default:
      path = []
      message = String(describing: decoding)
    }
    self.init(model: name, codingPath: Self.pointer(path), message: message)
  }

  /// `[_JSONKey(index: 0), species]` as `/0/species`, escaped as RFC 6901 asks.
  static func pointer(_ path: [any CodingKey]) -> String {
    path.map { key in
      let token = key.intValue.map(String.init) ?? key.stringValue
      return "/" + token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }.joined()
  }
}
