import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// Routes that require a request header (issue #10, item 7).
///
/// PostgREST answers the same path with one object when the request says `Accept:
/// application/vnd.pgrst.object+json`, and the shipped manifest maps that to
/// `chapter.course.detail`; the plain request stays `chapter.course`. The headers are read
/// from HAR requests and NDJSON envelopes, and the credentials among them reach no output.
@Suite struct RouteHeaderTests {
  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func expectNoSecret(_ text: String, _ what: String) {
    #expect(
      !text.contains("SECRETH"),
      "\(what) leaks: \(text.components(separatedBy: "\n").filter { $0.contains("SECRETH") })")
  }

  /// A HAR entry as a browser records it: the request's headers, a JSON response.
  private func entry(accept: String, status: Int = 200, body: String) throws -> String {
    let text = String(decoding: try JSONEncoder().encode(body), as: UTF8.self)
    return """
      {"request": {"method": "GET", "url": "https://xyz.supabase.co/rest/v1/courses?select=*&id=eq.3fa85f64-5717-4562-b3fc-2c963f66afa6",
        "headers": [{"name": "accept", "value": "\(accept)"}, {"name": "authorization", "value": "Bearer SECRETH1"},
          {"name": "apikey", "value": "SECRETH2"}]},
       "response": {"status": \(status), "content": {"mimeType": "application/json", "text": \(text)}}}
      """
  }

  @Test func theSingleObjectAcceptHeaderMapsToTheDetailContract() throws {
    let root = CheckShardTests.root
    let course = try String(
      contentsOfFile: root + "/Corpus/chapter/course_detail/lse-accounting-and-finance.json", encoding: .utf8
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    let dump = root + "/.build/scratch/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
    let entries = [
      try entry(accept: "application/vnd.pgrst.object+json", body: course),
      try entry(accept: "application/json", body: "[\(course)]"),
      try entry(accept: "application/vnd.pgrst.object+json;nulls=stripped", body: course),
      try entry(
        accept: "application/vnd.pgrst.object+json", status: 406,
        body:
          #"{"code":"PGRST116","details":"The result contains 2 rows","hint":null,"message":"JSON object requested, multiple (or no) rows returned"}"#
      ),
    ]
    try Data(#"{"log": {"version": "1.2", "entries": [\#(entries.joined(separator: ",\n"))]}}"#.utf8)
      .write(to: URL(fileURLWithPath: dump + "/capture.har"))
    try Data(
      """
      {"route": "GET /rest/v1/courses?id=eq.3fa85f64-5717-4562-b3fc-2c963f66afa6", "status": 200, "request_headers": {"Accept": "application/vnd.pgrst.object+json", "Authorization": "Bearer SECRETH3"}, "body": \(course)}
      {"route": "GET /rest/v1/courses?id=eq.3fa85f64-5717-4562-b3fc-2c963f66afa6", "status": 200, "headers": {"accept": "Application/Vnd.Pgrst.Object+JSON", "apikey": "SECRETH4"}, "body": \(course)}
      {"route": "GET /rest/v1/courses", "status": 200, "request_headers": {"Accept": "application/json", "Cookie": "sb=SECRETH5"}, "body": [\(course)]}

      """.utf8
    ).write(to: URL(fileURLWithPath: dump + "/api.ndjson"))

    let output = try executeCommand(["check", "--against", dump, "--format", "json"], in: root)
    #expect(output.exitCode < 2, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    let contracts = report["contracts"]?.arrayValue ?? []
    let detail = try #require(contracts.first { $0["id"] == "chapter.course.detail" })
    let list = try #require(contracts.first { $0["id"] == "chapter.course" })
    #expect(detail["responses"] == 5, "three HAR bodies and two NDJSON lines asked for one object")
    #expect(detail["schemaValid"] == 4 && detail["decoded"] == 4 && detail["errorResponsesValid"] == 1)
    #expect(list["responses"] == 2 && list["schemaValid"] == 2 && list["decoded"] == 2)
    let findings = report["findings"]?.arrayValue ?? []
    #expect(!findings.contains { $0["kind"] == "schema-violation" || $0["kind"] == "decode-failure" }, "\(findings)")
    #expect(report["summary"]?["unmapped"] == 0)

    for format in ["text", "json", "junit", "sarif", "github", "markdown", "html"] {
      let rendered = try executeCommand(["check", "--against", dump, "--format", format], in: root)
      expectNoSecret(rendered.standardOutput + rendered.standardError, "check --format \(format)")
    }
    let listed = try executeCommand(["list"], in: root).standardOutput
    #expect(listed.contains("GET /rest/v1/courses (Accept: application/vnd.pgrst.object+json)"), "\(listed)")
  }

  /// Route objects in a manifest: a credential header a route requires is matched and never
  /// printed; malformed route objects are located configuration errors.
  @Test func routeObjectsAndTheirErrors() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "routes": [{ "route": "GET /pets", "headers": { "X-Tenant-Token": "SECRETH6" } }], "envelope": "array" } ]
        """)
    try project.write(
      "dump/api.ndjson",
      """
      {"route": "GET /pets", "status": 200, "request_headers": [{"name": "x-tenant-token", "value": "SECRETH6"}], "body": [{"id": 1, "name": "Rex", "species": "dog"}]}
      {"route": "GET /pets", "status": 200, "request_headers": {"X-Tenant-Token": "SECRETH7"}, "body": [{"id": 2, "name": "Tom", "species": "cat"}]}

      """)
    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    let report = try parse(output.standardOutput)
    #expect(report["contracts"]?.arrayValue?.first?["responses"] == 1, "only the request with the tenant's token")
    #expect(report["summary"]?["unmapped"] == 1)
    expectNoSecret(output.standardOutput + output.standardError, "check")
    let listed = try project.run(["list"])
    #expect(listed.standardOutput.contains("GET /pets (X-Tenant-Token: [redacted])"), "\(listed.standardOutput)")
    expectNoSecret(listed.standardOutput, "list")

    let cases: [(String, String)] = [
      (
        #"[{ "route": "GET /pets", "headers": [] }]"#,
        #"contracts.json:1:99: "headers" must map header names to values"#
      ),
      (#"[{ "path": "/pets" }]"#, #"contracts.json:1:66: unknown key "path"; allowed: route, headers"#),
      (#"[{ "route": "/pets" }]"#, "contracts.json:1:75: route '/pets' is not of the form 'METHOD /path'"),
      (#"[3]"#, #"contracts.json:1:64: "routes" must hold strings or route objects"#),
    ]
    for (routes, expected) in cases {
      try project.write(
        "Contracts/contracts.json",
        #"{ "contracts": [ { "id": "pets.pet", "type": "Pet", "routes": \#(routes) } ] }"#)
      let failed = try project.run(["check", "--against", "dump"])
      #expect(failed.exitCode == 2)
      #expect(failed.standardError.contains(expected), "\(routes): \(failed.standardError)")
    }
  }
}
