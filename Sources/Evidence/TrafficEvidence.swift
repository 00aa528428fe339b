public import JSONCore

/// What the recorded traffic of one contract shows, place by place: how often each object
/// place occurred, and how often each of its keys was there, and `null`.
///
/// A contract says what a backend *may* send; the recordings say what it *does* send. Where
/// the two part (a key the contract calls optional that every recorded response carries), a
/// probe that drops the key tests the contract's looseness, not the model: the ranking rules
/// read that here (``presence(ofKeyAt:)``), as coverage and inference will. Places fold array
/// positions (`/users/*/email`), as fingerprints do, so a list of 50 users is 50 samples of
/// `/users/*`.
public struct TrafficEvidence: Sendable {
  /// How many recorded objects at a place are needed before "always present" counts as
  /// evidence. One: a contract that calls a key optional while the only recording carries it
  /// is already looser than the traffic; the count is stated beside every claim, so a reader
  /// weighs it.
  public static let minimumSample = 1

  /// How often a key was seen at one object place.
  public struct KeyCounts: Sendable, Hashable {
    /// Recorded objects at the place that had the key.
    public var present = 0
    /// Of those, the ones where its value was `null`.
    public var null = 0
  }

  /// One object place: how many recorded objects were there, and their keys.
  public struct Place: Sendable {
    public var occurrences = 0
    public var keys: [String: KeyCounts] = [:]
  }

  /// A recorded key the contract does not declare, at one place, with one JSON type.
  public struct UndeclaredKey: Sendable, Hashable, Comparable {
    /// The folded place of the object holding it.
    public var place: String
    public var key: String
    public var type: String

    public static func < (a: UndeclaredKey, b: UndeclaredKey) -> Bool {
      (a.place, a.key, a.type) < (b.place, b.key, b.type)
    }
  }

  /// How often each undeclared key was recorded.
  public private(set) var undeclared: [UndeclaredKey: Int] = [:]

  /// Counts a recorded `key` of type `type` in the object at `place` that the contract does
  /// not declare (the caller knows the contract; this only counts).
  public mutating func recordUndeclared(_ key: String, at place: JSONPointer, type: String) {
    undeclared[UndeclaredKey(place: Self.folded(place), key: key, type: type), default: 0] += 1
  }

  /// Object places by their folded pointer (``JSONPointer/normalized``).
  public private(set) var places: [String: Place] = [:]
  /// How many values (bodies, or rows of an array contract) were recorded.
  public private(set) var samples = 0

  public init() {}

  /// Records one value as found at `prefix` of a payload (`/0` for a row of an array
  /// contract, so its places read as the payload's: `/*/id`).
  public mutating func record(_ value: JSONValue, at prefix: JSONPointer = .root) {
    samples += 1
    walk(value, prefix.normalized)
  }

  private mutating func walk(_ value: JSONValue, _ place: String) {
    switch value {
    case .object(let object):
      var entry = places[place] ?? Place()
      entry.occurrences += 1
      for member in object {
        var counts = entry.keys[member.key] ?? KeyCounts()
        counts.present += 1
        if case .null = member.value { counts.null += 1 }
        entry.keys[member.key] = counts
      }
      places[place] = entry
      for member in object { walk(member.value, place + "/" + JSONPointer.escape(member.key)) }
    case .array(let elements):
      for element in elements { walk(element, place + "/*") }
    default:
      break
    }
  }

  /// How often the key `pointer` names was present in the recorded objects around it:
  /// `nil` when no recorded object was at its parent place.
  public func presence(ofKeyAt pointer: JSONPointer) -> (counts: KeyCounts, of: Int)? {
    guard case .key(let key)? = pointer.last, let parent = pointer.parent, let place = places[Self.folded(parent)],
      place.occurrences > 0
    else { return nil }
    return (place.keys[key] ?? KeyCounts(), place.occurrences)
  }

  /// The object place `pointer` names, when recorded objects were there.
  public func place(at pointer: JSONPointer) -> Place? { places[Self.folded(pointer)] }

  /// `pointer` with its array positions folded, whether they are index tokens or, in a
  /// pointer read back from text (a checkpoint), decimal keys.
  public static func folded(_ pointer: JSONPointer) -> String {
    JSONPointer(pointer.tokens.map { JSONPointer.arrayIndex($0).map { _ in .index(0) } ?? $0 }).normalized
  }
}
