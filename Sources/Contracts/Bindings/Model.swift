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
/// The manifest names the type; its `envelope` says whether a response is one value or a JSON
/// array of them, and the model decodes `T` or `[T]` accordingly.
public struct Model: Sendable {
  public let name: String
  private let roundTripOne: @Sendable (Data, JSONDecoder, JSONEncoder) -> DecodeOutcome
  private let roundTripArray: @Sendable (Data, JSONDecoder, JSONEncoder) -> DecodeOutcome

  public init<T: Codable & SendableMetatype>(_ type: T.Type, name: String? = nil) {
    self.name = name ?? String(describing: type)
    roundTripOne = { data, decoder, encoder in Model.roundTrip(T.self, data, decoder, encoder) }
    roundTripArray = { data, decoder, encoder in Model.roundTrip([T].self, data, decoder, encoder) }
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

/// The types and profiles a runner knows, by name.
public struct ContractRegistry: Sendable {
  public private(set) var models: [String: Model] = [:]
  public private(set) var profiles: [String: Profile] = [:]

  public init(@ModelBuilder _ models: () -> [Model] = { [] }) {
    for profile in Profile.builtIn { profiles[profile.name] = profile }
    for model in models() { self.models[model.name] = model }
  }

  public mutating func register(_ model: Model) { models[model.name] = model }
  public mutating func register(_ profile: Profile) { profiles[profile.name] = profile }

  @resultBuilder
  public enum ModelBuilder {
    public static func buildBlock(_ models: Model...) -> [Model] { models }
    public static func buildExpression(_ model: Model) -> Model { model }
  }
}
