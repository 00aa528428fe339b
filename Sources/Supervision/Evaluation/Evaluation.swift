public import Contracts
public import JSONCore
public import Reports

/// What the model did, before it is classified against the mutation's sites.
public enum ModelResult: Sendable, Hashable {
  /// Decoded and encoded; the round trip's data-losing differences.
  case decoded(losses: [Loss])
  /// Threw: a stable signature (cause and coding path, indices as `*`) to tell failures
  /// apart, and a message for people.
  case failed(signature: String, message: String)
  /// The worker died while decoding: how, and the last lines it wrote to standard error.
  case crashed(String)
  /// The worker did not answer within the timeout.
  case hung(seconds: Double)
}

/// The oracle's answer for one payload.
public struct Evaluation: Sendable, Hashable {
  public var verdict: Verdict
  public var result: ModelResult

  public init(verdict: Verdict, result: ModelResult) {
    self.verdict = verdict
    self.result = result
  }

  /// The outcome for the matrix: losses count only under a pointer the mutation touched
  /// (a fixture whose dates already lose precision does not make every mutant lossy).
  public func outcome(touched: [JSONPointer]) -> Outcome {
    switch result {
    case .decoded(let losses): return touchedLosses(losses, touched).isEmpty ? .survived : .lossy
    case .failed: return .failed
    case .crashed: return .crashed
    case .hung: return .hung
    }
  }

  /// The evaluation without the losses the unmutated payload already had (``Loss/place``):
  /// a mutant that changed a value the model never keeps (`?? 0` under a misspelt key) loses
  /// it again, and that loss is the fixture's, which `contract check` reports.
  public func settled(knownLosses: Set<String>) -> Evaluation {
    guard !knownLosses.isEmpty, case .decoded(let losses) = result else { return self }
    return Evaluation(verdict: verdict, result: .decoded(losses: losses.filter { !knownLosses.contains($0.place) }))
  }

  /// The losses under a touched pointer.
  public func touchedLosses(_ losses: [Loss], _ touched: [JSONPointer]) -> [Loss] {
    losses.filter { loss in touched.contains { Evaluation.isPrefix($0, of: loss.pointer) } }
  }

  /// The losses under `touched`, when the model decoded.
  public func touchedLosses(_ touched: [JSONPointer]) -> [Loss] {
    guard case .decoded(let losses) = result else { return [] }
    return touchedLosses(losses, touched)
  }

  /// Whether `prefix` is `pointer` or one of its ancestors, comparing tokens by text (an index
  /// built as `.index(0)` and one read back as `"0"` are the same place).
  package static func isPrefix(_ prefix: JSONPointer, of pointer: JSONPointer) -> Bool {
    guard prefix.tokens.count <= pointer.tokens.count else { return false }
    return zip(prefix.tokens, pointer.tokens).allSatisfy { $0.text == $1.text }
  }
}
