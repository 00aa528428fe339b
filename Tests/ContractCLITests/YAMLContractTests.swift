import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// YAML contracts and specs on the built binary: `validate`, `check`, `diff` and `diff --base`
/// read `openapi.yaml` through libyaml, locate everything by the YAML file's own line and
/// column, and follow `$ref`s between YAML and JSON files.
@Suite struct YAMLContractTests {
  let directory: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-tests-\(UUID().uuidString)").path
    try write("Contracts/openapi.yaml", YAMLContractTests.openapi)
    try write("Contracts/other.yaml", YAMLContractTests.other)
    try write("Contracts/address.json", YAMLContractTests.address)
    try write("Contracts/mixed.json", #"{"$ref": "openapi.yaml#/components/schemas/User"}"#)
  }

  /// Line numbers matter: the tests name them.
  static let openapi = """
    openapi: 3.0.3
    info:
      title: Users
      version: "1"
    paths: {}
    components:
      schemas:
        User:
          type: object
          required: [id, name]
          properties:
            id:
              type: integer
            name:
              type: string
              minLength: 1
            status:
              type: string
              enum: [on, off, yes, no]
            tag:
              $ref: 'other.yaml#/components/schemas/Tag'
            address:
              $ref: address.json

    """

  static let other = """
    openapi: 3.0.3
    info: {title: Other, version: "1"}
    paths: {}
    components:
      schemas:
        Tag:
          type: string
          maxLength: 3

    """

  static let address = """
    {
      "type": "object",
      "properties": {
        "city": {"type": "string"}
      }
    }
    """

  @discardableResult
  private func write(_ relative: String, _ text: String) throws -> String {
    let url = URL(fileURLWithPath: directory + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private func contract(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(arguments, in: directory)
  }

  // MARK: - validate

  @Test func validateLocatesEachViolationInTheYAML() throws {
    try write("bad.json", #"{"id": "x", "name": "", "status": true, "tag": "long", "address": {"city": 7}}"#)
    try write("good.json", #"{"id": 1, "name": "Ann", "status": "yes", "tag": "ab", "address": {"city": "Oslo"}}"#)
    let output = try contract([
      "validate", "--schema", "Contracts/openapi.yaml#/components/schemas/User", "bad.json", "good.json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let text = output.standardOutput
    #expect(
      text.contains("/id: expected integer, got string  [/properties/id/type]  Contracts/openapi.yaml:13:17"), "\(text)"
    )
    #expect(text.contains("[/properties/name/minLength]  Contracts/openapi.yaml:16:22"), "\(text)")
    // `on`, `off`, `yes`, `no` are strings by the YAML 1.2 core schema: `true` is none of them.
    #expect(text.contains("/status: true is not one of [\"on\", \"off\", \"yes\", \"no\"]"), "\(text)")
    #expect(text.contains("[/properties/status/enum]  Contracts/openapi.yaml:19:17"), "\(text)")
    // Across files: YAML → YAML, YAML → JSON.
    #expect(text.contains("[/properties/tag/$ref/maxLength]  Contracts/other.yaml:8:18"), "\(text)")
    #expect(text.contains("[/properties/address/$ref/properties/city/type]  Contracts/address.json:4:22"), "\(text)")
    #expect(text.contains("good.json: valid"), "\(text)")
    let json = try contract([
      "validate", "--format", "json", "--schema", "Contracts/openapi.yaml#/components/schemas/User", "bad.json",
    ])
    let report = try JanssonParser.parse(Array(json.standardOutput.utf8)).value
    let id = report["errors"]?.arrayValue?.first { $0["instanceLocation"] == "/id" }
    #expect(id?["keywordSource"] == "Contracts/openapi.yaml:13:17")
  }

  /// `type: [string, null]` unquoted is how YAML documents often say "a string or null", and
  /// how Yams-based generators read it: the null is the type name. Data keeps its nulls.
  @Test func anUnquotedNullTypeNameIsTheName() throws {
    try write(
      "Contracts/nullable.yaml",
      """
      openapi: 3.1.0
      info: {title: t, version: "1"}
      paths: {}
      components:
        schemas:
          Note:
            type: object
            properties:
              text: {type: [string, null]}
              type: {type: null}
              mood: {enum: [calm, null], example: {type: [null]}}

      """)
    try write("good.json", #"{"text": null, "type": null, "mood": null}"#)
    try write("also.json", #"{"text": "hi", "mood": "calm"}"#)
    try write("bad.json", #"{"text": 3, "type": "x"}"#)
    let output = try contract([
      "validate", "--schema", "Contracts/nullable.yaml#/components/schemas/Note", "good.json", "also.json", "bad.json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    #expect(output.standardOutput.contains("good.json: valid"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("also.json: valid"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("/text: expected string or null, got integer  [/properties/text/type]  Contracts/nullable.yaml:9:22"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("/type: expected null, got string"), "\(output.standardOutput)")
  }

  @Test func aJSONSchemaCanReferToAYAMLOne() throws {
    try write("bad.json", #"{"id": 1.5, "name": "Ann"}"#)
    let output = try contract(["validate", "--schema", "Contracts/mixed.json", "bad.json"])
    #expect(output.exitCode == 1)
    #expect(
      output.standardOutput.contains(
        "/id: expected integer, got number  [/$ref/properties/id/type]  Contracts/openapi.yaml:13:17"),
      "\(output.standardOutput)")
  }

  @Test func aBadYAMLSchemaIsAConfigurationErrorAtItsLineAndColumn() throws {
    try write("i.json", "{}")
    try write("typo.yaml", "type: object\nproperties:\n  a:\n    type: 12\n")
    let typo = try contract(["validate", "--schema", "typo.yaml", "i.json"])
    #expect(typo.exitCode == 2)
    #expect(typo.standardError.contains("typo.yaml:4:11: invalid schema: 12 is not one of"), "\(typo.standardError)")
    try write("twice.yml", "type: object\nrequired: [a]\ntype: string\n")
    let twice = try contract(["validate", "--schema", "twice.yml", "i.json"])
    #expect(twice.exitCode == 2)
    #expect(
      twice.standardError.contains(
        "twice.yml:3:1: not YAML: key \"type\" is given twice in one mapping (first at 1:1): YAML keys are unique"),
      "\(twice.standardError)")
    try write("infinite.yaml", "type: number\nmaximum: .inf\n")
    let infinite = try contract(["validate", "--schema", "infinite.yaml", "i.json"])
    #expect(infinite.exitCode == 2)
    #expect(infinite.standardError.contains("infinite.yaml:2:10: not YAML: '.inf' is a YAML float JSON cannot hold"))
    try write("dangling.yaml", "type: object\nproperties:\n  a:\n    $ref: '#/nowhere'\n")
    let dangling = try contract(["validate", "--schema", "dangling.yaml", "i.json"])
    #expect(dangling.exitCode == 2)
    #expect(dangling.standardError.contains("dangling.yaml:4:11: cannot resolve reference '#/nowhere'"))
    try write("broken.yaml", "type: object\nrequired: [a\n")
    let broken = try contract(["validate", "--schema", "broken.yaml", "i.json"])
    #expect(broken.exitCode == 2)
    #expect(broken.standardError.contains("broken.yaml:3:1: not YAML: did not find expected ',' or ']'"))
  }

  @Test func aFileNamedNeitherWayIsJSONElseYAML() throws {
    try write("i.json", #"{"a": "x"}"#)
    try write("schema", "type: object\nproperties:\n  a: {type: integer}\n")
    let yaml = try contract(["validate", "--schema", "schema", "i.json"])
    #expect(yaml.exitCode == 1)
    #expect(yaml.standardOutput.contains("[/properties/a/type]  schema:3:13"), "\(yaml.standardOutput)")
    try write("neither", "type: object\nrequired: [a\n")
    let neither = try contract(["validate", "--schema", "neither", "i.json"])
    #expect(neither.exitCode == 2)
    #expect(
      neither.standardError.contains(
        "neither:1:4: not JSON: invalid token near a word of 4 bytes (not quoted) (nor YAML: 3:1: did not find expected ',' or ']'"),
      "\(neither.standardError)")
    // Broken JSON stays a JSON error, without a YAML guess.
    try write("broken.json", #"{"type": }"#)
    let json = try contract(["validate", "--schema", "broken.json", "i.json"])
    #expect(json.exitCode == 2)
    #expect(json.standardError.contains("broken.json:1:10: not JSON: unexpected token near '}'"))
    #expect(!json.standardError.contains("YAML"))
  }

  // MARK: - check

  @Test func checkReadsAManifestWhoseSchemaIsAYAMLDocument() throws {
    try write(
      "Contracts/contracts.json",
      #"{"contracts": [{"id": "users.user", "schema": "openapi.yaml#/components/schemas/User", "corpus": ["users/*.json"]}]}"#
    )
    try write("Corpus/users/bad.json", #"{"id": "x", "name": "Ann", "status": "on"}"#)
    try write("Corpus/users/good.json", #"{"id": 2, "name": "Bo", "status": "no"}"#)
    let output = try contract(["check", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let findings = report["findings"]?.arrayValue ?? []
    #expect(findings.count == 1, "\(output.standardOutput)")
    #expect(findings.first?["kind"] == "schema-violation")
    #expect(findings.first?["pointer"] == "/id")
    #expect(findings.first?["file"] == "Corpus/users/bad.json")
    #expect(
      findings.first?["schemaLocation"]?.stringValue?.hasSuffix(
        "openapi.yaml#/components/schemas/User/properties/id/type") == true)
    // The violated keyword, by the YAML's own line and column.
    #expect(findings.first?["evidence"]?["keywordSource"] == "Contracts/openapi.yaml:13:17", "\(output.standardOutput)")
    // A schema error in the YAML is a configuration error at the YAML's line and column.
    try write(
      "Contracts/openapi.yaml", YAMLContractTests.openapi.replacingOccurrences(of: "type: integer", with: "type: 12"))
    let broken = try contract(["check"])
    #expect(broken.exitCode == 2, "\(broken.standardError)")
    #expect(
      broken.standardError.contains("Contracts/openapi.yaml:13:17: contract 'users.user'"), "\(broken.standardError)")
  }

  // MARK: - diff

  @Test func diffComparesTwoYAMLDocuments() throws {
    try write("old.yaml", YAMLContractTests.openapi)
    try write(
      "new.yaml",
      YAMLContractTests.openapi.replacingOccurrences(of: "minLength: 1", with: "minLength: 1\n          nullable: true")
    )
    try write("Contracts/other.yaml", YAMLContractTests.other)
    try FileManager.default.copyItem(atPath: directory + "/Contracts/other.yaml", toPath: directory + "/other.yaml")
    try FileManager.default.copyItem(atPath: directory + "/Contracts/address.json", toPath: directory + "/address.json")
    let output = try contract(["diff", "old.yaml", "new.yaml", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let changes = report["changes"]?.arrayValue ?? []
    let nullable = changes.first { $0["id"] == "became-nullable" && $0["pointer"] == "/name" }
    #expect(nullable != nil, "\(output.standardOutput)")
    // Located by the YAML's own line and column: the `name:` key of the new document.
    #expect(nullable?["newSource"] == "new.yaml:14:9", "\(output.standardOutput)")
    #expect(nullable?["oldSource"] == "old.yaml:14:9", "\(output.standardOutput)")
    #expect(changes.count == 1, "\(output.standardOutput)")
  }

  @Test func diffBaseReadsYAMLContractsAtARevision() throws {
    try write(
      "Contracts/contracts.json",
      #"{"contracts": [{"id": "users.user", "schema": "openapi.yaml#/components/schemas/User"}]}"#)
    let git = { (arguments: [String]) throws -> CommandOutput in
      try executeProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: directory)
    }
    _ = try git(["init", "-q"])
    _ = try git(["add", "-A"])
    _ = try git(["commit", "-qm", "v1"])
    try write(
      "Contracts/other.yaml", YAMLContractTests.other.replacingOccurrences(of: "maxLength: 3", with: "maxLength: 2"))
    try write(
      "Contracts/openapi.yaml",
      YAMLContractTests.openapi.replacingOccurrences(
        of: "enum: [on, off, yes, no]", with: "enum: [on, off, yes, no, maybe]"))
    let output = try contract(["diff", "--base", "HEAD", "--format", "json"])
    // Risky and safe changes: nothing breaking, so exit 0.
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let ids = Set((report["changes"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
    #expect(ids.contains("enum-value-added"), "\(output.standardOutput)")
    #expect(ids.contains("maxLength-narrowed"), "\(output.standardOutput)")
  }
}
