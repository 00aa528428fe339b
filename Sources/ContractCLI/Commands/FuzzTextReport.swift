import Contracts
import Fuzzing
import JSONCore

/// A fuzz report for people: per contract, the resilience matrix as a table and the findings
/// with their reproducers; then the baseline comparison and a summary line.
struct FuzzTextReport {
  var color: Bool
  /// Failing pointers listed per matrix row before "and N more".
  var pointersShown = 4

  func render(_ report: FuzzReport) -> String {
    var text = ""
    let byContract = Dictionary(grouping: report.findings) { $0.contract ?? "" }
    for entry in report.contracts {
      text += paint(entry.id, "1") + "  \(entry.type ?? "(no type)") [\(entry.profile)]  "
      text += "\(plural(entry.fixtures, "fixture")), \(plural(entry.sites, "site")), \(plural(entry.mutants, "mutant"))"
      text +=
        " (\(entry.allowed) allowed, \(entry.drift) drift\(entry.unchecked > 0 ? ", \(entry.unchecked) unchecked" : ""))\n"
      for skipped in entry.skippedFixtures { text += "  skipped \(skipped.source): \(skipped.reason)\n" }
      let rows = report.matrix.sortedRows.filter { $0.contract == entry.id }
      text += matrix(rows)
      for row in rows {
        for cell in row.pointers where cell.reproducer != nil {
          text +=
            "  \(paint("weakness", "35")) \(row.operatorName) at \(cell.pointer.isEmpty ? "(root)" : cell.pointer): the model \(cell.worst.rawValue)"
          text += " (a resilient model survives this drift)\n      reproducer: \(cell.reproducer ?? "")\n"
        }
      }
      for finding in byContract[entry.id] ?? [] { text += self.finding(finding) }
      text += "\n"
    }
    let unjudged = report.contracts.filter { $0.unchecked > 0 }.map(\.id)
    if !unjudged.isEmpty {
      // Said once, not per contract: "unchecked" alone does not say what would check them.
      text +=
        "note: \(unjudged.joined(separator: ", ")) \(unjudged.count == 1 ? "has" : "have") no schema, so \(unjudged.count == 1 ? "its" : "their")"
        + " mutants are unchecked: a mutant is judged allowed or drift by validating it against the contract's schema."
        + " Add a \"schema\" to judge them; decode failures and crashes are still found.\n\n"
    }
    if let baseline = report.baseline {
      text +=
        paint("baseline \(baseline.path)", "1")
        + ": \(plural(baseline.regressions, "regression")), \(baseline.fixed.count) fixed\n"
      for cell in baseline.fixed {
        text +=
          "  \(paint("fixed", "32"))  \(cell.contract) \(cell.operatorName) \(cell.pointer.isEmpty ? "(root)" : cell.pointer): was \(cell.outcome.rawValue)\n"
      }
    }
    let summary = report.summary
    var line =
      "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), \(plural(summary.notes, "note"))"
    line += " from \(plural(summary.mutants, "mutant")) (\(summary.systematic) systematic, \(summary.stacked) stacked;"
    line += " \(summary.allowed) allowed, \(summary.drift) drift) with seed \(report.seed)"
    if let shard = report.shard { line += ", shard \(shard)" }
    if report.interrupted { line += " (interrupted)" }
    text += paint(line, summary.errors > 0 ? "31" : summary.warnings > 0 ? "33" : "32") + "\n"
    return text
  }

  /// The matrix rows of one contract: outcome counts of allowed and of drift mutants
  /// (survived/lossy/failed/hung/crashed), and where the model failed.
  private func matrix(_ rows: [ResilienceMatrix.Row]) -> String {
    guard !rows.isEmpty else { return "" }
    let operatorWidth = max(14, rows.map(\.operatorName.count).max() ?? 0) + 2
    var text =
      "  " + "operator".padding(to: operatorWidth) + "allowed s/l/f/h/c".padding(to: 22)
      + "drift s/l/f/h/c".padding(to: 22)
    text += "failed or crashed at\n"
    for row in rows {
      // Crashes and hangs first: they are what a reader must not miss in "and N more".
      let failing = row.pointers.filter { $0.worst >= .failed }.sorted {
        $0.worst != $1.worst ? $0.worst > $1.worst : $0.pointer.utf8.lexicographicallyPrecedes($1.pointer.utf8)
      }
      var places = failing.prefix(pointersShown).map { cell in
        "\(cell.pointer.isEmpty ? "(root)" : cell.pointer)\(cell.worst == .failed ? "" : " [\(cell.worst.rawValue)]")"
      }.joined(separator: ", ")
      if failing.count > pointersShown { places += " and \(failing.count - pointersShown) more" }
      text +=
        "  " + row.operatorName.padding(to: operatorWidth) + counts(row.allowed).padding(to: 22)
        + counts(row.drift).padding(to: 22)
      text += places + "\n"
    }
    return text
  }

  private func counts(_ counts: ResilienceMatrix.Counts) -> String {
    counts.total == 0 ? "-" : "\(counts.survived)/\(counts.lossy)/\(counts.failed)/\(counts.hung)/\(counts.crashed)"
  }

  private func finding(_ finding: Finding) -> String {
    let label: String
    switch finding.severity {
    case .error: label = paint("error   ", "31")
    case .warning: label = paint("warning ", "33")
    case .note: label = paint("note    ", "36")
    }
    var text =
      "  \(label) \(finding.kind.rawValue.padding(to: 16))\(finding.pointer.map { $0.isRoot ? "(root)" : $0.description } ?? "")\n"
    text += "      \(finding.message)\n"
    if let reproducer = finding.evidence["reproducer"] { text += "      reproducer: \(reproducer)\n" }
    if let mutant = finding.evidence["mutant"] { text += "      replay: contract replay \(mutant)\n" }
    return text
  }

  private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

  private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
