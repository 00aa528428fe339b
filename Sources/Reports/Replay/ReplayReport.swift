public import Contracts

/// `contract replay`'s report: the mutant or reproducer replayed, what the contract and the
/// model make of it now, and (for a reproducer) whether that is what was recorded.
public struct ReplayReport: Sendable {
  /// What was replayed.
  public enum Subject: Sendable {
    /// A mutant made again from the corpus: its id, the fixture it mutates, and whether it
    /// stacks mutations.
    case mutant(id: MutantID, fixture: String, isStacked: Bool)
    /// A saved reproducer: its file, the mutant it holds and that mutant's fixture.
    case reproducer(path: String, mutant: MutantID, fixture: String)
  }

  /// One mutation of the chain, its description already redacted.
  public struct Mutation: Sendable {
    public var operatorName: String
    /// Where in the payload it applies (shown for mutants made again; a reproducer's chain
    /// names its place in the description).
    public var pointer: String?
    public var description: String

    public init(operatorName: String, pointer: String?, description: String) {
      self.operatorName = operatorName
      self.pointer = pointer
      self.description = description
    }
  }

  /// What the fuzz run recorded for a reproducer.
  public struct Recorded: Sendable {
    public var verdict: Verdict
    public var outcome: Outcome
    public var failure: String?

    public init(verdict: Verdict, outcome: Outcome, failure: String?) {
      self.verdict = verdict
      self.outcome = outcome
      self.failure = failure
    }
  }

  /// Said before the report: how an id was found (made again when `--out` holds no reproducer).
  public var note: String?
  public var subject: Subject
  public var mutations: [Mutation]
  /// The payload as replayed, indented (mutants made again; a reproducer's is in its file).
  public var payload: String?
  public var recorded: Recorded?
  public var verdict: Verdict
  public var outcome: Outcome
  /// The outcome's reason: the decode error, how the worker died, the losses it made.
  public var outcomeDetail: String?
  /// The located decode failures and round-trip losses, for an outcome of `failed` or `lossy`.
  public var findings: [Finding]
  /// Whether the contract has a schema: without one, `allowed` means a change the backend
  /// makes without notice (a new key, fewer fraction digits where the recordings vary).
  public var judgedBySchema = true

  public init(
    note: String? = nil, subject: Subject, mutations: [Mutation], payload: String? = nil, recorded: Recorded? = nil,
    verdict: Verdict, outcome: Outcome, outcomeDetail: String?, findings: [Finding]
  ) {
    self.note = note
    self.subject = subject
    self.mutations = mutations
    self.payload = payload
    self.recorded = recorded
    self.verdict = verdict
    self.outcome = outcome
    self.outcomeDetail = outcomeDetail
    self.findings = findings
  }

  /// Whether the replay came out as recorded (`nil` for mutants made again, which record nothing).
  public var reproduced: Bool? { recorded.map { $0.outcome == outcome && $0.verdict == verdict } }

  /// What the verdict means, as the text report says it.
  public var verdictMeaning: String {
    switch verdict {
    case .allowed: judgedBySchema ? "the contract allows it" : "no schema; a change the backend makes without notice"
    case .drift: "the contract forbids it"
    case .unchecked: "no schema"
    }
  }

  /// Whether the replay is a finding (exit 1): a crash or hang, or a payload the contract
  /// allows that the model fails on or loses data from.
  public var isFinding: Bool {
    outcome == .crashed || outcome == .hung || (verdict == .allowed && (outcome == .failed || outcome == .lossy))
  }
}
