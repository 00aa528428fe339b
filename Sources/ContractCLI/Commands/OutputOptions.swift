import Contracts
import Foundation

/// Options every reporting command shares: `--format`, `--output`, `--fail-on`.
struct OutputOptions: Sendable {
  /// The report formats of DESIGN.md (Findings), in the order `--help` lists them.
  enum Format: String, CaseIterable { case text, json, junit, sarif, github, markdown, html }

  static let specOptions = specOptions(formats: Format.allCases)

  /// The shared options, offering `formats` for `--format` (fuzzing reports come as text and
  /// JSON only).
  static func specOptions(formats: [Format]) -> [ArgumentSpec.Option] {
    [
      .init("format", value: "FORMAT", help: "Report format.", choices: formats.map(\.rawValue)),
      .init("output", value: "FILE", help: "Write the report to FILE (atomically) instead of standard output."),
      .init(
        "fail-on", value: "SEVERITY", help: "Exit 1 when a finding is at or above this severity (default: error).",
        choices: ["error", "warning", "note", "never"]),
    ]
  }

  var format: Format
  var output: String?
  /// `nil` for `never`.
  var failOn: Finding.Severity?

  init(_ arguments: ParsedArguments) {
    format = arguments.value("format").flatMap(Format.init) ?? .text
    output = arguments.value("output")
    let failOn = arguments.value("fail-on") ?? "error"
    self.failOn = failOn == "never" ? nil : Finding.Severity(rawValue: failOn)
  }

  func fails(_ findings: [Finding]) -> Bool {
    guard let failOn else { return false }
    return findings.contains { $0.severity >= failOn }
  }

  /// Writes the report to `--output` (atomically) or to standard output.
  func emit(_ text: String, console: Console) throws {
    guard let output else {
      console.write(text)
      return
    }
    try AtomicFile.write(Data(text.utf8), to: output)
  }
}
