public import JSONCore
public import JSONSchema

/// A compiled contract schema, as the checks use it.
///
/// The checks need two questions answered: is this value valid (fast, for the common case),
/// and if not, every violation with its locations. The JSON Schema module's compiled
/// validators answer both; tests can answer them with anything. The fuzzer and the
/// model-drift probes also ask what the schema says at each place (``facts``).
public protocol ContractSchema: Sendable {
  func isValid(_ instance: JSONValue) -> Bool
  func violations(of instance: JSONValue) -> [SchemaViolation]
  /// What a valid instance may still do wrong by the contract, each a warning
  /// (``SchemaViolation/isWarning``): a member the contract marks `writeOnly`. Asked only
  /// when ``facts`` marks some member so.
  func advisories(of instance: JSONValue) -> [SchemaViolation]
  /// What the schema says at each place; `nil` when the schema cannot say (then operators
  /// that need the contract leave the fixture alone).
  var facts: SchemaFacts? { get }
}

extension ContractSchema {
  public var facts: SchemaFacts? { nil }
  public func advisories(of instance: JSONValue) -> [SchemaViolation] { [] }
}

/// One failed schema keyword: the JSON Schema "basic" output unit.
public struct SchemaViolation: Sendable, Hashable, Codable {
  public var instanceLocation: JSONPointer
  /// The evaluation path through `$ref`s: `/allOf/0/$ref/properties/id/type`.
  public var keywordLocation: String
  /// The keyword's absolute location: `file:///…/courses.json#/definitions/courses/…`.
  public var absoluteKeywordLocation: String
  public var message: String
  /// Where the keyword is written: `Contracts/openapi.yaml:14:9` (a YAML file's own line and
  /// column), when the schema was read from a file.
  public var keywordSource: String?
  /// A warning, and the response counts as valid: the value matched several alternatives of a
  /// `oneOf` that the contract gives nothing to tell apart (one requires no key another does
  /// not: the contract is at fault), or it carries a member the contract marks `writeOnly`
  /// (which a response should not, but may).
  public var isWarning = false

  public init(
    instanceLocation: JSONPointer, keywordLocation: String, absoluteKeywordLocation: String, message: String,
    keywordSource: String? = nil
  ) {
    self.instanceLocation = instanceLocation
    self.keywordLocation = keywordLocation
    self.absoluteKeywordLocation = absoluteKeywordLocation
    self.message = message
    self.keywordSource = keywordSource
  }

  /// The evidence a finding carries for the violation: its keyword location, and where that
  /// keyword is written when known.
  var evidence: [String: String] {
    var evidence = ["keywordLocation": keywordLocation]
    evidence["keywordSource"] = keywordSource
    return evidence
  }

  /// What tells this violation from another at the same place, for its fingerprint: the
  /// keyword, and for a keyword that names the member it misses (`required`,
  /// `dependentRequired`) that member, in its message. Two keys missing from one object are
  /// two findings: one known to the baseline must not hide the other.
  var fingerprintDetail: String {
    let tokens = keywordLocation.split(separator: "/", omittingEmptySubsequences: false)
    let namesMember =
      tokens.last == "required"
      || (tokens.count >= 2 && ["dependentRequired", "dependencies"].contains(tokens[tokens.count - 2]))
    return namesMember ? keywordLocation + "\u{0}" + message : keywordLocation
  }
}
