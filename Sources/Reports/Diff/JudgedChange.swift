/// A change as the user sees it: the rule's level, and the model's verdict beside it.
public struct JudgedChange: Sendable, Hashable {
  public var change: SchemaChange
  /// The contract id, definition name or file the change is in.
  public var pair: String
  /// The contract whose model judged it, when one did.
  public var contractID: String?
  public var verdict: ModelVerdict?
  /// The example the model was given: the probe payload, as JSON text.
  public var probe: String?
  /// Where the probe came from.
  public var probeOrigin: ProbeOrigin?

  /// A probe payload's origin, which a reader weighs: a recorded response edited at the
  /// place, or an instance synthesised from the schema.
  public enum ProbeOrigin: String, Sendable, Hashable {
    case recorded = "a recorded response, edited"
    case synthesised = "synthesised from the schema"
  }

  /// The verdict in words, with where the probe came from and, for a change no probe
  /// judged, the rule's level beside it.
  public var verdictSentence: String? { verdictSentence(saidOf: verdict.map { [$0.model] } ?? []) }

  /// The same, said of `models` that each gave this verdict for the same reason.
  func verdictSentence(saidOf models: [String]) -> String? {
    guard let verdict else { return nil }
    switch verdict {
    case .notProbed: return verdict.sentence(saidOf: models) + " (rule level \(change.level.rawValue) stands)"
    default: return verdict.sentence(saidOf: models) + (probeOrigin.map { " (probe: \($0.rawValue))" } ?? "")
    }
  }

  /// The model's verdict where there is one, else the rule's level.
  public var level: SchemaChange.Level { verdict?.level ?? change.level }

  public init(
    change: SchemaChange, pair: String, contractID: String? = nil, verdict: ModelVerdict? = nil, probe: String? = nil
  ) {
    self.change = change
    self.pair = pair
    self.contractID = contractID
    self.verdict = verdict
    self.probe = probe
  }
}
