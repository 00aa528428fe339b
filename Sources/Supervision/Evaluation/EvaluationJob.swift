public import JSONCore

/// One payload to evaluate under one contract.
public struct EvaluationJob: Sendable {
  public var contractID: String
  /// The payload's tree, for evaluators in this process (they skip re-parsing).
  public var payload: JSONValue
  /// The payload's text: what the model decodes, and what a worker receives.
  public var bytes: [UInt8]
  /// Where the mutations changed the model's data: the round trip is compared only there
  /// (nothing to compare when empty), since only losses there are the mutation's doing.
  public var touched: [JSONPointer]
  /// The contract violations the unmutated fixture already has (``MutantOracle/violationKeys(of:)``):
  /// a mutant of a seed that breaks its contract is allowed when it adds none.
  public var knownViolations: Set<String>
  /// The payload with renamed keys spelled back, when a key-case mutation renamed some and
  /// another changed a value: it must be allowed too for the payload to be.
  public var respelled: JSONValue?
  /// Whether the payload differs from its fixture only by changes a backend makes without
  /// notice (a new key, fewer fraction digits where the recordings vary): allowed where the
  /// contract has no schema to judge it.
  public var routine: Bool

  public init(
    contractID: String, payload: JSONValue, bytes: [UInt8], touched: [JSONPointer] = [],
    knownViolations: Set<String> = [], respelled: JSONValue? = nil, routine: Bool = false
  ) {
    self.contractID = contractID
    self.payload = payload
    self.bytes = bytes
    self.touched = touched
    self.knownViolations = knownViolations
    self.respelled = respelled
    self.routine = routine
  }
}
