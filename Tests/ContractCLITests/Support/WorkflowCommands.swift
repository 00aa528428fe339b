import Foundation
import JSONCore
import Jansson

/// The `contract` command lines of a GitHub Actions workflow (as JSON), in the order its jobs
/// would run them, each with the environment the runner would give it.
///
/// Jobs run after the jobs they need; a matrix job once per matrix value. A command line is a
/// line of a step's `run` script that starts with `contract ` (continued by trailing `\`); it
/// may use the variables of the workflow's, job's and step's `env`, whose `${{ … }}`
/// expressions are read from `matrix` and from the `expressions` the test supplies. An
/// expression nobody supplied is an error, so the test keeps up with the workflows.
struct WorkflowCommands {
  struct Command {
    var job: String
    var step: String
    var line: String
    var environment: [String: String]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let workflow: JSONValue
  let expressions: [String: String]

  func commands() throws(Failure) -> [Command] {
    var commands: [Command] = []
    let globalEnvironment = try environment(workflow["env"], matrix: [:])
    for (name, job) in try orderedJobs() {
      for matrix in try matrixValues(job) {
        let jobEnvironment = globalEnvironment.merging(try environment(job["env"], matrix: matrix)) { $1 }
        for (index, step) in (job["steps"]?.arrayValue ?? []).enumerated() {
          let lines = WorkflowCommands.contractLines(step["run"]?.stringValue ?? "")
          // Only the environment of steps that run contract is read.
          guard !lines.isEmpty else { continue }
          let stepEnvironment = jobEnvironment.merging(try environment(step["env"], matrix: matrix)) { $1 }
          let stepName = step["name"]?.stringValue ?? "step \(index + 1)"
          for line in lines {
            commands.append(Command(job: name, step: stepName, line: line, environment: stepEnvironment))
          }
        }
      }
    }
    return commands
  }

  /// The lines of `script` that run `contract`, continuations joined.
  static func contractLines(_ script: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for raw in script.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasSuffix("\\") {
        current += line.dropLast() + " "
        continue
      }
      current += line
      if current.hasPrefix("contract ") { lines.append(current) }
      current = ""
    }
    return lines
  }

  /// Jobs after the jobs they need, in the workflow's order otherwise.
  private func orderedJobs() throws(Failure) -> [(String, JSONValue)] {
    guard let jobs = workflow["jobs"]?.objectValue else { throw Failure(description: "the workflow has no jobs") }
    var ordered: [(String, JSONValue)] = []
    var done = Set<String>()
    while ordered.count < jobs.count {
      let ready = jobs.members.filter { member in
        !done.contains(member.key) && needs(member.value).allSatisfy(done.contains)
      }
      guard !ready.isEmpty else { throw Failure(description: "the jobs' needs form a cycle or name no job") }
      for member in ready {
        ordered.append((member.key, member.value))
        done.insert(member.key)
      }
    }
    return ordered
  }

  private func needs(_ job: JSONValue) -> [String] {
    if let one = job["needs"]?.stringValue { return [one] }
    return (job["needs"]?.arrayValue ?? []).compactMap(\.stringValue)
  }

  /// Every combination of the job's matrix (one empty combination without a matrix).
  private func matrixValues(_ job: JSONValue) throws(Failure) -> [[String: String]] {
    guard let matrix = job["strategy"]?["matrix"]?.objectValue else { return [[:]] }
    var combinations: [[String: String]] = [[:]]
    for member in matrix.members {
      var values = member.value.arrayValue
      if let text = member.value.stringValue {
        let resolved = try resolve(text, matrix: [:])
        values = (try? JanssonParser.parse(Array(resolved.utf8)).value.arrayValue) ?? nil
      }
      guard let values else { throw Failure(description: "matrix '\(member.key)' is not a list") }
      combinations = combinations.flatMap { combination in
        values.map { combination.merging([member.key: WorkflowCommands.text($0)]) { $1 } }
      }
    }
    return combinations
  }

  private func environment(_ value: JSONValue?, matrix: [String: String]) throws(Failure) -> [String: String] {
    var environment: [String: String] = [:]
    for member in value?.objectValue?.members ?? [] {
      environment[member.key] = try resolve(WorkflowCommands.text(member.value), matrix: matrix)
    }
    return environment
  }

  /// `text` with each `${{ expression }}` replaced.
  private func resolve(_ text: String, matrix: [String: String]) throws(Failure) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${{") {
      guard let end = rest[start.upperBound...].range(of: "}}") else { break }
      result += rest[..<start.lowerBound]
      let expression = rest[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
      if expression.hasPrefix("matrix."), let value = matrix[String(expression.dropFirst("matrix.".count))] {
        result += value
      } else if let value = expressions[expression] {
        result += value
      } else {
        throw Failure(description: "no value for the expression '\(expression)' (add it to the test's expressions)")
      }
      rest = rest[end.upperBound...]
    }
    return result + rest
  }

  private static func text(_ value: JSONValue) -> String {
    value.stringValue ?? JSONWriter().string(value)
  }
}
