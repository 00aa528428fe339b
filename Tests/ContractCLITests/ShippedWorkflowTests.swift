import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// The GitHub Actions workflows in `ci/github/`: each validates against the official workflow
/// schema (with our own `contract validate`), and each `contract` command line in them runs,
/// job after job, on a copy of the shipped contracts and corpus with the built binary.
///
/// YAML becomes JSON through `scripts/yaml-to-json` (PyYAML): `CONTRACT_YAML_PYTHON` names a
/// python that has it (`scripts/test` installs PyYAML into a scratch venv when `python3` lacks
/// it); without one these tests are skipped, saying why.
@Suite struct ShippedWorkflowTests {
  static let root = CheckShardTests.root
  static let workflows = ["contract-check.yml", "contract-fuzz-nightly.yml", "contract-dump.yml"]
  static let schema = URL(fileURLWithPath: root + "/../shared/data/schemastore/github-workflow.json").standardized.path

  /// A python that imports PyYAML, or `nil`.
  static let python: String? = {
    let candidates = [ProcessInfo.processInfo.environment["CONTRACT_YAML_PYTHON"], "/usr/bin/env"].compactMap { $0 }
      .filter {
        !$0.isEmpty
      }
    for candidate in candidates {
      let arguments = candidate == "/usr/bin/env" ? ["python3", "-c", "import yaml"] : ["-c", "import yaml"]
      if let result = try? executeProcess(URL(fileURLWithPath: candidate), arguments), result.exitCode == 0 {
        return candidate
      }
    }
    print("PyYAML cannot be imported (scripts/test installs it into a venv): the shipped workflows are not checked")
    return nil
  }()

  static let canConvert = python != nil
  static let hasSchema = FileManager.default.fileExists(atPath: schema)

  /// The values the workflows' expressions take in this test.
  static let expressions: [String: String] = [
    "github.base_ref": "main",
    "needs.build.outputs.seed": "20261201",
    "inputs.duration || '5h'": "2s",
    "inputs.shards": "3",
    "fromJSON(needs.plan.outputs.shards)": "[1, 2, 3]",
  ]

  /// The workflow as JSON: a file for `contract validate`, and its value.
  private func json(_ workflow: String, into folder: String) throws -> (path: String, value: JSONValue) {
    let python = try #require(ShippedWorkflowTests.python)
    let script = ShippedWorkflowTests.root + "/scripts/yaml-to-json"
    let source = ShippedWorkflowTests.root + "/ci/github/" + workflow
    let arguments = python == "/usr/bin/env" ? ["python3", script, source] : [script, source]
    let converted = try executeProcess(URL(fileURLWithPath: python), arguments)
    try #require(converted.exitCode == 0, "\(converted.standardError)")
    let path = folder + "/" + workflow + ".json"
    try converted.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, try JanssonParser.parse(Array(converted.standardOutput.utf8)).value)
  }

  private func scratch() throws -> String {
    let path = ShippedWorkflowTests.root + "/.build/workflow-tests/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(
    .enabled(if: canConvert, "PyYAML is not installed"),
    .enabled(if: hasSchema, "../shared/data/schemastore/github-workflow.json is missing"),
    arguments: workflows)
  func validatesAgainstTheGitHubWorkflowSchema(_ workflow: String) throws {
    let folder = try scratch()
    let (path, _) = try json(workflow, into: folder)
    let validation = try executeCommand(["validate", "--schema", ShippedWorkflowTests.schema, path])
    #expect(validation.exitCode == 0, "\(validation.standardOutput)\(validation.standardError)")
    // The schema has teeth: a job without `runs-on` is refused.
    let broken = folder + "/broken.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"runs-on\"", with: "\"runs_on\"").write(
      toFile: broken, atomically: true, encoding: .utf8)
    let refused = try executeCommand(["validate", "--schema", ShippedWorkflowTests.schema, broken])
    #expect(refused.exitCode == 1)
    #expect(refused.standardOutput.contains("missing required property 'runs-on'"))
  }

  @Test(.enabled(if: canConvert, "PyYAML is not installed"), arguments: workflows)
  func everyContractCommandRunsOnTheShippedCorpus(_ workflow: String) throws {
    let folder = try scratch()
    let (_, value) = try json(workflow, into: folder)
    let commands = try WorkflowCommands(workflow: value, expressions: ShippedWorkflowTests.expressions).commands()
    #expect(!commands.isEmpty, "the workflow runs contract")

    // The workspace: the shipped contracts and corpus, and as the dump to check, the corpus's
    // recordings of the Chapter backend.
    let workspace = folder + "/workspace"
    let manager = FileManager.default
    try manager.createDirectory(atPath: workspace + "/tmp/bin", withIntermediateDirectories: true)
    for item in ["Contracts", "Corpus"] {
      try manager.copyItem(atPath: ShippedWorkflowTests.root + "/" + item, toPath: workspace + "/" + item)
    }
    try manager.copyItem(atPath: ShippedWorkflowTests.root + "/Corpus/chapter", toPath: workspace + "/dump")
    try manager.createSymbolicLink(
      atPath: workspace + "/tmp/bin/contract", withDestinationPath: productURL("contract").path)
    let runner: [String: String] = [
      "PATH": workspace + "/tmp/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "GITHUB_WORKSPACE": workspace, "RUNNER_TEMP": workspace + "/tmp",
      "GITHUB_STEP_SUMMARY": workspace + "/tmp/summary.md", "GITHUB_OUTPUT": workspace + "/tmp/output",
      "NO_COLOR": "1",
    ]
    // A pull request's checkout: a git repository whose base branch (`origin/main`) is its
    // first commit, for `contract diff --base` to read.
    let git = { (arguments: [String]) throws in
      let result = try executeProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["git", "-c", "user.name=ci", "-c", "user.email=ci@example.com"] + arguments, in: workspace)
      #expect(result.exitCode == 0, "git \(arguments): \(result.standardError)")
    }
    try git(["init", "-q"])
    try git(["add", "Contracts"])
    try git(["commit", "-qm", "base"])
    try git(["update-ref", "refs/remotes/origin/main", "HEAD"])
    var ran = 0
    for command in commands {
      let result = try executeProcess(
        URL(fileURLWithPath: "/bin/bash"), ["-c", "set -euo pipefail\n" + command.line], in: workspace,
        environment: command.environment.merging(runner) { $1 })
      #expect(
        result.exitCode == 0,
        "\(workflow) \(command.job)/\(command.step): `\(command.line)` exited \(result.exitCode)\n\(result.standardError)"
      )
      ran += 1
    }
    #expect(ran > 0)

    switch workflow {
    case "contract-dump.yml":
      // The merged report of the shards is what one machine checking the whole dump writes.
      let whole = try executeCommand(
        ["check", "--against", "dump", "--baseline", "Contracts/baseline.json", "--format", "json"], in: workspace)
      #expect(try String(contentsOfFile: workspace + "/contract-report.json", encoding: .utf8) == whole.standardOutput)
      #expect(manager.fileExists(atPath: workspace + "/contract.sarif"))
    case "contract-fuzz-nightly.yml":
      let merged = try JanssonParser.parse(
        Array(try Data(contentsOf: URL(fileURLWithPath: workspace + "/fuzz-merged.json")))
      ).value
      #expect((merged["summary"]?["mutants"]?.numberValue?.int64 ?? 0) > 0)
      #expect(merged["baseline"]?["regressions"] != nil, "compared with the committed fuzz baseline")
      // The job summary is the Markdown matrix; the artifact, the heatmap page.
      let summary = try String(contentsOfFile: workspace + "/tmp/summary.md", encoding: .utf8)
      #expect(summary.hasPrefix("## contract fuzz\n") && summary.contains("### Resilience matrix"))
      let page = try String(contentsOfFile: workspace + "/fuzz-report.html", encoding: .utf8)
      #expect(page.contains("<table class=\"heatmap\">"))
      // The matrix and SHARDS agree: every shard of the campaign ran.
      let shards = value["jobs"]?["fuzz"]?["strategy"]?["matrix"]?["shard"]?.arrayValue?.count
      #expect(shards.map(String.init) == value["env"]?["SHARDS"].map { $0.stringValue ?? JSONWriter().string($0) })
    default:
      #expect(manager.fileExists(atPath: workspace + "/contract.sarif"))
      #expect(try String(contentsOfFile: workspace + "/tmp/summary.md", encoding: .utf8).contains("chapter.course"))
    }
  }
}
