import Contracts
public import Reports

/// Renders a check report as GitHub-flavoured Markdown, for a pull-request comment or a job
/// summary (`>> "$GITHUB_STEP_SUMMARY"`).
///
/// A table of contracts (responses, schema and decoding outcomes, findings by severity), then
/// one table of findings per contract, folded by fingerprint as in the text report, then fixed
/// baseline entries and configuration errors.
///
/// Everything from a response is escaped: messages quote keys and values verbatim, and a `|`
/// would split a table cell, a `<script>` would be markup, a `*` would start emphasis.
public struct MarkdownRenderer: ReportRenderer {
  /// The whole report of a check, for the note of a truncated one when the run names none.
  public static let defaultFullReport = "`contract check --format html --output report.html`"

  /// How many places a finding lists before "and N more".
  public var placesShown = 3
  /// The command whose findings a check report holds (`check`, `diff`), as its headings name it.
  public var command: String
  /// The longest report, in UTF-8 bytes (never fewer than GitHub's characters): a comment or
  /// job summary longer than GitHub's 65,536 characters is refused whole.
  public var limit = 65_536
  /// Where the whole report is, for the note of a truncated one (a CI run's page, a command).
  public var fullReport: String

  public init(fullReport: String = MarkdownRenderer.defaultFullReport, command: String = "check") {
    self.fullReport = fullReport
    self.command = command
  }

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    fitted(body(report), toolVersion: toolVersion)
  }

  /// `body` with the version footer, cut to ``limit`` with a note saying where the rest is.
  func fitted(_ body: String, toolVersion: String) -> String {
    let footer = "\n<sub>contract \(escape(toolVersion))</sub>\n"
    let text = body + footer
    guard text.utf8.count > limit else { return text }
    let note =
      "\n> **Truncated** at GitHub's 65,536-character limit: this report is \(text.utf8.count) bytes."
      + " The whole report: \(fullReport).\n"
    // Cut at a line end, so no table row or code span is left half written.
    let budget = max(0, limit - note.utf8.count - footer.utf8.count)
    let head = text.utf8.prefix(budget)
    let cut = head.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.startIndex
    return String(text[..<cut]) + note + footer
  }

  private func body(_ report: CheckReport) -> String {
    let sections = report.sections
    let icon = report.count(.error) > 0 ? "❌" : report.count(.warning) > 0 ? "⚠️" : "✅"
    var text = "## contract \(command)\n\n\(icon) \(report.summarySentence(listing: sections))\n\n"
    text += contractTable(sections, readResponses: report.readResponses)

    for section in sections where !section.groups.isEmpty {
      text += "\n### " + (section.contractID.map { code($0, inTable: false) } ?? "(no contract)") + "\n\n"
      if let summary = section.summary {
        text += code(summary.schema, inTable: false) + " → " + code(summary.type ?? "(no type)", inTable: false)
        text += " with the " + code(summary.profile, inTable: false) + " profile\n\n"
      }
      text += "| Severity | Kind | Pointer | Count | Message | Where |\n"
      text += "| --- | --- | --- | ---: | --- | --- |\n"
      for group in section.groups {
        let finding = group.first
        var places = group.places.prefix(placesShown).map { code($0, inTable: true) }.joined(separator: "<br>")
        let more = group.more(than: placesShown)
        if more > 0 { places += "<br>and \(more) more" }
        let cells = [
          MarkdownRenderer.label(finding.severity), code(finding.kind.rawValue, inTable: true),
          group.pointer.isEmpty ? "" : code(group.pointer, inTable: true), "\(group.total)",
          escape(group.message), places,
        ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }

    if let fixed = report.baseline?.fixed, !fixed.isEmpty {
      text += "\n### Fixed since the baseline\n\n| Kind | Contract | Pointer | Message |\n| --- | --- | --- | --- |\n"
      for entry in fixed {
        let cells = [
          code(entry.kind, inTable: true), entry.contract.map { code($0, inTable: true) } ?? "",
          entry.pointer.map { code($0, inTable: true) } ?? "", escape(entry.message),
        ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    if !report.configurationErrors.isEmpty {
      text += "\n### Configuration errors\n\n"
      for error in report.configurationErrors {
        var place = error.file
        if let location = error.location { place += ":\(location.line):\(location.column)" }
        if let pointer = error.pointer, !pointer.isRoot { place += " at " + pointer.description }
        text += "- " + code(place, inTable: false) + ": " + escape(error.message) + "\n"
      }
    }
    return text
  }

  /// Without `readResponses` (a schema diff's findings, about no response), the counts only.
  private func contractTable(_ sections: [FindingSection], readResponses: Bool) -> String {
    guard readResponses else {
      var text = "| Schema | Errors | Warnings | Notes |\n| --- | ---: | ---: | ---: |\n"
      for section in sections {
        let cells =
          [section.contractID.map { code($0, inTable: true) } ?? "(no contract)"]
          + [section.count(.error), section.count(.warning), section.count(.note)].map { "\($0)" }
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
      return text
    }
    var text =
      "| Contract | Schema → type | Responses | Valid | Invalid | Decoded | Failed | Errors | Warnings | Notes |\n"
    text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
    for section in sections {
      var cells = [section.contractID.map { code($0, inTable: true) } ?? "(no contract)"]
      if let summary = section.summary {
        // A dash, not a zero, where a stage was skipped: nothing was checked there.
        let schema = summary.schemaSkipped ? ["–", "–"] : ["\(summary.schemaValid)", "\(summary.schemaInvalid)"]
        let decode = summary.decodeSkipped ? ["–", "–"] : ["\(summary.decoded)", "\(summary.decodeFailed)"]
        cells.append(code(summary.schema, inTable: true) + " → " + code(summary.type ?? "(no type)", inTable: true))
        cells += ["\(summary.responses)"] + schema + decode
      } else {
        cells += ["", "", "", "", "", ""]
      }
      cells += [section.count(.error), section.count(.warning), section.count(.note)].map { "\($0)" }
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return text
  }

  static func label(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "🔴 error"
    case .warning: "🟡 warning"
    case .note: "🔵 note"
    }
  }

  /// Text that Markdown must show as it is.
  ///
  /// `&`, `<` and `>` become entities (GitHub would otherwise read `<script>` as markup and
  /// drop it); the punctuation that starts emphasis, code, links, strike-through or (on
  /// GitHub) `$`-delimited math gets a backslash, and so does `|`, which would end a table cell. Newlines become `<br>`: a
  /// table cell is one line, and elsewhere a line that starts with `#` or `-` would become a
  /// heading or a list.
  func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "~", "|", "#", "!", "$": escaped += "\\" + String(scalar)
      case "\r": break
      case "\n": escaped += "<br>"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A code span: shows its text verbatim, whatever backticks it holds.
  ///
  /// The fence is one backtick longer than the longest run inside, with a space of padding
  /// when the text starts or ends with a backtick (CommonMark strips one space each side). A
  /// cell is one line, so a newline becomes a space; a `|` is escaped even inside code in a
  /// table, which GitHub unescapes before it reads the code span.
  func code(_ text: String, inTable: Bool) -> String {
    var longest = 0, run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    var body = ""
    for character in text {
      switch character {
      case "\n", "\r", "\r\n": body += " "
      case "|" where inTable: body += "\\|"
      default: body.append(character)
      }
    }
    if body.isEmpty { body = " " }
    if body.hasPrefix("`") || body.hasSuffix("`") { body = " " + body + " " }
    let fence = String(repeating: "`", count: longest + 1)
    return fence + body + fence
  }
}
