import ContractTesting
import Foundation
import Testing

/// Recordings that break inside a credential: the parse error says where, and never quotes
/// what stood there (issue #31, item 1). Each marker (`ZQX…`) is cut short inside its value,
/// so it would be the text the reference parser quotes near the error.
@Suite struct ParseSnippetSecretsTests {
  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "routes": ["GET /pets"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog"}]"#)
    // A body cut short inside an api_key, a Bearer credential and a JWT.
    try project.write("dump/pets/key.json", #"[{"id": 1, "name": "Rex", "species": "dog", "api_key": "ZQXKEY01"#)
    try project.write("dump/pets/bearer.json", #"[{"id": 1, "name": "Rex", "note": "Bearer ZQXBEA05"#)
    try project.write("dump/pets/jwt.json", #"[{"id": 1, "name": "Rex", "tag": "eyJZQXJWT06abc"#)
    // A control byte inside a refresh_token; a password cut by the end of its line.
    try project.write(
      "dump/log.ndjson",
      """
      {"route": "GET /pets", "status": 200, "body": [{"id": 2, "name": "Tom", "refresh_token": "ZQXREF02\u{01}rest"}]}
      {"route": "GET /pets", "status": 200, "body": [{"id": 3, "name": "Ada", "species": "cat"}]}

      """)
    try project.write(
      "dump/passwords.ndjson",
      """
      {"route": "GET /pets", "status": 200, "body": [{"id": 3, "password": "ZQXPWD03

      """)
    // A HAR capture cut inside a cookie header.
    try project.write(
      "dump/capture.har",
      #"{"log": {"version": "1.2", "entries": [{"request": {"method": "GET", "url": "https://api.example/pets", "headers": [{"name": "Cookie", "value": "session=ZQXSES04"#
    )
    return project
  }

  private func expectNoMarker(_ text: String, _ what: String) {
    #expect(
      !text.contains("ZQX"), "\(what) leaks: \(text.components(separatedBy: "\n").filter { $0.contains("ZQX") })")
  }

  @Test func aRecordingCutInsideACredentialIsLocatedAndNeverQuoted() throws {
    let project = try project()
    for format in ["text", "json", "junit", "sarif", "github", "markdown", "html"] {
      let output = try project.run(["check", "--format", format, "--against", "dump"])
      #expect(output.exitCode == 1, "\(format): \(output.standardError)")
      expectNoMarker(output.standardOutput, "check --format \(format)")
      expectNoMarker(output.standardError, "check --format \(format) (standard error)")
      let written = try project.run(["check", "--format", format, "--against", "dump", "--output", "report.\(format)"])
      #expect(written.exitCode == 1)
      expectNoMarker(try project.read("report.\(format)"), "--output report.\(format)")
    }
    // Every break is still reported, at its line and column, with jansson's reason.
    let text = try project.run(["check", "--against", "dump"]).standardOutput
    #expect(text.contains("key.json:1:"))
    #expect(text.contains("premature end of input near a string of 9 bytes (not quoted)"))
    #expect(text.contains("control character 0x1 near a string of 9 bytes (not quoted)"))
    #expect(text.contains("not a HAR file: not valid JSON: premature end of input near a string of 17 bytes"))
    #expect(text.contains("capture.har:1:"))

    let baseline = try project.run(["check", "--against", "dump", "--baseline", "baseline.json", "--update-baseline"])
    #expect(baseline.exitCode == 0, "\(baseline.standardError)")
    let written = try project.read("baseline.json")
    #expect(written.contains("parse-error"))
    expectNoMarker(written, "the baseline")

    for file in ["dump/passwords.ndjson", "dump/log.ndjson", "dump/capture.har", "dump/pets/key.json"] {
      for format in ["text", "json"] {
        let parse = try project.run(["parse", "--format", format, file])
        #expect(parse.exitCode == 1, "\(file)")
        #expect(parse.standardOutput.contains("not quoted"), "\(file): \(parse.standardOutput)")
        expectNoMarker(parse.standardOutput, "parse --format \(format) \(file)")
        expectNoMarker(parse.standardError, "parse --format \(format) \(file) (standard error)")
      }
    }
  }

  @Test func punctuationAndLiteralsNearAnErrorAreStillQuoted() throws {
    let project = try project()
    try project.write("broken/literal.json", #"{"a": tru}"#)
    try project.write("broken/brace.json", #"{"a": 1}}"#)
    let literal = try project.run(["parse", "broken/literal.json"]).standardOutput
    #expect(literal.contains("near 'tru'"), "\(literal)")
    let brace = try project.run(["parse", "broken/brace.json"]).standardOutput
    #expect(brace.contains("near '}'"), "\(brace)")
  }
}
