import Reports

/// How a fuzz report says what a coverage gap's mutant did, in every format for people.
enum CoverageGapText {
  /// `/status enum value "archived": an allowed mutant, the model survived (contract replay c:1:0)`.
  static func line(_ gap: CoverageGap, contract: String, seed: UInt64) -> String {
    let place = gap.pointer.isEmpty ? "(root)" : gap.pointer
    let replay = "contract replay \(MutantID(contract: contract, seed: seed, index: gap.mutant))"
    guard let verdict = gap.verdict, let outcome = gap.outcome else {
      return "\(place) \(gap.item): not run (\(replay))"
    }
    return
      "\(place) \(gap.item): \(verdict == .allowed ? "an allowed" : verdict == .drift ? "a drift" : "an unchecked") mutant, the model \(phrase(outcome)) (\(replay))"
  }

  private static func phrase(_ outcome: Outcome) -> String {
    switch outcome {
    case .survived: "survived"
    case .lossy: "lost data"
    case .failed: "failed"
    case .hung: "hung"
    case .crashed: "crashed"
    }
  }
}
