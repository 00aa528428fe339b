import Contracts
public import Reports

/// Renders a check report as one self-contained HTML page, to open from a CI artifact.
///
/// Inline CSS, no script, no image, no font or stylesheet to fetch: the page reads the same
/// offline and from a zip. Its Content-Security-Policy allows nothing but the inline style,
/// so even a mistake in escaping could not run a script or reach the network. Findings are
/// folded by fingerprint as in the text report; `<details>` shows every listed place, the
/// evidence and the fingerprint without a script.
///
/// The page is also well-formed XML (void elements closed with `/>`, only XML's entities),
/// so tests and tools can read it with an XML parser.
public struct HTMLRenderer: ReportRenderer {
  /// How many places a finding shows before the rest fold into its details.
  public var placesShown = 3
  /// The command whose findings a check report holds (`check`, `diff`), as its headings name it.
  public var command: String

  public init(command: String = "check") { self.command = command }

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    let sections = report.sections
    var tiles = [Finding.Severity.error, .warning, .note].map { severity in
      Tile(severity.rawValue, sections.listedCount(severity), severity.rawValue)
    }
    if report.readResponses {
      tiles += [Tile(nil, report.responses, "response"), Tile(nil, report.contracts.count, "contract")]
    }
    var main = contractTable(sections, readResponses: report.readResponses)
    for (index, section) in sections.enumerated() where section.summary != nil || !section.groups.isEmpty {
      main += sectionHTML(section, anchor: "contract-\(index)")
    }
    main += fixedAndConfiguration(report)
    return page(
      command: command, summary: report.summarySentence(listing: sections), tiles: tiles, main: main, toolVersion: toolVersion)
  }

  /// A count at the top of the page: `3 errors`, in the severity's colour when it is one.
  struct Tile {
    var style: String?
    var count: Int
    var noun: String

    init(_ style: String?, _ count: Int, _ noun: String) {
      self.style = style
      self.count = count
      self.noun = noun
    }

    var html: String {
      let open = style.map { "<li class=\"\($0)\">" } ?? "<li>"
      return open + "<b>\(count)</b> \(count == 1 ? noun : noun + "s")</li>\n"
    }
  }

  /// The page around a report: head, style, the header with the command, its summary and its
  /// tiles, `main`, and the footer with the tool's version.
  func page(
    command: String, summary: String, tiles: [Tile], main: String, toolVersion: String, style extra: String = ""
  ) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/>
      <title>contract \(command): \(Markup.text(summary))</title>
      <style>\(HTMLRenderer.style)\(extra)</style>
      </head>
      <body>
      <header>
      <h1>contract \(command)</h1>
      <p class="summary">\(Markup.text(summary))</p>
      <ul class="tiles">

      """
    for tile in tiles { html += tile.html }
    html += "</ul>\n</header>\n<main>\n" + main
    html += "</main>\n<footer>contract \(Markup.text(toolVersion))</footer>\n</body>\n</html>\n"
    return html
  }

  /// Without `readResponses` (a schema diff's findings, about no response), the counts only.
  private func contractTable(_ sections: [FindingSection], readResponses responses: Bool) -> String {
    var html = "<section>\n<h2>\(responses ? "Contracts" : "Schemas")</h2>\n<table>\n<thead><tr>"
    let titles =
      responses
      ? ["Contract", "Responses", "Valid", "Invalid", "Decoded", "Failed", "Errors", "Warnings", "Notes"]
      : ["Schema", "Errors", "Warnings", "Notes"]
    for title in titles {
      html += "<th>\(title)</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for (index, section) in sections.enumerated() {
      let name = section.contractID.map { "<code>\(Markup.text($0))</code>" } ?? "(no contract)"
      var cells = ["<a href=\"#contract-\(index)\">\(name)</a>"]
      if responses, let summary = section.summary {
        // A dash, not a zero, where a stage was skipped: nothing was checked there.
        cells.append("\(summary.responses)")
        cells += summary.schemaSkipped ? ["–", "–"] : ["\(summary.schemaValid)", "\(summary.schemaInvalid)"]
        cells += summary.decodeSkipped ? ["–", "–"] : ["\(summary.decoded)", "\(summary.decodeFailed)"]
      } else if responses {
        cells += ["", "", "", "", ""]
      }
      for severity in [Finding.Severity.error, .warning, .note] {
        let count = section.count(severity)
        cells.append(count > 0 ? "<span class=\"\(severity.rawValue)\">\(count)</span>" : "0")
      }
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  func sectionHTML(_ section: FindingSection, anchor: String) -> String {
    var html = "<section class=\"contract\" id=\"\(anchor)\">\n<h2>"
    html += section.contractID.map { "<code>\(Markup.text($0))</code>" } ?? "(no contract)"
    html += "</h2>\n"
    if let summary = section.summary {
      html += "<p class=\"binding\"><code>\(Markup.text(summary.schema))</code> → "
      html += "<code>\(Markup.text(summary.type ?? "(no type)"))</code> · profile "
      html += "<code>\(Markup.text(summary.profile))</code> · \(Markup.text(plural(summary.responses, "response")))"
      let outcome = summary.outcomeDescription
      if !outcome.isEmpty { html += " (\(Markup.text(outcome)))" }
      html += "</p>\n"
    }
    if section.groups.isEmpty { html += "<p class=\"clean\">No findings.</p>\n" }
    for group in section.groups { html += findingHTML(group) }
    return html + "</section>\n"
  }

  private func findingHTML(_ group: FindingGroup) -> String {
    let finding = group.first
    let severity = finding.severity.rawValue
    var html = "<article class=\"finding \(severity)\">\n<p class=\"head\">"
    html += "<span class=\"badge\">\(severity)</span> <span class=\"kind\">\(finding.kind.rawValue)</span>"
    if !group.pointer.isEmpty { html += " <code class=\"pointer\">\(Markup.text(group.pointer))</code>" }
    if group.total > 1 { html += " <span class=\"count\">×\(group.total)</span>" }
    html += "</p>\n<p class=\"message\">\(Markup.text(group.message))</p>\n"
    let places = group.places
    html += "<p class=\"places\">at "
    html += places.prefix(placesShown).map { "<code>\(Markup.text($0))</code>" }.joined(separator: ", ")
    let more = group.more(than: placesShown)
    if more > 0 { html += " and \(more) more" }
    html += "</p>\n<details><summary>Details</summary>\n<dl>\n"
    if places.count > placesShown {
      // The report lists the first occurrences of a fingerprint and counts the rest.
      let listed = group.total > places.count ? " (\(places.count) of \(group.total))" : ""
      html += "<dt>Places listed\(listed)</dt><dd><ul>"
      html += places.map { "<li><code>\(Markup.text($0))</code></li>" }.joined()
      html += "</ul></dd>\n"
    }
    if let schemaLocation = finding.schemaLocation {
      html += "<dt>Schema keyword</dt><dd><code>\(Markup.text(schemaLocation))</code></dd>\n"
    }
    for key in finding.evidence.keys.sorted() {
      html += "<dt>\(Markup.text(key))</dt><dd><code>\(Markup.text(finding.evidence[key] ?? ""))</code></dd>\n"
    }
    html += "<dt>Fingerprint</dt><dd><code>\(finding.fingerprint)</code></dd>\n"
    return html + "</dl>\n</details>\n</article>\n"
  }

  private func fixedAndConfiguration(_ report: CheckReport) -> String {
    var html = ""
    if let fixed = report.baseline?.fixed, !fixed.isEmpty {
      html += "<section>\n<h2>Fixed since the baseline</h2>\n<ul class=\"fixed\">\n"
      for entry in fixed {
        html += "<li><span class=\"kind\">\(Markup.text(entry.kind))</span> "
        html += "<code>\(Markup.text(entry.contract ?? "-"))</code> <code>\(Markup.text(entry.pointer ?? ""))</code> "
        html += Markup.text(entry.message) + "</li>\n"
      }
      html += "</ul>\n</section>\n"
    }
    if !report.configurationErrors.isEmpty {
      html += "<section>\n<h2>Configuration errors</h2>\n"
      for error in report.configurationErrors {
        html +=
          "<article class=\"finding error\"><p class=\"message\">\(Markup.text(error.description))</p></article>\n"
      }
      html += "</section>\n"
    }
    return html
  }

  /// The page's style: system fonts, severity colours on the left edge of each finding, a
  /// dark variant that follows the reader's setting.
  static let style = """

    :root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa;
      --line: #d1d9e0; --error: #d1242f; --warning: #9a6700; --note: #0969da; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
        --error: #f85149; --warning: #d29922; --note: #4493f8; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg);
      background: var(--bg); }
    header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1.5rem; }
    h1 { margin: 1.5rem 0 .25rem; font-size: 1.6rem; }
    h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
    code { font: .9em ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
    .summary { color: var(--muted); margin: 0 0 1rem; }
    .tiles { display: flex; flex-wrap: wrap; gap: .75rem; list-style: none; padding: 0; margin: 0; }
    .tiles li { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1rem; }
    .tiles b { display: block; font-size: 1.4rem; }
    .tiles .error b, td .error { color: var(--error); }
    .tiles .warning b, td .warning { color: var(--warning); }
    .tiles .note b, td .note { color: var(--note); }
    td .error, td .warning, td .note { font-weight: 600; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: right; padding: .35rem .6rem; border-bottom: 1px solid var(--line); }
    th:first-child, td:first-child { text-align: left; }
    th { color: var(--muted); font-weight: 600; }
    a { color: inherit; }
    .binding { color: var(--muted); margin-top: 0; }
    .clean { color: var(--muted); font-style: italic; }
    .finding { border: 1px solid var(--line); border-left: 4px solid var(--note); border-radius: 6px;
      background: var(--panel); padding: .5rem 1rem; margin: .75rem 0; }
    .finding.error { border-left-color: var(--error); }
    .finding.warning { border-left-color: var(--warning); }
    .finding p { margin: .25rem 0; }
    .badge { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 1rem; padding: 0 .5rem;
      font-size: .8rem; font-weight: 600; color: #fff; background: var(--note); }
    .error .badge { background: var(--error); }
    .warning .badge { background: var(--warning); }
    .kind { font-weight: 600; }
    .count { color: var(--muted); }
    .message { white-space: pre-wrap; overflow-wrap: anywhere; }
    .places { color: var(--muted); font-size: .9rem; }
    details summary { cursor: pointer; color: var(--muted); font-size: .85rem; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; font-size: .9rem; }
    dt { color: var(--muted); } dd { margin: 0; } dd ul { margin: 0; padding-left: 1rem; }
    .fixed li { margin: .25rem 0; }
    footer { color: var(--muted); font-size: .85rem; margin: 2rem auto; }

    """
}
