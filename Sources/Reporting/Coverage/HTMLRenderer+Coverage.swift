public import Reports

/// A coverage report as one self-contained page: a bar per contract (its share of schema
/// items exercised), then per contract the items never seen, with their pointers, and the
/// timestamp spellings recorded. The same page rules as a check's: inline CSS, no script,
/// nothing fetched, well-formed XML.
extension HTMLRenderer {
  public func render(_ report: CoverageReport) -> String {
    let tiles = [
      Tile(nil, report.contracts.count, "contract"), Tile(nil, report.itemCount, "schema item"),
      Tile(nil, report.exercisedCount, "exercised item"),
      Tile("warning", report.itemCount - report.exercisedCount, "item never seen"),
    ]
    var main = "<section>\n<h2>Contracts</h2>\n<table class=\"coverage\">\n<thead><tr>"
    for title in ["Contract", "Responses", "Values", "Exercised", "Coverage"] { main += "<th>\(title)</th>" }
    main += "</tr></thead>\n<tbody>\n"
    for (index, contract) in report.contracts.enumerated() {
      let percent = contract.percent ?? 0
      main += "<tr><td><a href=\"#coverage-\(index)\"><code>\(Markup.text(contract.id))</code></a></td>"
      main += "<td>\(contract.responses)</td><td>\(contract.samples)</td>"
      main += "<td>\(contract.exercised) / \(contract.items.count)</td>"
      main += "<td><span class=\"bar\"><span class=\"fill\" style=\"width: \(Int(percent.rounded()))%\"></span></span>"
      main += " \(CoverageReport.percentText(contract.percent))</td></tr>\n"
    }
    main += "</tbody>\n</table>\n</section>\n"
    for (index, contract) in report.contracts.enumerated() {
      main +=
        "<section class=\"contract\" id=\"coverage-\(index)\">\n<h2><code>\(Markup.text(contract.id))</code></h2>\n"
      main += "<p class=\"binding\"><code>\(Markup.text(contract.schema ?? "(no schema)"))</code> · "
      main += Markup.text("\(plural(contract.responses, "response")), \(plural(contract.samples, "value"))") + "</p>\n"
      if let note = contract.note { main += "<p class=\"clean\">\(Markup.text(note))</p>\n" }
      let unexercised = contract.unexercised
      if unexercised.isEmpty, contract.note == nil {
        main += "<p class=\"clean\">Every schema item exercised.</p>\n"
      } else if !unexercised.isEmpty {
        main += "<h3>Never seen</h3>\n<ul class=\"unexercised\">\n"
        for entry in contract.neverSeen {
          let pointer = entry.pointer.isEmpty ? "(root)" : entry.pointer
          main += "<li><code class=\"pointer\">\(Markup.text(pointer))</code> "
          main += Markup.text(entry.description) + "</li>\n"
        }
        main += "</ul>\n"
      }
      if !contract.shapes.isEmpty {
        main += "<h3>Timestamp spellings</h3>\n<ul class=\"shapes\">\n"
        for shapes in contract.shapes { main += "<li>\(Markup.text(CoverageText.shapes(shapes)))</li>\n" }
        main += "</ul>\n"
      }
      main += "</section>\n"
    }
    return page(
      command: "coverage", summary: report.summarySentence, tiles: tiles, main: main, toolVersion: report.tool,
      style: HTMLRenderer.coverageStyle)
  }

  /// The bars: a track in the panel colour, filled in the note colour to the share.
  static let coverageStyle = """
    .bar { display: inline-block; width: 8rem; height: .7rem; vertical-align: middle; border-radius: 4px;
      background: var(--panel); border: 1px solid var(--line); overflow: hidden; }
    .bar .fill { display: block; height: 100%; background: var(--note); }
    .unexercised, .shapes { font-size: .9rem; }
    h3 { font-size: 1rem; margin: 1rem 0 .25rem; }

    """
}
