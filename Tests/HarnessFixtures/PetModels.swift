public import Foundation

// Small models written to fail in known ways, for the harness's own tests. Each is the kind
// of model real apps ship; the comment says what the harness must find in it.

/// Well-behaved: every optional column optional, an open enum, tolerant dates.
public struct Pet: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var tag: String?
  public var species: String
  public var bornAt: Date?

  enum CodingKeys: String, CodingKey {
    case id, name, tag, species
    case bornAt = "born_at"
  }
}

/// `nickname` is optional in the contract but required here: a response without it (which
/// the contract allows) fails to decode.
public struct PetRequiringNickname: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var nickname: String
}

/// A closed enum: a new raw value from the backend fails the whole decode.
public struct PetWithClosedSpecies: Codable, Hashable, Sendable {
  public enum Species: String, Codable, Hashable, Sendable {
    case cat, dog
  }

  public var id: Int
  public var name: String
  public var species: Species
}

/// Decoded with a fixed date format without fractions (the `strict-seconds` profile):
/// fractional seconds, which the contract allows, fail.
public struct PetWithStrictDate: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var bornAt: Date

  enum CodingKeys: String, CodingKey {
    case id, name
    case bornAt = "born_at"
  }
}

/// Looks the species up in a table with a force unwrap: an unknown species traps the process.
///
/// Only an isolated worker survives it.
public struct PetWithTrappingLookup: Codable, Hashable, Sendable {
  static let speciesCodes = ["cat": 1, "dog": 2, "rabbit": 3]

  public var id: Int
  public var name: String
  public var speciesCode: Int

  enum CodingKeys: String, CodingKey { case id, name, species }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    let species = try container.decode(String.self, forKey: .species)
    speciesCode = PetWithTrappingLookup.speciesCodes[species]!
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    let species = PetWithTrappingLookup.speciesCodes.first { $0.value == speciesCode }?.key ?? "unknown"
    try container.encode(species, forKey: .species)
  }
}

/// `Pet` with `tag` made required: the regression an innocent-looking model change plants.
/// The contract still says `tag` may be absent or null, so the fuzzer's drop-optional and
/// null-optional mutants of `/tag`, which `Pet` survives, now fail: against a baseline taken
/// with `Pet`, a `fuzz-regression`.
public struct PetRequiringTag: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var tag: String
  public var species: String
  public var bornAt: Date?

  enum CodingKeys: String, CodingKey {
    case id, name, tag, species
    case bornAt = "born_at"
  }
}

/// Waits forever for a name that never comes: an empty `name` (which a backend may well
/// send) hangs the decode. Only a worker with a timeout gets past it.
public struct PetWithWaitingName: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String

  enum CodingKeys: String, CodingKey { case id, name }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    // A stand-in for a lookup that blocks (a lock, a network fallback) on a value it does
    // not expect.
    while name.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
  }
}

/// Writes a default `owner` object on encode that the response never had (a `keyAdded` with
/// an object value): the encoder's key order for it is a `Dictionary`'s on Linux, different
/// in every process, so a report quoting it verbatim would change from run to run.
public struct PetWithDefaultOwner: Codable, Hashable, Sendable {
  public struct Owner: Codable, Hashable, Sendable {
    public var name = "unknown"
    public var email = "a@b.c"
    public var phone = "none"
    public var city = "nowhere"
    public var since = 0
  }

  public var id: Int
  public var name: String
  public var owner = Owner()

  enum CodingKeys: String, CodingKey { case id, name, owner }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
  }
}

/// Refuses any key its `CodingKeys` does not name, as apps that want to hear of every new
/// column write it: the backend's next added member fails the whole decode.
public struct PetRejectingUnknownKeys: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, name
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let all = try decoder.container(keyedBy: AnyKey.self)
    if let unknown = all.allKeys.first(where: { CodingKeys(stringValue: $0.stringValue) == nil }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: all, debugDescription: "unknown key '\(unknown.stringValue)'")
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
  }
}

/// Its pets by name: a map, whose entries the backend adds as it likes, all of them pets.
public struct Kennel: Codable, Hashable, Sendable {
  public var name: String
  public var pets: [String: Pet]
}

/// Two timestamps, read with the pets' other models by one decoder (the
/// `fractional-seconds` profile): a form the decoder refuses fails at both.
public struct Checkup: Codable, Hashable, Sendable {
  public var id: Int
  public var seenAt: Date
  public var nextAt: Date

  enum CodingKeys: String, CodingKey {
    case id
    case seenAt = "seen_at"
    case nextAt = "next_at"
  }
}

/// A homepage read as a `URL` and a species as a closed enum, where the contract says only
/// "string": an empty string, which the contract allows and no recorded pet has, fails both.
public struct PetWithHomepage: Decodable, Sendable {
  public var id: Int
  public var name: String
  public var species: PetWithClosedSpecies.Species
  public var homepage: URL
}

/// Two pets, each of whose `name` and `species` the model requires where a contract may
/// allow `null`.
public struct PetPair: Codable, Sendable {
  public var pet: Pet
  public var friend: Pet
}
