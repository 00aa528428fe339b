public import Contracts

/// The report formats (the catalog's *Reports and formats* article), in the order `--help` lists them, each with
/// its renderer.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit, sarif, github, markdown, html

  /// The renderer of this format, set up with what the formats need of the run.
  public func renderer(_ options: RenderOptions) -> any ReportRenderer {
    switch self {
    case .text: TextRenderer(color: options.color)
    case .json: JSONRenderer()
    case .junit: JUnitRenderer(failOn: options.failOn, command: options.command)
    case .sarif: SARIFRenderer(workingDirectory: options.workingDirectory)
    case .github: GitHubRenderer(command: options.command)
    case .markdown: MarkdownRenderer(fullReport: options.fullReport, command: options.command)
    case .html: HTMLRenderer(command: options.command)
    }
  }
}

/// What some formats need to know of the run beside its report.
public struct RenderOptions: Sendable {
  /// Whether text may be coloured (a terminal, no `NO_COLOR`, no `--output`).
  public var color: Bool
  /// Findings at or above this severity fail the run (JUnit failures agree with the exit
  /// code); `nil` for `--fail-on never`.
  public var failOn: Finding.Severity?
  /// The directory relative paths are resolved from (SARIF's `%SRCROOT%`).
  public var workingDirectory: String?
  /// Where the whole report is, for the note of a Markdown report cut at GitHub's limit.
  public var fullReport: String
  /// The command whose findings a check report holds (`check`, `diff`), as headings name it.
  public var command: String

  public init(
    color: Bool = false, failOn: Finding.Severity? = .error, workingDirectory: String? = nil,
    fullReport: String = MarkdownRenderer.defaultFullReport, command: String = "check"
  ) {
    self.color = color
    self.failOn = failOn
    self.workingDirectory = workingDirectory
    self.fullReport = fullReport
    self.command = command
  }
}
