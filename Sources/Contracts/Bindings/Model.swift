public import Foundation

/// A Swift `Codable` type the checks can decode responses into, registered under a name.
///
/// Swift cannot look types up by name, so a runner registers them:
///
/// ```swift
/// let registry = ContractRegistry {
///   Model(Course_V2.self)
///   Model(GroupChat.self, name: "GroupChat")
/// }
/// ```
///
/// A nested type is named by its path from the module (`Issue.Comment`), so two nested types
/// with the same last name do not meet; `name:` names a type otherwise.
///
/// The manifest names the type; its `envelope` says whether a response is one value or a JSON
/// array of them, and the model decodes `T` or `[T]` accordingly.
public struct Model: Sendable {
  public let name: String
  /// The type as Swift prints it, module included (`GitHub.Issue.Comment`): what tells two
  /// types registered under one name apart.
  public let qualifiedName: String
  private let roundTripOne: @Sendable (Data, JSONDecoder, JSONEncoder) -> DecodeOutcome
  private let roundTripArray: @Sendable (Data, JSONDecoder, JSONEncoder) -> DecodeOutcome

  public init<T: Codable & SendableMetatype>(_ type: T.Type, name: String? = nil) {
    qualifiedName = String(reflecting: type)
    self.name = name ?? Model.pathName(of: type)
    roundTripOne = { data, decoder, encoder in Model.roundTrip(T.self, data, decoder, encoder) }
    roundTripArray = { data, decoder, encoder in Model.roundTrip([T].self, data, decoder, encoder) }
  }

  /// `Issue.Comment` for `GitHub.Issue.Comment`; a generic or local type's plain name
  /// (`Page<Issue>`), whose reflected name spells out every module.
  static func pathName<T>(of type: T.Type) -> String {
    let reflected = String(reflecting: type)
    guard !reflected.contains("<"), !reflected.contains("("), let dot = reflected.firstIndex(of: ".") else {
      return String(describing: type)
    }
    return String(reflected[reflected.index(after: dot)...])
  }

  /// Decodes `data` as the model (or an array of it), and encodes the result again.
  public func roundTrip(_ data: Data, asArray: Bool, profile: Profile) -> DecodeOutcome {
    roundTrip(data, asArray: asArray, decoder: profile.makeDecoder(), encoder: profile.makeEncoder())
  }

  /// The same with a decoder and encoder the caller keeps: a fuzz campaign round-trips
  /// hundreds of thousands of small payloads, and making the pair each time shows.
  public func roundTrip(_ data: Data, asArray: Bool, decoder: JSONDecoder, encoder: JSONEncoder) -> DecodeOutcome {
    asArray ? roundTripArray(data, decoder, encoder) : roundTripOne(data, decoder, encoder)
  }

  private static func roundTrip<T: Codable>(
    _ type: T.Type, _ data: Data, _ decoder: JSONDecoder, _ encoder: JSONEncoder
  ) -> DecodeOutcome {
    let value: T
    do {
      value = try decoder.decode(T.self, from: data)
    } catch let error as DecodingError {
      return .decodeFailed(error)
    } catch {
      return .decodeFailed(
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
    }
    do {
      return .decoded(encoded: try encoder.encode(value))
    } catch {
      return .encodeFailed("\(error)")
    }
  }
}

/// What happened when a model met a response.
public enum DecodeOutcome: Sendable {
  /// Decoded, and encoded again to these bytes.
  case decoded(encoded: Data)
  case decodeFailed(DecodingError)
  /// Decoded, but `encode(to:)` threw.
  case encodeFailed(String)
}
