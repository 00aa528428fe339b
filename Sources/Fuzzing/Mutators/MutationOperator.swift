public import JSONCore

/// One way of changing a fixture the way a backend might: rename a key, drop a field, write a
/// date with more digits.
///
/// An operator is data-driven: ``sites(in:facts:)`` lists every place in a fixture it can
/// change, using what the contract says about each place (``FixtureFacts``: which keys are
/// required, which strings are dates, which values are enums). ``apply(_:to:facts:)`` then
/// makes one such change and says what it did. Sites are plain values (``Mutation``), so a
/// campaign can list them, order them, pick among them with a seeded generator and write them
/// into reproducers; applying the same mutation to the same fixture always gives the same
/// result.
public protocol MutationOperator: Sendable {
  /// The operator's stable name, as reports, baselines and reproducers spell it.
  var name: String { get }
  /// Every mutation this operator can make in `value`, in document order.
  func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation]
  /// Makes `mutation` in `value`; `nil` (and `value` unchanged) when it no longer applies,
  /// as when an earlier mutation of a chain removed or renamed its target.
  func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation?
}

/// One site of one operator: what to change, where, and which of the operator's variants.
public struct Mutation: Sendable, Hashable, Codable {
  /// The operator's ``MutationOperator/name``.
  public var operatorName: String
  /// Where, in the fixture (a row for array contracts, the body otherwise).
  public var pointer: JSONPointer
  /// Which of the operator's variants (a key style, a date rendering, an edge value).
  public var variant: Int

  public init(operatorName: String, pointer: JSONPointer, variant: Int) {
    self.operatorName = operatorName
    self.pointer = pointer
    self.variant = variant
  }

  /// The kind of mutation this is, whatever the row.
  ///
  /// Operator, pointer with array positions folded, variant: what coverage counts.
  public var kindKey: String { "\(operatorName) \(pointer.normalized) \(variant)" }

  enum CodingKeys: String, CodingKey {
    case operatorName = "operator"
    case pointer, variant
  }
}

/// What applying a mutation did.
public struct AppliedMutation: Sendable, Hashable, Codable {
  public var mutation: Mutation
  /// For people: `"course_url": "https://…" → null`.
  public var description: String
  /// Where the change is in the mutated value: the new value, the renamed or added key, the
  /// place of a removed one.
  ///
  /// The shrinker keeps these.
  public var changed: [JSONPointer]
  /// Whether round-trip losses under ``changed`` are the mutation's doing.
  ///
  /// Not for changes
  /// that only touch what the model does not own: a key renamed to a spelling the model does
  /// not know (dropping it loses nothing of the model's), an extra key, a `null` (which
  /// `Optional` writes back as absent, as `contract check` already reports).
  public var countsLosses: Bool

  public init(mutation: Mutation, description: String, changed: [JSONPointer], countsLosses: Bool = true) {
    self.mutation = mutation
    self.description = description
    self.changed = changed
    self.countsLosses = countsLosses
  }

  /// Where round-trip losses are laid at this mutation's door.
  public var touched: [JSONPointer] { countsLosses ? changed : [] }
}

/// Every operator, in the fixed order campaigns enumerate them (the order is part of what
/// makes a seed reproducible: change it and mutant ids change).
public enum MutationOperators {
  public static let all: [any MutationOperator] = [
    KeyCase(), DropOptional(), NullOptional(), DropRequired(), DateFormat(), EnumUnknown(),
    EnumKnown(), ExtraKey(), TypeDrift(), NumberEdges(), StringEdges(), ArrayEdges(),
  ]

  public static var names: [String] { all.map(\.name) }

  /// Operators by name: looked up for every mutation of every mutant.
  private static let byName: [String: any MutationOperator] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  public static func named(_ name: String) -> (any MutationOperator)? { byName[name] }
}
