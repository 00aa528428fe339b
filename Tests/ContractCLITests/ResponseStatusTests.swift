import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// Recorded statuses (issue #10, item 7): a 204 or an empty body has no body to check, and a
/// 4xx/5xx body is the server's error object, not the contract's rows; both are counted.
@Suite struct ResponseStatusTests {
  @Test func noBodyAndErrorResponsesAreCountedNotCheckedAsRows() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "routes": ["GET /pets", "DELETE /pets/{id}"], "envelope": "array" } ]
        """)
    try project.write(
      "dump/api.ndjson",
      """
      {"route": "GET /pets", "status": 200, "body": [{"id": 1, "name": "Rex", "species": "dog"}]}
      {"route": "DELETE /pets/1", "status": 204, "body": null}
      {"route": "GET /pets", "status": 404, "body": {"code": "PGRST116", "details": null, "hint": null, "message": "not found"}}
      {"route": "GET /pets", "status": 500, "body": {"message": "boom"}}

      """)
    try project.write(
      "dump/capture.har",
      """
      {"log": {"version": "1.2", "entries": [
        {"request": {"method": "DELETE", "url": "https://api.example/pets/2"},
         "response": {"status": 200, "content": {"mimeType": "application/json", "text": ""}}},
        "not an entry"]}}
      """)
    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let pets = try #require(report["contracts"]?.arrayValue?.first)
    #expect(pets["responses"] == 5)
    #expect(pets["noBody"] == 2, "the 204 and the empty body")
    #expect(pets["errorResponses"] == 2)
    #expect(pets["schemaValid"] == 1 && pets["schemaInvalid"] == 0, "error bodies are not checked as rows")
    #expect(pets["decoded"] == 1 && pets["decodeFailed"] == 0)
    let findings = report["findings"]?.arrayValue ?? []
    // The HAR entry that is not an object: a malformed entry, located, not a non-JSON one.
    let malformed = try #require(findings.first { $0["kind"] == "parse-error" })
    #expect(malformed["message"]?.stringValue?.contains("HAR entry 1 is not an object") == true)
    #expect(malformed["entry"] == 1)
    #expect(report["summary"]?["skippedNonJSON"] == 0)
    #expect(findings.count == 1, "\(findings)")
    let text = try project.run(["check", "--against", "dump"]).standardOutput
    #expect(text.contains("2 with no body, 2 error responses (counted, not checked)"))
  }

  /// An unknown profile is reported once: not again by the model-drift workers.
  @Test func anUnknownProfileIsReportedOnce() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "nope",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog"}]"#)
    let output = try project.run(["check"])
    #expect(output.exitCode == 2)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.contains("contract 'pets.pet': unknown profile 'nope'") == true)
  }
}
