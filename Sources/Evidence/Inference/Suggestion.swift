public import JSONCore
public import JSONSchema

/// One thing the recorded traffic implies that a contract does not say, with its evidence
/// and the change to the schema that would say it.
///
/// A *loosening* suggestion is one the traffic forces: a recorded response breaks the
/// contract there, and the change makes it valid (a `null` the schema forbids, an enum value
/// outside the list, a required key some responses lack, a key a closed object does not
/// declare). A *tightening* suggestion is one the traffic allows: the contract is looser than
/// every recorded response (a key always present but optional, enum values never sent, a key
/// an open object does not document). Tightening is never applied by default: a sample is not
/// a promise. A *note* says what the traffic shows without a change to make.
public struct Suggestion: Sendable, Hashable {
  public enum Direction: String, Sendable, Codable, Comparable {
    case loosening, tightening, note

    public static func < (a: Direction, b: Direction) -> Bool { a.rank < b.rank }
    private var rank: Int {
      switch self {
      case .loosening: 0
      case .tightening: 1
      case .note: 2
      }
    }
  }

  public enum Kind: String, Sendable, Codable {
    /// `null` recorded where the schema does not allow it.
    case null
    /// Enum values recorded outside the list.
    case enumValues = "enum-values"
    /// JSON types recorded that the schema does not allow.
    case types
    /// A required key some recorded objects lack.
    case notRequired = "not-required"
    /// A key recorded in an object whose schema does not declare it.
    case undeclaredKey = "undeclared-key"
    /// Strings at a timestamp place that are no timestamp the format admits.
    case format
    /// An optional key every recorded object carries.
    case alwaysPresent = "always-present"
    /// Enum values no recorded response has.
    case unusedEnumValues = "unused-enum-values"
    /// A declared key no recorded object carries.
    case neverPresent = "never-present"
    /// Recorded timestamps or numbers written one way only, where the schema admits more.
    case narrowerShape = "narrower-shape"
  }

  public var direction: Direction
  public var kind: Kind
  public var contract: String
  /// The place in a response (folded: `/*/status`).
  public var place: String
  /// What to change, for people.
  public var message: String
  /// The counts that show it: `null in 3 of 120 recorded values`.
  public var evidence: String
  /// Where it was first recorded (loosening suggestions: a response that breaks the
  /// contract there).
  public var firstSeen: String?
  /// The change, when the kind has one.
  public var change: SchemaAmendment?
  /// Why there is no change although the kind has one.
  public var unchanged: String?
}

/// A change to one schema of a contract's document, at a pointer of that document.
public struct SchemaAmendment: Sendable, Hashable {
  /// The root of the document the change is in (a contract's schema may reach others).
  public var document: SchemaLocation
  /// The schema the change is made in: a pointer into the document.
  public var location: JSONPointer
  public var intent: Intent

  public init(document: SchemaLocation, location: JSONPointer, intent: Intent) {
    self.document = document
    self.location = location
    self.intent = intent
  }

  public enum Intent: Sendable, Hashable {
    /// Admit `null`, the document's dialect's way.
    case allowNull
    case addEnumValues([JSONValue])
    case removeEnumValues([JSONValue])
    /// Add types (as `type` names them) to the schema's `type`.
    case addTypes([String])
    /// Drop `key` from `required`.
    case unrequire(String)
    /// Add `key` to `required`.
    case require(String)
    /// Declare `key` in `properties` with this schema.
    case declare(String, JSONValue)
    /// Drop `format`.
    case removeFormat
  }
}
