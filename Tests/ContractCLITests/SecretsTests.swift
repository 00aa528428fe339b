import ContractTesting
import Foundation
import Testing

/// Secrets planted in every place a recording carries them, each with a unique marker, and
/// every output of every command searched for the markers (issue #10, item 1).
@Suite struct SecretsTests {
  /// A JWT whose every part holds a marker.
  static let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJTRUNSRVQwMSJ9.SECRET01sig"

  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "routes": ["GET /pets"], "envelope": "array" },
          { "id": "auth.session", "schema": "session.schema.json", "type": "Session", "profile": "auth",
            "direction": "read", "corpus": ["sessions/*.json"] } ]
        """)
    // A session, whose model needs its tokens: a failure's shrunk payload keeps them. Its
    // contract lets `expires_in` be a string, which the model cannot read.
    try project.write(
      "Contracts/session.schema.json",
      """
      {"type": "object", "required": ["access_token", "token_type", "expires_in", "refresh_token", "user"],
       "properties": {"access_token": {"type": "string"}, "token_type": {"type": "string"},
         "expires_in": {"type": ["integer", "string"]}, "refresh_token": {"type": "string"}, "user": {"type": "object"}}}
      """)
    try project.write(
      "Corpus/sessions/sign-in.json",
      """
      {"access_token": "\(SecretsTests.jwt)", "token_type": "bearer", "expires_in": 3600, "refresh_token": "SECRET40",
       "user": {"id": "8f0c2a4e-6d51-4b1e-9a57-1c2d3e4f5a6b", "aud": "authenticated", "created_at": "2024-03-15T10:29:58Z",
         "app_metadata": {}, "user_metadata": {}}}
      """)
    // Dropped fields named as credentials in every spelling, and a JWT in an ordinary value.
    try project.write(
      "Corpus/pets/list.json",
      """
      [{"id": 1, "name": "Rex", "tag": "\(SecretsTests.jwt)", "species": "dog", "access_token": "SECRET02",
        "refreshToken": "SECRET03", "client-secret": "SECRET04", "password": "SECRET05", "api_key": "SECRET06",
        "session_token": "SECRET07", "accessToken": "SECRET08", "auth": {"id_jwt": 4242424242}}]
      """)
    // A duplicated credential key: both values would be quoted by the parser differential.
    try project.write(
      "dump/pets/dup.json",
      #"[{"id": 1, "name": "Rex", "species": "dog", "password": "SECRET10", "password": "SECRET11"}]"#)
    // Tokens in query strings, headers and a line that is not JSON.
    try project.write(
      "dump/log.ndjson",
      """
      {"route": "GET /nowhere?access_token=SECRET20&apikey=SECRET21", "status": 200, "body": {}}
      {"route": "GET /pets?apikey=SECRET22", "status": 200, "headers": {"Authorization": "Bearer SECRET23"}, "body": [{"id": 2, "name": "Tom", "species": "cat", "api-key": "SECRET24"}]}
      {"route": "GET /pets", "headers": {"Cookie": "sid=SECRET25", "x-api-key": "SECRET26"}, "body": [],}

      """)
    try project.write(
      "dump/capture.har",
      """
      {"log": {"version": "1.2", "entries": [{"request": {"method": "GET", "url": "https://api.example/pets?token=SECRET30",
        "headers": [{"name": "Authorization", "value": "Bearer SECRET31"}], "cookies": [{"name": "sid", "value": "SECRET32"}]},
        "response": {"status": 200, "headers": [{"name": "Set-Cookie", "value": "sid=SECRET33"}],
          "content": {"mimeType": "application/json", "text": "[{\\"id\\": 3, \\"name\\": \\"Ada\\", \\"species\\": \\"cat\\", \\"secret\\": \\"SECRET34\\"}]"}}}]}}
      """)
    return project
  }

  private func expectNoSecret(_ text: String, _ what: String) {
    #expect(
      !text.contains("SECRET"), "\(what) leaks: \(text.components(separatedBy: "\n").filter { $0.contains("SECRET") })")
  }

  @Test func noSecretReachesAnyReportFormatFileBaselineOrParseOutput() throws {
    let project = try project()
    for format in ["text", "json", "junit", "sarif", "github", "markdown", "html"] {
      for against in [[], ["--against", "dump"]] {
        let output = try project.run(["check", "--format", format] + against)
        #expect(output.exitCode == (against.isEmpty ? 0 : 1), "\(format): \(output.standardError)")
        expectNoSecret(output.standardOutput, "check --format \(format) \(against)")
        expectNoSecret(output.standardError, "check --format \(format) stderr")
      }
      let written = try project.run(["check", "--format", format, "--against", "dump", "--output", "report.\(format)"])
      #expect(written.exitCode == 1, "the dump's line that is not JSON is a parse error")
      expectNoSecret(try project.read("report.\(format)"), "--output report.\(format)")
    }
    // The findings that used to carry the secrets are still reported, without them.
    let json = try project.run(["check", "--format", "json"]).standardOutput
    #expect(json.contains(#""pointer": "/0/access_token""#) && json.contains("[redacted]"))
    let dump = try project.run(["check", "--format", "json", "--against", "dump"]).standardOutput
    #expect(dump.contains("duplicate key: the reference parser keeps \\\"[redacted]\\\""))
    #expect(dump.contains("GET /nowhere)"), "the unmapped note names the route without its query")

    let baseline = try project.run(["check", "--baseline", "baseline.json", "--update-baseline"])
    #expect(baseline.exitCode == 0, "\(baseline.standardError)")
    expectNoSecret(try project.read("baseline.json"), "the baseline")

    for arguments in [["parse", "dump/pets/dup.json"], ["parse", "--format", "json", "dump/pets/dup.json"]] {
      let parse = try project.run(arguments)
      #expect(parse.standardOutput.contains("/0/password"))
      expectNoSecret(parse.standardOutput, arguments.joined(separator: " "))
    }
  }

  @Test func noSecretReachesFuzzReportsCheckpointsOrRecordsAndReproducersStillReplay() throws {
    let project = try project()
    for format in ["text", "json"] {
      let fuzz = try project.run(["fuzz", "--iterations", "300", "--out", "out-\(format)", "--format", format])
      #expect(fuzz.exitCode == 0, "\(fuzz.standardError)")
      #expect(fuzz.standardOutput.contains("but Session cannot decode it: expected Double"), "\(fuzz.standardOutput)")
      expectNoSecret(fuzz.standardOutput, "fuzz --format \(format)")
      expectNoSecret(fuzz.standardError, "fuzz stderr")
    }
    let files = project.files(under: "out-json")
    #expect(files.contains("out-json/report.json") && files.contains("out-json/checkpoint.json"))
    let payloads = files.filter { $0.hasSuffix(".payload.json") }
    let records = files.filter {
      $0.hasSuffix(".json") && !$0.hasSuffix(".payload.json") && $0.contains("reproducers/")
    }
    #expect(!records.isEmpty)
    for file in files where !payloads.contains(file) { expectNoSecret(try project.read(file), file) }
    // The payload files are the replay data: exact bytes, the corpus's values as they were
    // (shrunk to what each failure needs: the session's tokens as recorded, beside the
    // mutated value).
    #expect(!payloads.isEmpty)
    #expect(try payloads.allSatisfy { try !project.read($0).contains("[redacted]") })
    #expect(
      try payloads.contains {
        let payload = try project.read($0)
        return payload.contains(#""refresh_token": "SECRET40""#) && payload.contains(#""expires_in": "3600""#)
      })
    for record in records {
      let replay = try project.run(["replay", record])
      #expect(replay.standardOutput.hasSuffix("reproduced\n"), "\(record): \(replay.standardOutput)")
      expectNoSecret(replay.standardOutput, "replay \(record)")
    }
    let byID = try project.run(["replay", "pets.pet:1:49"])
    #expect(byID.standardOutput.contains("payload:"))
    expectNoSecret(byID.standardOutput, "replay by id")
  }
}
