// Models whose bugs a round trip cannot see (each writes back what it read), for the
// reflection check; and a model read by a client that never sends it back.

/// `photoURL` is declared, but `CodingKeys` has no case for it: `photo_url` is never
/// decoded, the property stays `nil`, and the round trip changes nothing.
public struct PetWithForgottenKey: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var photoURL: String?

  enum CodingKeys: String, CodingKey {
    case id, name
  }
}

/// `CodingKeys` swap the owner's and the breeder's names: each property holds the other's
/// value, and encoding writes each back under the key it came from.
public struct PetWithSwappedKeys: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var ownerName: String
  public var breederName: String

  enum CodingKeys: String, CodingKey {
    case id, name
    case ownerName = "breeder_name"
    case breederName = "owner_name"
  }
}

/// A litter as a read-only client models it: the pets inside do not model `colour`, and
/// the `tag` is optional (`null` comes back absent).
public struct Litter: Codable, Hashable, Sendable {
  /// One pet of the litter, with fewer keys than the backend sends.
  public struct Kitten: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public var tag: String?
  }

  public var id: Int
  public var mother: Kitten
  public var kittens: [Kitten]
}
