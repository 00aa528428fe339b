import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract validate --map-catalog` and `--assert-content`, run as the real binary.
@Suite struct ValidateCatalogueTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let catalogue = "Tests/Fixtures/catalogue"

  private func validate(_ arguments: [String], in directory: String? = nil) throws -> CommandOutput {
    try executeCommand(["validate"] + arguments, in: directory ?? Self.repository.path)
  }

  @Test func catalogueFolderResolvesExtensionlessReferences() throws {
    let output = try validate([
      "--schema", "\(catalogue)/gruntfile.json", "--map-catalog", catalogue,
      "\(catalogue)/instances/gruntfile.valid.json", "\(catalogue)/instances/gruntfile.invalid.json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    #expect(output.standardOutput.contains("gruntfile.valid.json: valid"))
    #expect(output.standardOutput.contains("gruntfile.invalid.json: invalid"))
    // Through grunt-copy-task → grunt-task, whose `allOf` lists itself.
    #expect(output.standardOutput.contains("/copy/options/mode: expected boolean or string, got integer"))
    // One --map of the catalogue prefix does the same.
    let mapped = try validate([
      "--schema", "\(catalogue)/jsconfig.json", "--map", "https://json.schemastore.org/=\(catalogue)/",
      "\(catalogue)/instances/jsconfig.valid.json",
    ])
    #expect(mapped.exitCode == 0, "\(mapped.standardError)")
  }

  @Test func missingCatalogueSchemaIsAConfigurationErrorNamingThePathsTried() throws {
    let directory = NSTemporaryDirectory() + "catalogue-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(#"{"properties": {"lint": {"$ref": "https://json.schemastore.org/eslintrc"}}}"#.utf8)
      .write(to: URL(fileURLWithPath: directory + "/app.json"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/i.json"))
    let output = try validate(["--schema", "app.json", "--map-catalog", ".", "i.json"], in: directory)
    #expect(output.exitCode == 2)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(output.standardError.contains("app.json:1:"))
    #expect(output.standardError.contains("/eslintrc or "))
    #expect(output.standardError.contains("/eslintrc.json"))
    #expect(output.standardError.contains("/properties/lint/$ref"))
    let notFolder = try validate(["--schema", "app.json", "--map-catalog", "i.json", "i.json"], in: directory)
    #expect(notFolder.exitCode == 2)
    #expect(notFolder.standardError.contains("--map-catalog i.json: not a directory"))
  }

  /// Draft 7's optional `content` tests of the official suite, each instance through the CLI.
  @Test func draft7ContentTestsPassWithAssertContent() throws {
    let suite = Self.repository.appendingPathComponent(
      "../shared/data/json-schema-test-suite/tests/draft7/optional/content.json"
    ).standardizedFileURL
    var groups: [(schema: String, tests: [(data: String, valid: Bool)])] = [
      // Written here too, so the test runs without the suite.
      (
        #"{"contentMediaType": "application/json", "contentEncoding": "base64"}"#,
        [
          (#""eyJmb28iOiAiYmFyIn0K""#, true), (#""ezp9Cg==""#, false), (#""{}""#, false), ("12", true),
        ]
      )
    ]
    if let data = try? Data(contentsOf: suite), case .array(let parsed) = try JanssonParser.parse(Array(data)).value {
      for group in parsed {
        let tests = (group["tests"]?.arrayValue ?? []).compactMap { test -> (String, Bool)? in
          guard let data = test["data"], let valid = test["valid"]?.boolValue else { return nil }
          return (data.description, valid)
        }
        groups.append(((group["schema"] ?? .null).description, tests))
      }
    } else {
      print("ValidateCatalogueTests: the suite's draft7 content tests skipped: no \(suite.path)")
    }
    let directory = NSTemporaryDirectory() + "content-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var checked = 0
    for (number, group) in groups.enumerated() {
      try Data(group.schema.utf8).write(to: URL(fileURLWithPath: "\(directory)/schema\(number).json"))
      let lines = group.tests.map(\.data).joined(separator: "\n") + "\n"
      try Data(lines.utf8).write(to: URL(fileURLWithPath: "\(directory)/data\(number).jsonl"))
      let output = try validate(
        [
          "--schema", "schema\(number).json", "--draft", "7", "--assert-content", "--format", "json",
          "--instances", "data\(number).jsonl",
        ], in: directory)
      let verdicts = output.standardOutput.split(separator: "\n").map {
        (try? JanssonParser.parse(Array($0.utf8)).value)?["valid"]?.boolValue
      }
      #expect(verdicts == group.tests.map(\.valid), "\(group.schema)")
      checked += verdicts.count
      // Without the flag the content keywords are annotations: every string passes.
      let plain = try validate(
        ["--schema", "schema\(number).json", "--draft", "7", "--instances", "data\(number).jsonl"], in: directory)
      #expect(plain.exitCode == 0)
    }
    #expect(checked >= 4)
  }
}
