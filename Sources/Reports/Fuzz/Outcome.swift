/// Whether a mutant meets its contract: the oracle's first question.
public enum Verdict: String, Sendable, Codable, Hashable {
  /// The contract allows it: a model that fails on it fails on a legitimate response.
  case allowed
  /// The contract forbids it: the backend drifted; the model's reaction fills the matrix.
  case drift
  /// The contract has no schema: nothing to say.
  case unchecked
}

/// What a model did with a mutant, classified for the matrix, worst last.
public enum Outcome: String, Sendable, Codable, Hashable, Comparable, CaseIterable {
  /// Decoded, and encoded back without losing what the mutation touched.
  case survived
  /// Decoded, but the round trip lost or changed data where the mutation touched.
  case lossy
  /// The decode (or the encode) threw.
  case failed
  /// The decode did not finish within the timeout; the worker was killed.
  case hung
  /// The decode trapped (`fatalError`, a force unwrap): the worker process died.
  case crashed

  private var rank: Int { Outcome.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rank < rhs.rank }
}
