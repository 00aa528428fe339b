import Contracts
public import Reports

/// A fuzz report as one self-contained page: the resilience matrix as a heatmap.
///
/// Rows are contracts and columns operators; a cell's colour is the share of its mutants the
/// model failed on (red) or, where it failed on none, lost data with (amber), in the steps of
/// ``ResilienceGrid/Cell/heat``; green where it survived them all. Each cell lists its failing
/// JSON pointers (crashes and hangs first), the rest folded into `<details>`. Then the
/// contracts' counts, the weaknesses with their reproducers, the findings (as in a check's
/// page) and the baseline comparison. The same page rules as a check's: inline CSS, no script,
/// nothing fetched, well-formed XML.
extension HTMLRenderer {
  /// Failing pointers a heatmap cell lists before the rest fold into its details.
  static let pointersShown = 4

  public func render(_ report: FuzzReport) -> String {
    let summary = report.summary
    var tiles = [Finding.Severity.error, .warning, .note].map { severity in
      Tile(severity.rawValue, report.findings.filter { $0.severity == severity }.count, severity.rawValue)
    }
    tiles += [
      Tile(nil, summary.mutants, "mutant"), Tile(nil, summary.allowed, "allowed mutant"),
      Tile(nil, summary.drift, "drift mutant"), Tile(nil, report.contracts.count, "contract"),
    ]
    var main = heatmap(ResilienceGrid(report))
    main += contractTable(report)
    main += weaknesses(report)
    main += gaps(report)
    let sections = report.findingsReport.sections
    if !sections.isEmpty { main += "<section>\n<h2>Findings</h2>\n</section>\n" }
    for (index, section) in sections.enumerated() { main += sectionHTML(section, anchor: "findings-\(index)") }
    main += baseline(report)
    return page(
      command: "fuzz", summary: report.summarySentence, tiles: tiles, main: main, toolVersion: report.tool.version,
      style: HTMLRenderer.heatmapStyle)
  }

  private func heatmap(_ grid: ResilienceGrid) -> String {
    var html = "<section>\n<h2>Resilience matrix</h2>\n"
    guard !grid.operators.isEmpty else { return html + "<p class=\"clean\">No mutants ran.</p>\n</section>\n" }
    html += "<p class=\"legend\">Each cell: the mutants of one operator that the model failed on (failed, hung or"
    html += " crashed) or lost data with, as a share of all it ran there, and the pointers where it failed."
    html += " <span class=\"cell fail heat-4\">failed</span> <span class=\"cell lossy heat-4\">lossy only</span>"
    html += " <span class=\"cell heat-0\">survived</span> <span class=\"cell empty\">not run</span></p>\n"
    html += "<div class=\"scroll\">\n<table class=\"heatmap\">\n<thead><tr><th>Contract</th>"
    for operatorName in grid.operators { html += "<th><code>\(Markup.text(operatorName))</code></th>" }
    html += "</tr></thead>\n<tbody>\n"
    for contract in grid.contracts {
      html += "<tr><th><code>\(Markup.text(contract))</code></th>"
      for operatorName in grid.operators { html += cellHTML(grid.cell(contract, operatorName)) }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n</div>\n</section>\n"
  }

  private func cellHTML(_ cell: ResilienceGrid.Cell?) -> String {
    guard let cell else { return "<td class=\"cell empty\">–</td>" }
    let counts = cell.counts
    let kind = cell.failed > 0 ? " fail" : counts.lossy > 0 ? " lossy" : ""
    let percent = Int((cell.badShare * 100).rounded())
    var html = "<td class=\"cell\(kind) heat-\(cell.heat)\"><b>\(percent)%</b>"
    html += "<span class=\"counts\">\(cell.failed) failed · \(counts.lossy) lossy / \(counts.total)</span>"
    let pointers = cell.row.failingPointers
    if !pointers.isEmpty {
      let item = { (pointer: ResilienceMatrix.PointerCell) in
        "<li><code>\(Markup.text(pointer.shownWithOutcome))</code></li>"
      }
      html += "<ul class=\"pointers\">" + pointers.prefix(HTMLRenderer.pointersShown).map(item).joined() + "</ul>"
      if pointers.count > HTMLRenderer.pointersShown {
        html += "<details><summary>\(pointers.count - HTMLRenderer.pointersShown) more</summary><ul class=\"pointers\">"
        html += pointers.dropFirst(HTMLRenderer.pointersShown).map(item).joined() + "</ul></details>"
      }
    }
    return html + "</td>"
  }

  private func contractTable(_ report: FuzzReport) -> String {
    var html = "<section>\n<h2>Contracts</h2>\n<table>\n<thead><tr>"
    for title in ["Contract", "Type", "Fixtures", "Sites", "Mutants", "Allowed", "Drift", "Unchecked"] {
      html += "<th>\(title)</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for entry in report.contracts {
      var cells = ["<code>\(Markup.text(entry.id))</code>", "<code>\(Markup.text(entry.type ?? "(no type)"))</code>"]
      cells += [entry.fixtures, entry.sites, entry.mutants, entry.allowed, entry.drift, entry.unchecked].map { "\($0)" }
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    for entry in report.contracts where !entry.skippedFixtures.isEmpty || entry.seedsBreakingContract != nil {
      html += "<ul class=\"skipped\">"
      for seed in entry.seedsBreakingContract ?? [] {
        html += "<li><code>\(Markup.text(seed.source))</code>: \(Markup.text(seed.reason))</li>"
      }
      for skipped in entry.skippedFixtures {
        html += "<li><code>\(Markup.text(skipped.source))</code> skipped: \(Markup.text(skipped.reason))</li>"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  /// Drift the model failed on where a resilient model would not: each cell's shrunk reproducer.
  private func weaknesses(_ report: FuzzReport) -> String {
    var items = ""
    for row in report.matrix.sortedRows {
      for cell in row.pointers {
        guard let reproducer = cell.reproducer else { continue }
        items +=
          "<li><code>\(Markup.text(row.contract))</code> <span class=\"kind\">\(Markup.text(row.operatorName))</span>"
        items += " at <code>\(Markup.text(cell.shownPointer))</code>: the model \(cell.worst.rawValue)"
        items += " · reproducer <code>\(Markup.text(reproducer))</code></li>\n"
      }
    }
    guard !items.isEmpty else { return "" }
    return "<section>\n<h2>Weaknesses</h2>\n<p class=\"legend\">Drift a resilient model survives.</p>\n"
      + "<ul class=\"fixed\">\n" + items + "</ul>\n</section>\n"
  }

  /// The coverage gaps the campaign fuzzed first, and how the model did on each.
  private func gaps(_ report: FuzzReport) -> String {
    var items = ""
    for entry in report.contracts {
      for gap in entry.coverageGaps ?? [] {
        items += "<li><code>\(Markup.text(entry.id))</code> "
        items += Markup.text(CoverageGapText.line(gap, contract: entry.id, seed: report.seed)) + "</li>\n"
      }
    }
    guard !items.isEmpty else { return "" }
    return
      "<section>\n<h2>Coverage gaps, fuzzed first</h2>\n<p class=\"legend\">Schema items no recorded response has.</p>\n"
      + "<ul class=\"fixed\">\n" + items + "</ul>\n</section>\n"
  }

  private func baseline(_ report: FuzzReport) -> String {
    guard let baseline = report.baseline else { return "" }
    var html = "<section>\n<h2>Baseline <code>\(Markup.text(baseline.path))</code></h2>\n"
    html += "<p>\(baseline.regressions) \(baseline.regressions == 1 ? "regression" : "regressions"), "
    html += "\(baseline.fixed.count) fixed</p>\n"
    if !baseline.fixed.isEmpty {
      html += "<ul class=\"fixed\">\n"
      for cell in baseline.fixed {
        html +=
          "<li><code>\(Markup.text(cell.contract))</code> <span class=\"kind\">\(Markup.text(cell.operatorName))</span>"
        html += " <code>\(Markup.text(cell.shownPointer))</code>: was \(Markup.text(cell.outcome.rawValue))</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  /// The heatmap's colours: translucent, so they read on the light and the dark background.
  static let heatmapStyle = """
    .scroll { overflow-x: auto; }
    .legend { color: var(--muted); font-size: .9rem; }
    table.heatmap { width: auto; min-width: 100%; }
    .heatmap th, .heatmap td { text-align: left; vertical-align: top; border: 1px solid var(--line); }
    .heatmap thead th { font-size: .8rem; white-space: nowrap; }
    .heatmap tbody th { white-space: nowrap; }
    .cell { min-width: 7rem; font-size: .85rem; }
    span.cell { display: inline-block; min-width: 0; padding: 0 .4rem; border-radius: 4px; }
    .cell b { display: block; font-size: 1rem; }
    .cell .counts { display: block; color: var(--muted); white-space: nowrap; }
    .cell.empty { color: var(--muted); background: var(--panel); }
    .heat-0 { background: rgba(26, 127, 55, .14); }
    .fail.heat-1 { background: rgba(209, 36, 47, .10); } .fail.heat-2 { background: rgba(209, 36, 47, .22); }
    .fail.heat-3 { background: rgba(209, 36, 47, .36); } .fail.heat-4 { background: rgba(209, 36, 47, .52); }
    .fail.heat-5 { background: rgba(209, 36, 47, .70); }
    .lossy.heat-1 { background: rgba(191, 135, 0, .12); } .lossy.heat-2 { background: rgba(191, 135, 0, .24); }
    .lossy.heat-3 { background: rgba(191, 135, 0, .38); } .lossy.heat-4 { background: rgba(191, 135, 0, .54); }
    .lossy.heat-5 { background: rgba(191, 135, 0, .72); }
    .heat-4 .counts, .heat-5 .counts { color: inherit; }
    .pointers { list-style: none; margin: .25rem 0 0; padding: 0; }
    .pointers code { font-size: .8rem; }
    .skipped { color: var(--muted); font-size: .9rem; }

    """
}
