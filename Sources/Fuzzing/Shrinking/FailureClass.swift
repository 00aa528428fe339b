public import JSONCore
public import Reports
public import Supervision

/// "Fails the same way": what a shrunk mutant must keep of the original failure.
///
/// The verdict (an allowed mutant must stay allowed: removing a required key to make a payload
/// smaller would turn a decode-failure into drift), the outcome, and what tells failures of
/// that outcome apart: the decode error's signature (cause and coding path), or the kinds of
/// round-trip loss. A crash is a crash, allowed or not: the process gives no more detail that
/// stays stable, and a trap is never acceptable.
public struct FailureClass: Sendable, Hashable, Codable {
  public var verdict: Verdict
  public var outcome: Outcome
  /// The decode failure's signature, or the sorted loss kinds of a lossy outcome.
  public var signature: String

  public init(verdict: Verdict, outcome: Outcome, signature: String) {
    self.verdict = verdict
    self.outcome = outcome
    self.signature = signature
  }

  /// The class of `evaluation` for a mutant that touched `touched`.
  public init(_ evaluation: Evaluation, touched: [JSONPointer]) {
    verdict = evaluation.verdict
    outcome = evaluation.outcome(touched: touched)
    switch evaluation.result {
    case .failed(let signature, _): self.signature = signature
    case .decoded:
      let kinds = Set(evaluation.touchedLosses(touched).map(\.kind.rawValue))
      signature = kinds.sorted().joined(separator: ",")
    case .crashed, .hung:
      // A trap is a finding whatever the contract says: a shrunk crash may drop the
      // mutations that made the payload drift.
      verdict = .unchecked
      signature = ""
    }
  }

}
