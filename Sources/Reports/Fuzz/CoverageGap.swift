/// A schema item no recorded response exercises, and the systematic mutant that does: the
/// campaign runs it first, and its report says how the model did on it.
public struct CoverageGap: Sendable, Hashable, Codable {
  /// The place in a response (folded: `/*/status`).
  public var pointer: String
  /// The item, for people: `enum value "archived"`, `null`.
  public var item: String
  /// The index of the mutant that fills it (systematic, so the same under every seed).
  public var mutant: Int
  /// How the contract judged the mutant and how the model did, once it ran.
  public var verdict: Verdict?
  public var outcome: Outcome?

  public init(pointer: String, item: String, mutant: Int, verdict: Verdict? = nil, outcome: Outcome? = nil) {
    self.pointer = pointer
    self.item = item
    self.mutant = mutant
    self.verdict = verdict
    self.outcome = outcome
  }
}
