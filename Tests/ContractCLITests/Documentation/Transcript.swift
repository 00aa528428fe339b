import ContractTesting
import Foundation
import Testing

/// A shell transcript in a document: the README, or an article of the DocC catalog.
///
/// A transcript is a line `$ COMMAND` and the output printed under it, up to the next `$ ` line
/// or the end of the code block. Running it again must print the same lines, so what a
/// document shows stays true.
///
/// A command may continue over lines ending in ` \`; a trailing `# comment` is not part of it.
/// An output line that is only `…` stands for any number of lines the document leaves out. A
/// `$ echo $?` line after the output gives the exit status.
struct Transcript {
  let document: String
  let command: String
  let output: [String]
  /// The exit status the document shows (`$ echo $?`), if it shows one.
  let exitStatus: Int32?

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let catalog = "Sources/ContractTesting/ContractTesting.docc/"

  /// The transcript of the first `$ ` line of `document` (a path from the package root) that
  /// starts with `command`.
  init(_ command: String, in document: String) throws {
    self.document = document
    let text = try String(contentsOfFile: Transcript.repository + "/" + document, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("$ " + command) }) else {
      throw TranscriptError("\(document) has no transcript of `\(command)`")
    }
    var full = String(lines[start].dropFirst(2))
    var index = start + 1
    while full.hasSuffix("\\"), index < lines.count {
      let next = lines[index].trimmingCharacters(in: .whitespaces)
      full = String(full.dropLast()).trimmingCharacters(in: .whitespaces) + " " + next
      index += 1
    }
    if let comment = full.range(of: " #") { full = String(full[..<comment.lowerBound]) }
    self.command = full.trimmingCharacters(in: .whitespaces)
    var output: [String] = []
    while index < lines.count, !lines[index].hasPrefix("$ "), !lines[index].hasPrefix("```") {
      output.append(lines[index])
      index += 1
    }
    self.output = output
    if index + 1 < lines.count, lines[index] == "$ echo $?", let status = Int32(lines[index + 1]) {
      exitStatus = status
    } else {
      exitStatus = nil
    }
  }

  /// The command's words, with the program (`scripts/contract`, `contract`,
  /// `contract-fixtures`) as the package product that runs it.
  var invocation: (product: String, arguments: [String]) {
    let words = command.split(separator: " ").map(String.init)
    let program = words.first ?? ""
    let product = program == "contract-fixtures" ? "contract-fixtures" : "contract"
    return (product, Array(words.dropFirst()))
  }

  /// Runs the command with the package's built products in `directory` (the package root by
  /// default) and returns what it printed and its status.
  func run(in directory: String = Transcript.repository) throws -> CommandOutput {
    let (product, arguments) = invocation
    return try executeCommand(arguments, product: product, in: directory, environment: ["NO_COLOR": "1"])
  }

  /// Whether `printed` is what the transcript shows: line for line, `…` lines aside.
  func matches(_ printed: String) -> Bool {
    var actual = printed.components(separatedBy: "\n")
    if actual.last == "" { actual.removeLast() }
    return Transcript.match(output[...], actual[...])
  }

  private static func match(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first.trimmingCharacters(in: .whitespaces) == "…" {
      let rest = expected.dropFirst()
      var candidate = actual
      while true {
        if match(rest, candidate) { return true }
        guard !candidate.isEmpty else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard actual.first == first else { return false }
    return match(expected.dropFirst(), actual.dropFirst())
  }

  /// Runs the transcript and records an issue for each way the output differs from it.
  func expectReproduced(in directory: String = Transcript.repository, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let result = try run(in: directory)
    #expect(
      matches(result.standardOutput),
      "\(document): `\(command)` no longer prints what the document shows:\n\(result.standardOutput)\(result.standardError)",
      sourceLocation: sourceLocation)
    if let exitStatus {
      #expect(result.exitCode == exitStatus, "\(document): `\(command)`", sourceLocation: sourceLocation)
    }
  }
}

struct TranscriptError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
