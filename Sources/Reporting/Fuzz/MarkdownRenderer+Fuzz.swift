import Contracts
public import Reports

/// A fuzz report as GitHub-flavoured Markdown, for the nightly job's summary or an issue.
///
/// The contracts' counts, the resilience matrix as a table (a row per contract, a column per
/// operator, a coloured square by the share of mutants the model failed on or lost data
/// with), the failing pointers of each cell, the findings with their reproducers, and the
/// baseline comparison; cut at GitHub's limit like a check's report.
extension MarkdownRenderer {
  public func render(_ report: FuzzReport) -> String {
    let summary = report.summary
    let icon = summary.errors > 0 ? "❌" : summary.warnings > 0 ? "⚠️" : "✅"
    var text = "## contract fuzz\n\n\(icon) \(escape(report.summarySentence))\n\n"
    text += contractTable(report)
    text += matrix(ResilienceGrid(report))
    text += gaps(report)
    text += findings(report)
    if let baseline = report.baseline {
      text += "\n### Baseline " + code(baseline.path, inTable: false) + "\n\n"
      text += "\(baseline.regressions) \(baseline.regressions == 1 ? "regression" : "regressions"), "
      text += "\(baseline.fixed.count) fixed\n"
      if !baseline.fixed.isEmpty {
        text += "\n| Contract | Operator | Pointer | Was |\n| --- | --- | --- | --- |\n"
        for cell in baseline.fixed {
          let cells = [cell.contract, cell.operatorName, cell.shownPointer].map { code($0, inTable: true) }
          text += "| " + (cells + [cell.outcome.rawValue]).joined(separator: " | ") + " |\n"
        }
      }
    }
    return fitted(text, toolVersion: report.tool.version)
  }

  private func contractTable(_ report: FuzzReport) -> String {
    var text = "| Contract | Type | Fixtures | Sites | Mutants | Allowed | Drift | Unchecked | Findings |\n"
    text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
    for entry in report.contracts {
      let findings = report.findings.filter { $0.contract == entry.id }.count
      var cells = [code(entry.id, inTable: true), code(entry.type ?? "(no type)", inTable: true)]
      cells += [entry.fixtures, entry.sites, entry.mutants, entry.allowed, entry.drift, entry.unchecked, findings].map {
        "\($0)"
      }
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return text
  }

  /// The heatmap as a table: each cell a square for its heat, then failed and lossy of all.
  private func matrix(_ grid: ResilienceGrid) -> String {
    guard !grid.operators.isEmpty else { return "" }
    var text = "\n### Resilience matrix\n\n"
    text += "Each cell: the mutants of one operator the model failed on (failed, hung or crashed) and lost data"
    text += " with, of all it ran; 🟩 none, 🟨 under a quarter, 🟧 under half, 🟥 half or more.\n\n"
    text += "| Contract | " + grid.operators.map { code($0, inTable: true) }.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " :---: |", count: grid.operators.count) + "\n"
    var failing = ""
    for contract in grid.contracts {
      var cells = [code(contract, inTable: true)]
      for operatorName in grid.operators {
        guard let cell = grid.cell(contract, operatorName) else {
          cells.append("–")
          continue
        }
        let share = cell.badShare
        let square = share == 0 ? "🟩" : share < 0.25 ? "🟨" : share < 0.5 ? "🟧" : "🟥"
        cells.append("\(square) \(cell.failed) / \(cell.counts.lossy) of \(cell.counts.total)")
        let pointers = cell.row.failingPointers
        guard !pointers.isEmpty else { continue }
        var places = pointers.prefix(placesShown).map { code($0.shownWithOutcome, inTable: false) }
          .joined(separator: ", ")
        if pointers.count > placesShown { places += " and \(pointers.count - placesShown) more" }
        failing +=
          "- " + code(contract, inTable: false) + " " + code(operatorName, inTable: false) + ": " + places + "\n"
      }
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    if !failing.isEmpty { text += "\n**Failing pointers**\n\n" + failing }
    return text
  }

  /// The coverage gaps the campaign fuzzed first, and how the model did on each.
  private func gaps(_ report: FuzzReport) -> String {
    let entries = report.contracts.filter { $0.coverageGaps != nil }
    guard !entries.isEmpty else { return "" }
    var text = "\n### Coverage gaps, fuzzed first\n\n"
    for entry in entries {
      let (listed, rest) = CoverageGapText.shortList(entry.coverageGaps ?? [])
      for gap in listed {
        text +=
          "- " + code(entry.id, inTable: false) + " "
          + escape(CoverageGapText.line(gap, contract: entry.id, seed: report.seed)) + "\n"
      }
      if let rest { text += "- " + code(entry.id, inTable: false) + " " + escape(rest) + "\n" }
    }
    return text
  }

  private func findings(_ report: FuzzReport) -> String {
    guard !report.findings.isEmpty else { return "" }
    var text = "\n### Findings\n\n| Severity | Kind | Contract | Pointer | Message | Reproducer |\n"
    text += "| --- | --- | --- | --- | --- | --- |\n"
    for finding in report.findings {
      var reproduce: [String] = []
      if let path = finding.evidence["reproducer"] { reproduce.append(code(path, inTable: true)) }
      if let mutant = finding.evidence["mutant"] { reproduce.append(code("contract replay \(mutant)", inTable: true)) }
      let cells = [
        MarkdownRenderer.label(finding.severity), code(finding.kind.rawValue, inTable: true),
        finding.contract.map { code($0, inTable: true) } ?? "",
        finding.pointer.map { code($0.isRoot ? "(root)" : $0.description, inTable: true) } ?? "",
        escape(finding.message), reproduce.joined(separator: "<br>"),
      ]
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return text
  }
}
