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

  /// The gaps a short report lists, and the line that counts the rest: the model's
  /// survivals are the expected outcome, and a contract's enum of 300 subjects would bury the
  /// few gaps it failed on (JSON and HTML list every gap).
  static func shortList(_ gaps: [CoverageGap]) -> (listed: [CoverageGap], rest: String?) {
    let survived = gaps.filter { $0.outcome == .survived }.count
    let unrun = gaps.filter { $0.outcome == nil }.count
    guard survived + unrun > 0 else { return (gaps, nil) }
    let listed = gaps.filter { $0.outcome != nil && $0.outcome != .survived }
    var parts: [String] = []
    if survived > 0 {
      parts.append(
        listed.isEmpty && unrun == 0
          ? "the model survived all \(survived)" : "\(survived) \(listed.isEmpty ? "" : "more ")the model survived")
    }
    if unrun > 0 { parts.append("\(unrun) not run (the campaign ended first)") }
    return (
      listed, "\(listed.isEmpty ? "" : "and ")\(parts.joined(separator: ", ")); the JSON and HTML reports list each"
    )
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
