import Contracts
public import Reports

/// Renders a check report as GitHub Actions workflow commands: one annotation per listed
/// finding, then the summary sentence as a plain log line.
///
/// ```
/// ::error file=Corpus/closed/bun.json,line=1,col=37,title=decode-failure::[pets.closed] /species: …
/// contract check: 3 errors, 3 warnings, 0 notes in 7 responses across 5 contracts
/// ```
///
/// Severities map to the three annotation levels (`error`, `warning`, `notice`). GitHub shows
/// only the first few annotations of each level per step in the pull request's diff; the
/// rest stay in the log, and the summary line says how many there are.
public struct GitHubRenderer: ReportRenderer {
  /// The command whose findings a check report holds (`check`, `diff`), as its headings name it.
  public var command: String

  public init(command: String = "check") { self.command = command }

  /// - Parameter toolVersion: not shown (workflow commands have no place for it); taken so
  ///   every renderer is called the same way.
  public func render(_ report: CheckReport, toolVersion: String) -> String {
    var text = ""
    let sections = report.sections
    for section in sections {
      // Folded groups keep the report's order (most severe first), one line per occurrence.
      for group in section.groups {
        for finding in group.all { text += annotation(for: finding) + "\n" }
      }
    }
    for error in report.configurationErrors {
      text +=
        command(
          "error", file: error.file, line: error.location?.line, column: error.location?.column,
          title: "configuration error", message: error.message) + "\n"
    }
    var summary = "contract \(command): " + report.summarySentence(listing: sections)
    if report.unlisted > 0 { summary += "; \(report.unlisted) more occurrences counted, not annotated" }
    // A plain line (not a `::` command), so it reads as the log's last word.
    return text + summary + "\n"
  }

  /// A fuzz report: one annotation per finding (each at its reproducer's payload, or the
  /// baseline for a regression), then the summary sentence.
  public func render(_ report: FuzzReport) -> String {
    var text = ""
    for finding in report.findings { text += annotation(for: finding) + "\n" }
    return text + "contract fuzz: " + report.summarySentence + "\n"
  }

  private func annotation(for finding: Finding) -> String {
    var message = ""
    if let contract = finding.contract { message += "[\(contract)] " }
    if let pointer = finding.pointer { message += (pointer.isRoot ? "(root)" : pointer.description) + ": " }
    message += finding.message
    if let entry = finding.source.entry { message += " (HAR entry \(entry))" }
    return command(
      level(finding.severity), file: finding.source.file, line: finding.source.line,
      column: finding.source.line == nil ? nil : finding.source.column, title: finding.kind.rawValue,
      message: message)
  }

  private func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  private func command(
    _ level: String, file: String, line: Int?, column: Int?, title: String, message: String
  ) -> String {
    var properties = ["file=" + GitHubRenderer.escapeProperty(file)]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=" + GitHubRenderer.escapeProperty(title))
    return "::\(level) " + properties.joined(separator: ",") + "::" + GitHubRenderer.escapeData(message)
  }

  /// Escapes a command's message, the part after `::`, as the runner unescapes it.
  ///
  /// `%` goes first, so the escapes added after it are not escaped again. A newline left as it
  /// is would end the command, and the rest of the message would run as a command of its own.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// Escapes a property value (`file=`, `title=`): as a message, and also `:` and `,`, which
  /// end a property.
  static func escapeProperty(_ text: String) -> String {
    var escaped = ""
    for character in escapeData(text).unicodeScalars {
      switch character {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
