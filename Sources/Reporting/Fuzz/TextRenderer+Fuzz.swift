import Contracts
import JSONCore
public import Reports

/// A fuzz report for people: per contract, the resilience matrix as a table and the findings
/// with their reproducers; then the baseline comparison and a summary line.
extension TextRenderer {
  public func render(_ report: FuzzReport) -> String {
    var text = ""
    let byContract = Dictionary(grouping: report.findings) { $0.contract ?? "" }
    for entry in report.contracts {
      text += paint(entry.id, .bold) + "  \(entry.type ?? "(no type)") [\(entry.profile)]  "
      text += "\(plural(entry.fixtures, "fixture")), \(plural(entry.sites, "site")), \(plural(entry.mutants, "mutant"))"
      text +=
        " (\(entry.allowed) allowed, \(entry.drift) drift\(entry.unchecked > 0 ? ", \(entry.unchecked) unchecked" : ""))\n"
      for skipped in entry.skippedFixtures { text += "  skipped \(skipped.source): \(skipped.reason)\n" }
      for seed in entry.seedsBreakingContract ?? [] { text += "  \(seed.source): \(seed.reason)\n" }
      if let gaps = entry.coverageGaps {
        text += "  coverage gaps, fuzzed first (no recorded response has them):\n"
        let (listed, rest) = CoverageGapText.shortList(gaps)
        for gap in listed { text += "    " + CoverageGapText.line(gap, contract: entry.id, seed: report.seed) + "\n" }
        if let rest { text += "    \(rest)\n" }
      }
      let rows = report.matrix.sortedRows.filter { $0.contract == entry.id }
      text += matrixTable(rows)
      for row in rows {
        for cell in row.pointers where cell.reproducer != nil {
          text +=
            "  \(paint("weakness", .magenta)) \(row.operatorName) at \(cell.shownPointer): the model \(cell.worst.rawValue)"
          text += " (a resilient model survives this drift)\n      reproducer: \(cell.reproducer ?? "")\n"
        }
      }
      for finding in byContract[entry.id] ?? [] { text += fuzzFinding(finding) }
      text += "\n"
    }
    let unjudged = report.contracts.filter { $0.unchecked > 0 }.map(\.id)
    if !unjudged.isEmpty {
      // Said once, not per contract: "unchecked" alone does not say what would check them.
      text +=
        "note: \(unjudged.joined(separator: ", ")) \(unjudged.count == 1 ? "has" : "have") no schema, so \(unjudged.count == 1 ? "its" : "their")"
        + " mutants are unchecked: a mutant is judged allowed or drift by validating it against the contract's schema."
        + " Add a \"schema\" to judge them. Crashes and hangs are still findings, and so, as warnings, are the changes"
        + " a backend makes without notice (a new key; fewer fraction digits where the recordings vary); any other"
        + " decode failure shows only in \"failed or crashed at\", since without a schema it may be a payload the"
        + " backend never sends.\n\n"
    }
    if let baseline = report.baseline {
      text +=
        paint("baseline \(baseline.path)", .bold)
        + ": \(plural(baseline.regressions, "regression")), \(baseline.fixed.count) fixed\n"
      for cell in baseline.fixed {
        text +=
          "  \(paint("fixed", .green))  \(cell.contract) \(cell.operatorName) \(cell.shownPointer): was \(cell.outcome.rawValue)\n"
      }
    }
    let summary = report.summary
    text += paint(report.summarySentence, summary.errors > 0 ? .red : summary.warnings > 0 ? .yellow : .green) + "\n"
    return text
  }

  /// The matrix rows of one contract: outcome counts of allowed and of drift mutants
  /// (survived/lossy/failed/hung/crashed), and where the model failed.
  private func matrixTable(_ rows: [ResilienceMatrix.Row]) -> String {
    guard !rows.isEmpty else { return "" }
    let operatorWidth = max(14, rows.map(\.operatorName.count).max() ?? 0) + 2
    var text =
      "  " + "operator".padding(to: operatorWidth) + "allowed s/l/f/h/c".padding(to: 22)
      + "drift s/l/f/h/c".padding(to: 22)
    text += "failed or crashed at\n"
    for row in rows {
      let failing = row.failingPointers
      var places = failing.prefix(pointersShown).map(\.shownWithOutcome).joined(separator: ", ")
      if failing.count > pointersShown { places += " and \(failing.count - pointersShown) more" }
      text +=
        "  " + row.operatorName.padding(to: operatorWidth) + fuzzCounts(row.allowed).padding(to: 22)
        + fuzzCounts(row.drift).padding(to: 22)
      text += places + "\n"
    }
    return text
  }

  private func fuzzCounts(_ counts: ResilienceMatrix.Counts) -> String {
    counts.total == 0 ? "-" : "\(counts.survived)/\(counts.lossy)/\(counts.failed)/\(counts.hung)/\(counts.crashed)"
  }

  private func fuzzFinding(_ finding: Finding) -> String {
    var text =
      "  \(severityLabel(finding.severity)) \(finding.kind.rawValue.padding(to: 16))\(finding.pointer.map { $0.isRoot ? "(root)" : $0.description } ?? "")\n"
    text += "      \(finding.message)\n"
    if let reproducer = finding.evidence["reproducer"] { text += "      reproducer: \(reproducer)\n" }
    if let mutant = finding.evidence["mutant"] { text += "      replay: contract replay \(mutant)\n" }
    return text
  }
}
