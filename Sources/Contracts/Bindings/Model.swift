public import Foundation

/// A Swift type the checks decode responses into, registered under a name.
///
/// A model is `Decodable` at least. A `Decodable`-only model (the usual shape of an app's
/// response types: the app reads them and never sends them back) gets every stage that needs no
/// encoder: parse, schema, decode, reflection, the model-drift probes and fuzz outcomes. Its
/// round trip is skipped, and the check says so once per contract. A `Codable` model also gets
/// the round trip.
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
  /// Decodes and encodes again; hands the decoded value to the inspector first, when given.
  private typealias RoundTrip = @Sendable (Data, JSONDecoder, JSONEncoder, ((Any) -> Void)?) -> DecodeOutcome
  private var roundTripOne: RoundTrip
  private var roundTripArray: RoundTrip
  /// The same without the encode: what a profile with no encoder reads through, and a second
  /// reading with another decoder.
  private let decodeOnlyOne: RoundTrip
  private let decodeOnlyArray: RoundTrip
  /// Whether the model can be encoded again: `false` for a `Decodable`-only type, whose
  /// round trip is not checked.
  public private(set) var encodes: Bool

  public init<T: Codable & SendableMetatype>(_ type: T.Type, name: String? = nil) {
    qualifiedName = String(reflecting: type)
    self.name = name ?? Model.pathName(of: type)
    encodes = true
    roundTripOne = { data, decoder, encoder, inspect in Model.roundTrip(T.self, data, decoder, encoder, inspect) }
    roundTripArray = { data, decoder, encoder, inspect in
      Model.roundTrip([T].self, data, decoder, encoder, inspect)
    }
    decodeOnlyOne = { data, decoder, _, inspect in Model.decode(T.self, data, decoder, inspect) }
    decodeOnlyArray = { data, decoder, _, inspect in Model.decode([T].self, data, decoder, inspect) }
  }

  /// A `Decodable`-only model: decoded, never encoded. (Swift picks the `Codable` initialiser
  /// for a type that is both, so registering a `Codable` type keeps its round trip.)
  public init<T: Decodable & SendableMetatype>(_ type: T.Type, name: String? = nil) {
    qualifiedName = String(reflecting: type)
    self.name = name ?? Model.pathName(of: type)
    encodes = false
    roundTripOne = { data, decoder, _, inspect in Model.decode(T.self, data, decoder, inspect) }
    roundTripArray = { data, decoder, _, inspect in Model.decode([T].self, data, decoder, inspect) }
    decodeOnlyOne = roundTripOne
    decodeOnlyArray = roundTripArray
  }

  /// This model read as a `Decodable`-only one: decoded, never encoded (a profile with no
  /// encoder).
  public func decodingOnly() -> Model {
    var model = self
    (model.roundTripOne, model.roundTripArray, model.encodes) = (decodeOnlyOne, decodeOnlyArray, false)
    return model
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
    asArray ? roundTripArray(data, decoder, encoder, nil) : roundTripOne(data, decoder, encoder, nil)
  }

  /// Why `data` does not decode as the model (or an array of it) with `decoder`, or `nil`
  /// when it does: nothing is encoded.
  public func decodingError(_ data: Data, asArray: Bool, decoder: JSONDecoder) -> DecodingError? {
    if case .decodeFailed(let error) = (asArray ? decodeOnlyArray : decodeOnlyOne)(data, decoder, Model.unused, nil) {
      return error
    }
    return nil
  }

  /// The encoder handed to a decode-only reading, which never uses it.
  private static let unused = JSONEncoder()

  /// The same with the caller's coders, handing the decoded value to `inspect`.
  func roundTrip(
    _ data: Data, asArray: Bool, decoder: JSONDecoder, encoder: JSONEncoder, inspect: @escaping (Any) -> Void
  ) -> DecodeOutcome {
    asArray ? roundTripArray(data, decoder, encoder, inspect) : roundTripOne(data, decoder, encoder, inspect)
  }

  /// The same, handing the decoded value to `inspect` before it is encoded: what the
  /// reflection checks read with `Mirror`.
  func roundTrip(
    _ data: Data, asArray: Bool, profile: Profile, inspect: @escaping (Any) -> Void
  ) -> DecodeOutcome {
    let (decoder, encoder) = (profile.makeDecoder(), profile.makeEncoder())
    return asArray ? roundTripArray(data, decoder, encoder, inspect) : roundTripOne(data, decoder, encoder, inspect)
  }

  private static func roundTrip<T: Codable>(
    _ type: T.Type, _ data: Data, _ decoder: JSONDecoder, _ encoder: JSONEncoder, _ inspect: ((Any) -> Void)?
  ) -> DecodeOutcome {
    let value: T
    switch decoded(T.self, data, decoder) {
    case .success(let decoded): value = decoded
    case .failure(let error): return .decodeFailed(error)
    }
    inspect?(value)
    do {
      return .decoded(encoded: try encoder.encode(value))
    } catch {
      return .encodeFailed("\(error)")
    }
  }

  private static func decode<T: Decodable>(
    _ type: T.Type, _ data: Data, _ decoder: JSONDecoder, _ inspect: ((Any) -> Void)?
  ) -> DecodeOutcome {
    switch decoded(T.self, data, decoder) {
    case .success(let value):
      inspect?(value)
      return .decodedOnly
    case .failure(let error):
      return .decodeFailed(error)
    }
  }

  private static func decoded<T: Decodable>(_ type: T.Type, _ data: Data, _ decoder: JSONDecoder) -> Result<
    T, DecodingError
  > {
    do {
      return .success(try decoder.decode(T.self, from: data))
    } catch let error as DecodingError {
      return .failure(error)
    } catch {
      return .failure(
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
    }
  }
}

/// What happened when a model met a response.
public enum DecodeOutcome: Sendable {
  /// Decoded, and encoded again to these bytes.
  case decoded(encoded: Data)
  /// Decoded by a `Decodable`-only model: there is nothing to encode.
  case decodedOnly
  case decodeFailed(DecodingError)
  /// Decoded, but `encode(to:)` threw.
  case encodeFailed(String)
}
