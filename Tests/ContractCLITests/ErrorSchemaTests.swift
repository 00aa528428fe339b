import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// Error schemas (issue #10, item 7): a 4xx/5xx body is parsed and validated against the
/// manifest's `"errors"` schema, per contract or manifest-wide, never decoded by the model.
@Suite struct ErrorSchemaTests {
  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func contract(_ report: JSONValue, _ id: String) throws -> JSONValue {
    try #require(report["contracts"]?.arrayValue?.first { $0["id"]?.stringValue == id })
  }

  /// The shipped PostgREST error schema: the demo dump's recorded `406 PGRST116` meets it,
  /// the fixture's broken bodies are located violations.
  @Test func postgRESTErrorBodiesAreCheckedAgainstTheShippedSchema() throws {
    let root = CheckShardTests.root
    let demo = "Corpus/demo/prod-dump/chapter/logs/course-detail-2025-06-02.ndjson"
    let valid = try executeCommand(["check", "--against", demo, "--format", "json"], in: root)
    #expect(valid.exitCode == 0, "\(valid.standardOutput)\(valid.standardError)")
    let detail = try contract(try parse(valid.standardOutput), "chapter.course.detail")
    #expect(
      detail["errorResponses"] == 1 && detail["errorResponsesValid"] == 1 && detail["errorResponsesInvalid"] == nil)
    #expect(detail["errorSchema"] == "chapter/postgrest_error.schema.json")
    #expect(detail["decoded"] == 1, "the 200 beside it is decoded; the error body is not")

    let broken = "Tests/Fixtures/postgrest-errors/broken-errors.ndjson"
    let output = try executeCommand(["check", "--against", broken, "--format", "json"], in: root)
    #expect(output.exitCode == 1)
    let report = try parse(output.standardOutput)
    #expect(try contract(report, "chapter.course.detail")["errorResponsesInvalid"] == 1)
    #expect(try contract(report, "chapter.group_chat")["errorResponsesInvalid"] == 1)
    #expect(try contract(report, "chapter.group_user")["errorResponsesValid"] == 1, "the 409 unique violation is valid")
    let findings = report["findings"]?.arrayValue ?? []
    let violations = findings.filter { $0["kind"] == "schema-violation" }
    #expect(
      violations.map { "\($0["line"] ?? "") \($0["pointer"] ?? "") \($0["evidence"]?["keywordLocation"] ?? "")" }
        == ["1 \"\" \"/required\"", "1 \"/code\" \"/properties/code/type\"", "2 \"\" \"/type\""])
    #expect(
      violations.allSatisfy {
        $0["message"]?.stringValue?.hasPrefix("error response (status ") == true
          && $0["schemaLocation"]?.stringValue?.hasSuffix(
            "chapter/postgrest_error.schema.json#" + ($0["evidence"]?["keywordLocation"]?.stringValue ?? "")) == true
      })
    #expect(
      violations.first?["message"]
        == "error response (status 406) breaks the error schema: missing required property 'hint'")
    #expect(findings.contains { $0["kind"] == "parse-error" && $0["line"] == 3 && $0["column"] == 61 })
    #expect(!findings.contains { $0["kind"] == "decode-failure" }, "error bodies are never decoded by the model")
    let text = try executeCommand(["check", "--against", broken], in: root).standardOutput
    #expect(text.contains("1 error response checked against chapter/postgrest_error.schema.json (0 valid, 1 invalid)"))
  }

  /// A manifest-wide error schema, a contract's own that wins over it, and the JSON file of a
  /// response whose violation gets its line and column.
  @Test func manifestWideAndPerContractErrorSchemas() throws {
    let project = try ScratchProject(contracts: "[]")
    try project.write(
      "Contracts/contracts.json",
      """
      { "errors": { "schema": "pets/error.schema.json" },
        "contracts": [
          { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "routes": ["GET /pets"], "envelope": "array" },
          { "id": "pets.owner", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "routes": ["GET /owners"], "envelope": "array",
            "errors": { "schema": "pets/problem.schema.json#/$defs/problem" } } ] }
      """)
    try project.write(
      "Contracts/pets/error.schema.json",
      #"{"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}}"#)
    try project.write(
      "Contracts/pets/problem.schema.json",
      #"{"$defs": {"problem": {"type": "object", "required": ["title", "status"], "properties": {"status": {"type": "integer"}}}}}"#
    )
    try project.write(
      "dump/api.ndjson",
      """
      {"route": "GET /pets", "status": 404, "body": {"error": "no such pet"}}
      {"route": "GET /pets", "status": 500, "body": {"error": 500}}
      {"route": "GET /owners", "status": 404, "body": {"error": "no such owner"}}
      {"route": "GET /owners", "status": 400, "body": {"title": "bad request", "status": 400}}

      """)
    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    let pets = try contract(report, "pets.pet")
    #expect(pets["errorSchema"] == "pets/error.schema.json")
    #expect(pets["errorResponsesValid"] == 1 && pets["errorResponsesInvalid"] == 1)
    let owners = try contract(report, "pets.owner")
    #expect(owners["errorSchema"] == "pets/problem.schema.json#/$defs/problem")
    #expect(owners["errorResponsesValid"] == 1 && owners["errorResponsesInvalid"] == 1)
    let located = (report["findings"]?.arrayValue ?? []).map {
      "\($0["contract"]?.stringValue ?? "") \($0["line"] ?? "") \($0["pointer"]?.stringValue ?? "")"
    }
    #expect(located == ["pets.pet 2 /error", "pets.owner 3 ", "pets.owner 3 "], "\(located)")

    // An error schema the manifest names but that is not there: exit 2, one line, located.
    try project.write(
      "Contracts/contracts.json",
      """
      { "errors": { "schema": "pets/missing.schema.json" },
        "contracts": [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase" },
          { "id": "pets.other", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase" } ] }
      """)
    let missing = try project.run(["check", "--against", "dump"])
    #expect(missing.exitCode == 2)
    let lines = missing.standardError.split(separator: "\n")
    #expect(lines.count == 1, "a manifest-wide schema is reported once: \(lines)")
    #expect(lines.first?.contains("contracts.json:1:25") == true, "\(lines)")
    #expect(lines.first?.contains("pets/missing.schema.json") == true)

    try project.write(
      "Contracts/contracts.json",
      #"{ "contracts": [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "errors": "pets/e.json" } ] }"#)
    let malformed = try project.run(["check", "--against", "dump"])
    #expect(malformed.exitCode == 2)
    #expect(
      malformed.standardError.contains(
        #"contracts.json:1:82: "errors" must be {"schema": "path/to/error.schema.json"}"#), "\(malformed.standardError)"
    )
  }
}
