import ContractTesting
import Foundation
import Testing

/// `contract generate`'s errors on the built binary: exit 2 with a located, one-line reason.
@Suite struct GenerateCommandTests {
  let directory: String

  init() throws { directory = try temporaryFolder("command") }

  private func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  private func generate(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(["generate"] + arguments, in: directory)
  }

  @Test func anUntranslatableSchemaIsExitTwoWithItsLineColumnAndPointer() throws {
    try write(
      "loose.schema.json",
      """
      {
        "type": "object",
        "properties": {
          "id": {"type": "integer"},
          "extra": {}
        }
      }
      """)
    let output = try generate(["--schema", "loose.schema.json", "--out", "Out"])
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains(
        "loose.schema.json:5:14: cannot translate: the schema gives no type (type, properties, items, enum, const, anyOf or oneOf), so it accepts any JSON value (at /properties/extra)"
      ), "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
  }

  @Test(arguments: [
    (#"{"type": "object"}"#, "an object with no properties and no additionalProperties schema accepts any members"),
    (#"{"type": "array"}"#, "an array without an items schema accepts any elements"),
    (#"{"type": "array", "prefixItems": [{"type": "string"}]}"#, "a tuple that allows more elements than it lists"),
    (#"{"enum": [1, "a"]}"#, "enum values must all be strings or all be integers"),
    (#"{"type": ["string", "object"]}"#, "a type list with 'object'"),
    (#"{"anyOf": [{"type": "null"}]}"#, "the anyOf has no alternative besides null"),
  ])
  func everyUntranslatableFeatureNamesItsReason(schema: String, reason: String) throws {
    try write("s.json", schema)
    let output = try generate(["--schema", "s.json", "--out", "Out"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("s.json:1:1: cannot translate: \(reason)"), "\(output.standardError)")
  }

  @Test func aBrokenReferenceIsTheValidatorsError() throws {
    try write("s.json", #"{"type": "object", "properties": {"a": {"$ref": "missing.json"}}}"#)
    let output = try generate(["--schema", "s.json", "--out", "Out"])
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains("s.json:1:49: cannot read schema file ")
        && output.standardError.contains("missing.json (at /properties/a/$ref)"), "\(output.standardError)")
  }

  @Test func aConfigurationKeyItDoesNotKnowIsLocated() throws {
    try write("contract-generate.json", "{\n  \"schemas\": [\"s.json\"],\n  \"tristate\": true\n}\n")
    let output = try generate(["--config", "contract-generate.json"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.hasPrefix("contract generate: contract-generate.json:3:15: unknown key 'tristate'"))
  }

  @Test func usageErrorsAreOneLine() throws {
    let missing = try generate(["--out", "Out"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError == "contract generate: give --schema SCHEMA... or --config FILE\n")
    try write("s.json", #"{"type": "string"}"#)
    let choice = try generate(["--schema", "s.json", "--out", "Out", "--layout", "flat"])
    #expect(choice.exitCode == 2)
    #expect(choice.standardError.split(separator: "\n").count == 1)
    let classVar = try generate(["--schema", "s.json", "--out", "Out", "--object-kind", "class", "--mutability", "var"])
    #expect(classVar.exitCode == 2)
    #expect(classVar.standardError.contains("cannot be Sendable"))
  }

  @Test func theSameInputGivesTheSameBytes() throws {
    try write(
      "s.json",
      #"{"title": "Thing", "type": "object", "properties": {"b": {"type": "string"}, "a": {"type": "integer"}}}"#)
    #expect(try generate(["--schema", "s.json", "--out", "One"]).exitCode == 0)
    #expect(try generate(["--schema", "s.json", "--out", "Two"]).exitCode == 0)
    let one = try Data(contentsOf: URL(fileURLWithPath: directory + "/One/S.swift"))
    let two = try Data(contentsOf: URL(fileURLWithPath: directory + "/Two/S.swift"))
    #expect(one == two)
  }
}
