public import JSONCore
public import Reports

/// A fixture with a chain of mutations applied, ready to evaluate.
public struct Mutant: Sendable {
  public var id: MutantID
  public var fixture: Int
  /// The mutations that applied, in order (a stacked chain may lose some to earlier ones).
  public var applied: [AppliedMutation]
  /// Whether it comes from the random phase (a chain) rather than the systematic one.
  public var isStacked: Bool
  /// The mutated fixture value (a row, for array contracts).
  public var value: JSONValue
  /// What the model receives: the value, inside a one-row array for array contracts.
  public var payload: JSONValue
  public var bytes: [UInt8]
  /// Where the mutations changed the payload (payload coordinates).
  public var touched: [JSONPointer]
  /// The contract violations its fixture already has (``Fixture/knownViolations``).
  public var knownViolations: Set<String> = []
  /// The round-trip losses its fixture already has (``Fixture/knownLosses``).
  public var knownLosses: Set<String> = []
  /// The payload with the keys a key-case mutation renamed spelled back, when the chain also
  /// changed something else (``KeyCase/respelled(_:undoing:original:)``); `nil` otherwise.
  public var respelled: JSONValue? = nil
  /// Whether every mutation is a change the backend makes without notice (``RoutineChange``):
  /// where no schema judges the mutant, it is allowed.
  public var routine = false
}
