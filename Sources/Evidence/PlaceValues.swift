public import JSONCore

/// What the recorded values at one place of a contract were: their JSON types, `null`s,
/// the enum values and union branches they took, their timestamp spellings, and for an
/// object the required keys they lacked; each observation with where it was first seen.
///
/// Kept only for places the contract describes (``ContractOutline``), so it grows with the
/// schema, never with the traffic: a 1 GB dump fills the same counters as a 1 KB one. The
/// distinct values kept per place are capped (``distinctLimit``).
public struct PlaceValues: Sendable {
  /// Where an observation was first made: the response and the pointer in its payload.
  public struct FirstSeen: Sendable, Hashable, Codable, CustomStringConvertible {
    public var source: String
    public var pointer: String

    public var description: String { pointer.isEmpty ? source + " (root)" : source + " " + pointer }
  }

  /// Enum values and undeclared keys kept per place before the rest are only counted.
  public static let distinctLimit = 200

  /// Values recorded here.
  public var count = 0
  /// By JSON type as a schema's `type` names it (`integer` for a number written without a
  /// fraction or exponent, `number` for the others).
  public var types: [String: Int] = [:]
  /// Arrays with no items, and with some.
  public var emptyArrays = 0
  public var nonEmptyArrays = 0
  /// Strings with no characters. Where the traffic had none, a contract that allows `""` is
  /// looser than the traffic, as one that calls optional a key it always carries.
  public var emptyStrings = 0
  /// Values at a place the contract gives an `enum`: how often each was recorded.
  public var enumValues: [JSONValue: Int] = [:]
  /// How often a value took each `UnionAlternative` (by its position in the place's list):
  /// those that admit it, and of those an object the ones that declare the most of its keys.
  public var alternatives: [Int: Int] = [:]
  /// Timestamps at a place whose format names one, by fraction digits and offset spelling.
  public var fractionDigits: [Int: Int] = [:]
  public var offsets: [DateShape.Offset: Int] = [:]
  /// Strings at a timestamp place that are a date alone, or no timestamp at all.
  public var dateOnly = 0
  public var notTimestamps = 0
  /// For each key only some of the place's union branches leave optional
  /// (``ContractOutline/Place/branchMembers``): the objects that took one of those branches,
  /// and how many of them carried the key.
  public var branchMembers: [String: BranchMemberCounts] = [:]
  /// Objects here without a key the contract requires, by key.
  public var missingRequired: [String: Int] = [:]
  /// Recorded keys the contract does not declare here, with their types: documented as
  /// allowed (`additionalProperties` open) or not (closed).
  public var undeclared: [UndeclaredMember: Int] = [:]
  /// Where the place has union alternatives: by undeclared key, the alternatives closest to
  /// the objects that carried it (a bit per position), the schemas it would be declared in.
  public var undeclaredBranches: [String: UInt64] = [:]
  /// Whether the object here admits no key beyond those declared (`additionalProperties:
  /// false`): its undeclared keys are violations, not gaps in the documentation.
  public var isClosed = false
  /// The name of the schema that describes the place (``ContractOutline/Place/schemaName``).
  public var schemaName: String?
  /// The first place each observation (``Observation``) was made.
  public var first: [Observation: FirstSeen] = [:]

  /// How often the objects of the branches that leave a key optional carried it.
  public struct BranchMemberCounts: Sendable, Hashable {
    public var objects = 0
    public var present = 0
    public var null = 0

    mutating func count(_ value: JSONValue?) {
      objects += 1
      guard let value else { return }
      present += 1
      if value.isNull { null += 1 }
    }
  }

  /// A recorded key the contract does not declare, with its value's type.
  public struct UndeclaredMember: Sendable, Hashable, Comparable {
    public var key: String
    public var type: String

    public static func < (a: UndeclaredMember, b: UndeclaredMember) -> Bool { (a.key, a.type) < (b.key, b.type) }
  }

  /// One kind of thing seen at a place, as the first-seen index knows it.
  public enum Observation: Sendable, Hashable {
    case type(String)
    case value(JSONValue)
    case alternative(Int)
    case missing(String)
    case undeclared(String)
    case emptyArray, nonEmptyArray
    case fraction(Int)
    case offset(DateShape.Offset)
    case dateOnly, notTimestamp
  }

  public init() {}

  /// How many of the recorded values were `null`.
  public var nulls: Int { types["null"] ?? 0 }

  /// The JSON type of `value` as a schema's `type` names it: `17.0` is an integer, as the
  /// validator reads it, but under draft 4 (`integerByLexeme`), which asks for an integer's
  /// lexeme.
  public static func typeName(_ value: JSONValue, integerByLexeme: Bool = false) -> String {
    if case .number(let number) = value, integerByLexeme ? number.kind == .integer : number.isIntegral {
      return "integer"
    }
    return value.typeName
  }
}
