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
      {"route": "DELETE /pets/3", "status": 204}
      {"route": "GET /pets", "status": 404, "body": {"code": "PGRST116", "details": null, "hint": null, "message": "not found"}}
      {"route": "GET /pets", "status": 500, "body": {"message": "boom"}}

      """)
    try project.write(
      "dump/capture.har",
      """
      {"log": {"version": "1.2", "entries": [
        {"request": {"method": "DELETE", "url": "https://api.example/pets/2"},
         "response": {"status": 200, "content": {"mimeType": "application/json", "text": ""}}},
        "not an entry",
        {"request": {"method": "GET", "url": "https://api.example/pets"},
         "response": {"status": 304, "content": {"mimeType": "application/json; charset=utf-8", "size": 0}}},
        {"request": {"method": "GET", "url": "https://api.example/pets"},
         "response": {"status": 200, "content": {"mimeType": "application/json", "size": 120}}}]}}
      """)
    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let pets = try #require(report["contracts"]?.arrayValue?.first)
    #expect(pets["responses"] == 8)
    // A 304 has no body to record (the browser's cache answered): not a broken capture.
    #expect(pets["noBody"] == 4, "the 204s (one recorded without a body member), the empty body and the 304")
    #expect(pets["errorResponses"] == 2)
    #expect(pets["schemaValid"] == 1 && pets["schemaInvalid"] == 0, "error bodies are not checked as rows")
    #expect(pets["decoded"] == 1 && pets["decodeFailed"] == 0)
    let findings = report["findings"]?.arrayValue ?? []
    // The HAR entry that is not an object: a malformed entry, located, not a non-JSON one.
    let malformed = try #require(findings.first { $0["kind"] == "parse-error" })
    #expect(malformed["message"]?.stringValue?.contains("HAR entry 1 is not an object") == true)
    #expect(malformed["entry"] == 1)
    // A 200 whose body the capture does not hold: saved without content.
    let bodiless = try #require(findings.first { $0["entry"] == 3 })
    #expect(bodiless["message"]?.stringValue?.contains("HAR entry 3 holds no body for this JSON response") == true)
    #expect(report["summary"]?["skippedNonJSON"] == 0)
    #expect(findings.count == 2, "\(findings)")
    let text = try project.run(["check", "--against", "dump"]).standardOutput
    #expect(text.contains("4 with no body, 2 error responses (counted, not checked)"))
  }

  /// Two keys missing from one object are two findings: a baseline that knows the first
  /// does not hide the second when the backend stops sending it too.
  @Test func eachMissingKeyIsAFindingOfItsOwn() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "routes": ["GET /pets"], "envelope": "array" } ]
        """)
    try project.write("dump/api.ndjson", #"{"route": "GET /pets", "status": 200, "body": [{"id": 1, "species": "dog"}]}"# + "\n")
    let known = try project.run(["check", "--against", "dump", "--baseline", "baseline.json", "--update-baseline"])
    #expect(known.exitCode == 0, "\(known.standardError)")
    try project.write("dump/api.ndjson", #"{"route": "GET /pets", "status": 200, "body": [{"id": 1}]}"# + "\n")
    let output = try project.run(["check", "--against", "dump", "--baseline", "baseline.json", "--format", "json"])
    #expect(output.exitCode == 1)
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let messages = (report["findings"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
    #expect(messages == ["missing required property 'species'"], "\(output.standardOutput)")
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
