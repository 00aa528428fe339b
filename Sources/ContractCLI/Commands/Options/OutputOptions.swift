import Contracts
import Foundation
import Reporting

/// A file the run could not write once its work was done (exit 3).
struct LateWriteError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Options every reporting command shares: `--format`, `--output`, `--fail-on`.
struct OutputOptions: Sendable {
  /// The report formats: every command that reports offers them all.
  typealias Format = ReportFormat

  static let specOptions: [ArgumentSpec.Option] = [
    .init("format", value: "FORMAT", help: "Report format.", choices: Format.allCases.map(\.rawValue)),
    .init(
      "output", value: "FILE",
      help: "Write the report to FILE (atomically) instead of standard output ('-': standard output)."
    ),
    .init(
      "fail-on", value: "SEVERITY", help: "Exit 1 when a finding is at or above this severity (default: error).",
      choices: ["error", "warning", "note", "never"]),
  ]

  var format: Format
  var output: String?
  /// `nil` for `never`.
  var failOn: Finding.Severity?

  init(format: Format, output: String?, failOn: Finding.Severity?) {
    self.format = format
    self.output = output
    self.failOn = failOn
  }

  init(_ arguments: ParsedArguments) {
    format = arguments.value("format").flatMap(Format.init) ?? .text
    output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
    let failOn = arguments.value("fail-on") ?? "error"
    self.failOn = failOn == "never" ? nil : Finding.Severity(rawValue: failOn)
  }

  /// The renderer of `--format`, set up for this run: colour only on a terminal's standard
  /// output, JUnit failures at `--fail-on`, SARIF paths from the working directory, and a cut
  /// Markdown report pointing at the whole one, which `command` writes.
  func renderer(context: CommandContext, command: String) -> any ReportRenderer {
    format.renderer(
      RenderOptions(
        color: context.console.useColor && output == nil, failOn: failOn, workingDirectory: context.currentDirectory,
        fullReport: OutputOptions.fullReport(command: command), command: command))
  }

  /// Where a truncated Markdown report points: the GitHub Actions run (its log and artifacts)
  /// when there is one, and the command that writes the whole report.
  static func fullReport(
    command: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let command = "`contract \(command) --format html --output report.html`"
    guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
      let run = environment["GITHUB_RUN_ID"]
    else { return command }
    return "[this run](\(server)/\(repository)/actions/runs/\(run)), or \(command)"
  }

  func fails(_ findings: [Finding]) -> Bool {
    guard let failOn else { return false }
    return findings.contains { $0.severity >= failOn }
  }

  /// Fails before the run when `--output` cannot be written (a folder, a read-only file
  /// system, `/proc`): the run's work would be lost.
  func checkDestination() throws(UsageError) {
    if let output, let problem = AtomicFile.problem(writing: output) { throw UsageError(problem) }
  }

  /// Writes the report to `--output` (atomically) or to standard output.
  ///
  /// Should the file fail now (the disk filled during the run), the report goes to standard
  /// output instead, so it is not lost, and the failure is an internal error (exit 3).
  func emit(_ text: String, console: Console) throws {
    guard let output else {
      console.write(text)
      return
    }
    do {
      try AtomicFile.write(text, to: output)
    } catch {
      console.write(text)
      throw LateWriteError(message: "\(error); the report went to standard output")
    }
  }
}
