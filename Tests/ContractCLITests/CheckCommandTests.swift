import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract check`, run as a real process (the fixture runner, which registers models
/// written to fail in known ways) on the fixture contracts, corpus and dump.
@Suite struct CheckCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/pets").path

  private func check(_ arguments: [String], in directory: String = CheckCommandTests.fixtures) throws -> CommandOutput {
    try executeCommand(["check"] + arguments, product: "contract-fixtures", in: directory)
  }

  /// Runs with `--format json` and returns the parsed report.
  private func report(_ arguments: [String]) throws -> (JSONValue, CommandOutput) {
    let output = try check(arguments + ["--format", "json"])
    let value = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    return (value, output)
  }

  private func findings(_ report: JSONValue) -> [JSONValue] { report["findings"]?.arrayValue ?? [] }

  private func find(_ report: JSONValue, kind: String, contract: String?, pointer: String) -> JSONValue? {
    findings(report).first {
      $0["kind"]?.stringValue == kind && $0["contract"]?.stringValue == contract
        && $0["pointer"]?.stringValue == pointer
    }
  }

  /// A corpus run probes each model with what its contract allows (in worker processes):
  /// keys the model requires that the contract leaves optional, enum values it lacks.
  @Test func corpusRunReportsModelDrift() throws {
    let (report, _) = try report([])
    let nickname = try #require(find(report, kind: "model-drift", contract: "pets.nickname", pointer: "/nickname"))
    #expect(nickname["severity"] == "warning")
    #expect(nickname["message"]?.stringValue?.contains("missing key 'nickname'") == true)
    #expect(nickname["evidence"]?["operator"] == "drop-optional")
    // One recorded response lacks the nickname: the traffic does not contradict the contract,
    // so the probe keeps its warning, with the counts that say so.
    #expect(nickname["evidence"]?["traffic"] == "present in 1 of 2 recorded objects")
    let species = try #require(find(report, kind: "model-drift", contract: "pets.closed", pointer: "/species"))
    #expect(species["message"]?.stringValue?.contains(#""rabbit""#) == true)
    #expect(species["evidence"]?["operator"] == "enum-known")
    // Located in the recorded file, as every other finding about a body is.
    #expect(species["line"] == 1 && species["column"] != nil, "\(species)")
    // Array contracts: the row of the corpus response, and one finding per place, not per row.
    // The tag is nullable on purpose: its null probe keeps its warning.
    let tags = findings(report).filter { $0["kind"] == "model-drift" && $0["contract"] == "pets.tagged" }
    #expect(tags.compactMap { $0["pointer"]?.stringValue } == ["/0/tag"])
    #expect(tags.first?["line"] == 1 && tags.first?["column"] == 38, "\(tags)")
    #expect(tags.compactMap { $0["evidence"]?["operator"]?.stringValue } == ["null-optional"])
    // Every recorded row carries the tag the contract calls optional: dropping it tests the
    // contract, not the model. One schema-gap note for the contract, with the counts and the
    // model that needs the key.
    #expect(
      !tags.contains { $0["evidence"]?["keys"] != nil }, "no model-drift warning for what the traffic contradicts")
    let gap = try #require(findings(report).first { $0["kind"] == "schema-gap" && $0["contract"] == "pets.tagged" })
    #expect(gap["severity"] == "note")
    #expect(gap["message"]?.stringValue?.contains("/*/tag 1/1") == true)
    #expect(gap["message"]?.stringValue?.contains("PetRequiringTag requires it") == true)
    // Models that read everything their contract allows have none.
    #expect(findings(report).allSatisfy { $0["kind"] != "model-drift" || $0["contract"] != "pets.pet" })

    // A dump is about the backend: it is not probed.
    let (dumpReport, _) = try self.report(["--against", "Corpus/closed"])
    #expect(findings(dumpReport).allSatisfy { $0["kind"] != "model-drift" })
  }

  /// Real specs mark many members nullable; a model that requires three of one object's
  /// fails three null probes the same way, and the fix is one edit of one type: one warning
  /// naming the members, in check, in fuzz and in merged fuzz shards. A nullable member of
  /// another object stays its own warning.
  @Test func theNullsOneObjectRefusesAreOneWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"$defs": {"pet": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"},
         "name": {"type": ["string", "null"]}, "species": {"type": ["string", "null"]}, "tag": {"type": ["string", "null"]}}}},
       "type": "object", "required": ["pet", "friend"],
       "properties": {"pet": {"$ref": "#/$defs/pet"},
         "friend": {"type": "object", "required": ["id", "name", "species"], "properties": {"id": {"type": "integer"},
           "name": {"type": ["string", "null"]}, "species": {"type": "string"}}}}}
      """, to: "Contracts/pair.schema.json")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pair", "schema": "pair.schema.json", "type": "PetPair", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(
      #"{"pet": {"id": 1, "name": "Rex", "species": "dog", "tag": "good"}, "friend": {"id": 2, "name": "Tom", "species": "cat"}}"#,
      to: "Corpus/a.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    let fuzz = try executeCommand(
      ["fuzz", "--iterations", "300", "--out", folder.path + "/out", "--format", "json"], product: "contract-fixtures",
      in: folder.path)
    for output in [check, fuzz] {
      let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
      let drift = (report["findings"]?.arrayValue ?? []).filter {
        $0["kind"] == "model-drift" && $0["evidence"]?["operator"] == "null-optional"
      }
      #expect(drift.compactMap { $0["pointer"]?.stringValue }.sorted() == ["/friend/name", "/pet"], "\(drift)")
      let pet = try #require(drift.first { $0["pointer"] == "/pet" })
      #expect(pet["severity"] == "warning")
      #expect(pet["evidence"]?["members"] == "name, species", "\(pet)")
      #expect(
        pet["message"]?.stringValue?.contains(
          "the contract allows null in 2 members here ('name', 'species'), and PetPair requires each of them") == true,
        "\(pet)")
    }
    // check locates it at the object, in the recorded file.
    let pet = try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue?.first {
      $0["pointer"] == "/pet"
    }
    #expect(pet?["line"] == 1 && pet?["column"] == 9, "\(pet ?? .null)")

    // Shards meet the members apart (at seed 1, two of these four meet one each); merged,
    // they are the whole run's one warning.
    for shard in 1...4 {
      _ = try executeCommand(
        ["fuzz", "--iterations", "300", "--shard", "\(shard)/4", "--out", folder.path + "/shard\(shard)"],
        product: "contract-fixtures", in: folder.path)
    }
    let merged = try executeCommand(
      ["report", "merge"] + (1...4).map { folder.path + "/shard\($0)/report.json" } + ["--format", "json"],
      product: "contract-fixtures", in: folder.path)
    let nulls = (try JanssonParser.parse(Array(merged.standardOutput.utf8)).value["findings"]?.arrayValue ?? []).filter
    {
      $0["evidence"]?["operator"] == "null-optional"
    }
    #expect(nulls.compactMap { $0["pointer"]?.stringValue }.sorted() == ["/friend/name", "/pet"], "\(nulls)")
    #expect(nulls.first { $0["pointer"] == "/pet" }?["evidence"]?["members"] == "name, species", "\(nulls)")
  }

  /// An OpenAPI `discriminator` names the alternative a response is checked against: the
  /// specification's own `Cat`/`Dog` example passes (both alternatives match a cat, which
  /// `oneOf` alone refuses), and a dog's error is the `Dog`'s, one finding.
  @Test func anOpenAPIDiscriminatorNamesTheAlternativeChecked() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
            discriminator: {propertyName: petType}
          Cat: {type: object, required: [petType], properties: {petType: {type: string}, meows: {type: boolean}}}
          Dog: {type: object, required: [petType], properties: {petType: {type: string}, barks: {type: boolean}}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"petType": "Cat", "meows": true}"#, to: "Corpus/cat.json")
    try folder.write(#"{"petType": "Dog", "barks": "loud"}"#, to: "Corpus/dog.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(check.exitCode == 1)
    let findings = try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue ?? []
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?["pointer"] == "/barks", "\(findings)")
    #expect(findings.first?["message"] == "expected boolean, got string (the alternative its petType names)")
  }

  /// A `oneOf` as real documents write it for "either" (an auth server's `/signup`: a session
  /// or a user, two open objects that require nothing): every response matches both, which the
  /// contract cannot tell apart, so the finding is a warning that says so and the responses
  /// count as valid. A `oneOf` that means "exactly one" (each alternative requires its own key)
  /// given both keys is still the response's error.
  @Test func aOneOfWhoseAlternativesOverlapIsTheContractsAmbiguity() throws {
    func check(_ schemas: String, _ bodies: [String]) throws -> (CommandOutput, [JSONValue]) {
      let folder = try TemporaryFolder()
      try folder.write(OpenAPIPets.document(schemas: schemas), to: "Contracts/api.yaml")
      try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
      for (index, body) in bodies.enumerated() { try folder.write(body, to: "Corpus/\(index).json") }
      let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
      return (check, try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue ?? [])
    }
    let (either, overlaps) = try check(
      """
      Pet:
        oneOf: [{$ref: '#/components/schemas/Session'}, {$ref: '#/components/schemas/User'}]
      Session: {type: object, properties: {access_token: {type: string}, user: {$ref: '#/components/schemas/User'}}}
      User: {type: object, properties: {id: {type: string}, email: {type: string}}}
      """, [#"{"access_token": "t", "user": {"id": "u1"}}"#, #"{"id": "u2", "email": "a@b.c"}"#])
    #expect(either.exitCode == 0, "\(either.standardOutput)")
    #expect(overlaps.count == 2 && overlaps.allSatisfy { $0["severity"] == "warning" }, "\(overlaps)")
    #expect(
      overlaps.first?["message"]?.stringValue?.contains("the contract cannot tell Session and User apart") == true,
      "\(overlaps)")

    let (exactlyOne, both) = try check(
      """
      Pet:
        oneOf: [{type: object, required: [a]}, {type: object, required: [b]}]
      """, [#"{"a": 1, "b": 2}"#])
    #expect(exactlyOne.exitCode == 1)
    #expect(
      both.map { $0["message"]?.stringValue ?? "" } == ["the value matches more than one alternative in oneOf (0, 1)"])
    #expect(both.first?["severity"] == "error")
  }

  /// Repeats of one finding fold into one line, which says each different thing they say
  /// ("got integer", "got null": the line showed the first for both) and counts them at the
  /// root too; messages that differ only in the values they quote show the first, as one of
  /// several.
  @Test func aFoldedLineSaysEachThingItsRepeatsSay() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            type: object
            properties: {name: {type: string}, born: {type: string, format: date}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"name": 1, "born": "yesterday"}"#, to: "Corpus/1.json")
    try folder.write(#"{"name": null, "born": "last week"}"#, to: "Corpus/2.json")
    let check = try executeCommand(["check"], product: "contract-fixtures", in: folder.path)
    let lines = check.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("expected string, got integer; expected string, got null"), "\(lines)")
    #expect(lines.contains("'yesterday' is not a valid date (one of 2 values)"), "\(lines)")
    #expect(lines.filter { $0.hasSuffix("(×2)") }.count == 2, "\(lines)")
  }

  /// A value no alternative of a union takes is reported as the alternative it came closest
  /// to: on a tie, one of its own type (an object lacking `id` is a `Pet` without it, not a
  /// string it is not).
  @Test func theClosestAlternativeIsOneOfTheValuesType() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            oneOf:
              - {type: string, format: date-time}
              - {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"name": "Rex"}"#, to: "Corpus/1.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    let findings = try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue ?? []
    #expect(
      findings.map { $0["message"]?.stringValue ?? "" } == [
        "missing required property 'id' (the closest of the 2 alternatives of oneOf)"
      ], "\(findings)")
  }

  /// A schema whose references loop without consuming input (swift-openapi-generator's
  /// reference document's `RecursivePetAnyOf: anyOf [$ref itself, string]`) is refused for the
  /// contracts that reach it, located; every other contract of the document is checked (the
  /// loop refused them all).
  @Test func aReferenceLoopRefusesOnlyTheContractsThatReachIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Loop: {anyOf: [{$ref: '#/components/schemas/Loop'}, {type: string}]}
          Thing: {type: object, required: [id], properties: {id: {type: integer}}}
          """), to: "Contracts/api.yaml")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "loop", "schema": "api.yaml#/components/schemas/Loop", "corpus": ["loop/*.json"]}, {"id": "thing", "schema": "api.yaml#/components/schemas/Thing", "corpus": ["thing/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(#""text""#, to: "Corpus/loop/1.json")
    try folder.write(#"{"id": "oops"}"#, to: "Corpus/thing/1.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(check.exitCode == 2, "a configuration error: \(check.standardError)")
    let errors = check.standardError.split(separator: "\n")
    #expect(
      errors.count == 1 && errors[0].contains("contract 'loop'") && errors[0].contains("reference cycle"), "\(errors)")
    let findings = try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue ?? []
    #expect(
      findings.map { [$0["contract"]?.stringValue ?? "", $0["pointer"]?.stringValue ?? ""] } == [["thing", "/id"]],
      "\(findings)")
  }

  /// A member an OpenAPI 3 contract marks `writeOnly` (a password: "SHOULD NOT be sent as part
  /// of the response") that a response carries is a warning at the member, wherever the
  /// member's schema applies (under a union's branch, in a nested object, in a row of an
  /// array); the response stays valid. The same key where no `writeOnly` schema applies, and
  /// `writeOnly` in a plain JSON Schema (an annotation there), say nothing.
  @Test func aMemberMarkedWriteOnlyThatAResponseCarriesIsAWarning() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            oneOf: [{$ref: '#/components/schemas/Session'}, {$ref: '#/components/schemas/User'}]
          Session:
            type: object
            required: [access_token]
            properties: {access_token: {type: string}, user: {$ref: '#/components/schemas/User'}}
          User:
            type: object
            required: [id]
            properties: {id: {type: string}, password: {type: string, writeOnly: true}, note: {type: object}}
          """), to: "Contracts/api.yaml")
    try folder.write(
      #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"password": {"type": "string", "writeOnly": true}}}"#,
      to: "Contracts/plain.schema.json")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pet", "schema": "api.yaml#/components/schemas/Pet", "corpus": ["pet/*.json"]}, {"id": "plain", "schema": "plain.schema.json", "corpus": ["plain/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(#"{"id": "u1", "password": "hunter2"}"#, to: "Corpus/pet/user.json")
    try folder.write(
      #"{"access_token": "t", "user": {"id": "u2", "password": "hunter2"}}"#, to: "Corpus/pet/session.json")
    try folder.write(#"{"id": "u3", "note": {"password": "not the user's"}}"#, to: "Corpus/pet/note.json")
    try folder.write(#"{"id": "u4"}"#, to: "Corpus/pet/clean.json")
    try folder.write(#"{"id": "u5", "pass\u0077ord": "hunter2"}"#, to: "Corpus/pet/escaped.json")
    try folder.write(#"{"password": "hunter2"}"#, to: "Corpus/plain/user.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(check.exitCode == 0, "warnings only: \(check.standardOutput)")
    #expect(!check.standardOutput.contains("hunter2"), "no finding quotes the value")
    let report = try JanssonParser.parse(Array(check.standardOutput.utf8)).value
    let findings = report["findings"]?.arrayValue ?? []
    let seen = findings.map {
      [$0["file"]?.stringValue ?? "", $0["pointer"]?.stringValue ?? "", $0["severity"]?.stringValue ?? ""]
    }
    #expect(
      seen.sorted { $0[0] < $1[0] } == [
        ["Corpus/pet/escaped.json", "/password", "warning"],
        ["Corpus/pet/session.json", "/user/password", "warning"], ["Corpus/pet/user.json", "/password", "warning"],
      ], "\(findings)")
    #expect(
      findings.first?["message"]?.stringValue?.hasPrefix("'password' is writeOnly in the contract") == true,
      "\(findings)")
    #expect(findings.first?["evidence"]?["keywordSource"]?.stringValue?.hasPrefix("Contracts/api.yaml:") == true)
    let pet = report["contracts"]?.arrayValue?.first { $0["id"] == "pet" }
    #expect(pet?["schemaValid"] == 5, "the responses are valid: \(String(describing: pet))")
  }

  /// A Swagger 2.0 `discriminator` on a base that other definitions extend with `allOf` (its
  /// only form, go-swagger's and NSwag's): a response checked against the base is checked
  /// against the definition its value names, and the finding says so.
  @Test func aDiscriminatorOnABaseChecksTheDefinitionItNames() throws {
    let folder = try TemporaryFolder()
    try folder.write(SwaggerPets.document, to: "Contracts/api.yaml")
    try folder.write(SwaggerPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"name": "Tom", "petType": "Cat", "huntingSkill": "lazy"}"#, to: "Corpus/cat.json")
    try folder.write(#"{"name": "Kit", "petType": "Cat"}"#, to: "Corpus/kit.json")
    try folder.write(#"{"name": "Rex", "petType": "Dog", "packSize": -1}"#, to: "Corpus/dog.json")
    try folder.write(#"{"name": "Nemo", "petType": "Fish"}"#, to: "Corpus/fish.json")
    let check = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(check.exitCode == 1)
    let findings = try JanssonParser.parse(Array(check.standardOutput.utf8)).value["findings"]?.arrayValue ?? []
    let seen = findings.map {
      [$0["file"]?.stringValue ?? "", $0["pointer"]?.stringValue ?? "", $0["message"]?.stringValue ?? ""]
    }
    #expect(
      seen.sorted { $0[0] < $1[0] } == [
        ["Corpus/dog.json", "/packSize", "-1 is not at least 0 (Dog, the schema its petType names)"],
        ["Corpus/kit.json", "", "missing required property 'huntingSkill' (Cat, the schema its petType names)"],
      ], "\(findings)")
  }

  @Test func corpusFindsEachPlantedWeakness() throws {
    let (report, output) = try report([])
    #expect(output.exitCode == 1)
    let nickname = try #require(find(report, kind: "decode-failure", contract: "pets.nickname", pointer: "/nickname"))
    #expect(nickname["message"]?.stringValue?.contains("missing key 'nickname'") == true)
    #expect(nickname["message"]?.stringValue?.contains("meets its contract") == true)
    #expect(
      nickname["file"] == "../Corpus/nickname/kit.json"
        || nickname["file"]?.stringValue?.hasSuffix("Corpus/nickname/kit.json") == true)
    let closed = try #require(find(report, kind: "decode-failure", contract: "pets.closed", pointer: "/species"))
    #expect(closed["message"]?.stringValue?.contains(#"unknown Species raw value "rabbit""#) == true)
    let date = try #require(find(report, kind: "decode-failure", contract: "pets.strictdate", pointer: "/born_at"))
    #expect(date["severity"] == "error")
    let precision = try #require(find(report, kind: "roundtrip-loss", contract: "pets.pet", pointer: "/0/born_at"))
    #expect(precision["evidence"]?["difference"] == "date-precision-lost")
    #expect(precision["line"] == 2)
    let null = try #require(find(report, kind: "roundtrip-loss", contract: "pets.pet", pointer: "/1/tag"))
    #expect(null["evidence"]?["difference"] == "null-became-absent")
    let contracts = report["contracts"]?.arrayValue ?? []
    let noSchema = try #require(contracts.first { $0["id"] == "pets.noschema" })
    #expect(noSchema["schemaSkipped"] == true)
    #expect(noSchema["responses"] == 1)
    let pets = try #require(contracts.first { $0["id"] == "pets.pet" })
    // The corpus file and the NDJSON log record naming the contract.
    #expect(pets["responses"] == 2)
    #expect(findings(report).allSatisfy { $0["kind"] != "schema-violation" })
  }

  @Test func textReportGroupsByContractAndSummarises() throws {
    let output = try check([])
    #expect(
      output.standardOutput.contains(
        "pets.nickname  pets/pet.schema.json#/$defs/petWithOptionalNickname → PetRequiringNickname [default]"))
    #expect(output.standardOutput.contains("schema validation skipped: no schema"))
    let last = output.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    // The three decode failures and the property pets.forgotten never decodes.
    #expect(last.hasPrefix("4 errors, "))
    #expect(!output.standardOutput.contains("\u{1B}["), "no colour when piped")
  }

  @Test func dumpReportsDriftAndBadInputsAndLeaksNoSecret() throws {
    let (report, output) = try report(["--against", "dump"])
    #expect(output.exitCode == 1)
    for secret in [
      "sk_live_SECRET_TOKEN", "APIKEY_SECRET", "COOKIE_SECRET", "HAR_SECRET", "HAR_COOKIE", "SETCOOKIE_SECRET",
    ] {
      #expect(!output.standardOutput.contains(secret))
      #expect(!output.standardError.contains(secret))
    }
    // A new enum value, matched by route from an NDJSON envelope.
    let parrot = try #require(find(report, kind: "decode-failure", contract: "pets.closed", pointer: "/species"))
    #expect(parrot["line"] == 2)
    #expect(find(report, kind: "schema-violation", contract: "pets.closed", pointer: "/species") != nil)
    // A plain-seconds timestamp decodes with the supabase profile, and comes back as millis.
    let rewritten = try #require(find(report, kind: "roundtrip-loss", contract: "pets.pet", pointer: "/0/born_at"))
    #expect(rewritten["severity"] == "note")
    #expect(rewritten["evidence"]?["difference"] == "date-rewritten")
    // Duplicate key: the reference keeps the last value, JSONDecoder the first.
    let duplicate = try #require(find(report, kind: "parser-disagreement", contract: "pets.pet", pointer: "/0/species"))
    #expect(duplicate["message"]?.stringValue?.contains("duplicate key") == true)
    // An empty name breaks minLength: the HAR entry is matched by route.
    let empty = try #require(find(report, kind: "schema-violation", contract: "pets.pet", pointer: "/0/name"))
    #expect(empty["entry"] == 0)
    // Bad inputs: each a located parse error, and the run goes on.
    let parseErrors = findings(report).filter { $0["kind"] == "parse-error" }.compactMap { $0["file"]?.stringValue }
    #expect(parseErrors.contains("dump/binary.json"))
    #expect(parseErrors.contains("dump/empty.json"))
    #expect(parseErrors.contains("dump/not-really.har"))
    #expect(parseErrors.contains("dump/api.ndjson"))
    let unmapped = findings(report).filter { $0["kind"] == "unmapped" }
    #expect(unmapped.contains { $0["message"]?.stringValue?.contains("GET /unknown") == true })
    #expect(report["summary"]?["skippedNonJSON"] == 1)
  }

  @Test func jobsDoNotChangeTheReport() throws {
    let one = try check(["--against", "dump", "--format", "json", "--jobs", "1"])
    let two = try check(["--against", "dump", "--format", "json", "--jobs", "2"])
    #expect(one.standardOutput == two.standardOutput)
    #expect(!one.standardOutput.isEmpty)
  }

  @Test func baselineHidesKnownFindingsAndReportsFixedOnes() throws {
    let directory = NSTemporaryDirectory() + "baseline-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let baseline = directory + "/baseline.json"
    let write = try check(["--baseline", baseline, "--update-baseline"])
    // What it wrote is known: nothing is new, so the run succeeds.
    #expect(write.exitCode == 0)
    #expect(write.standardOutput.contains(", 0 fixed)"))
    #expect(FileManager.default.fileExists(atPath: baseline))
    let clean = try check(["--baseline", baseline])
    #expect(clean.exitCode == 0)
    #expect(clean.standardOutput.contains("baseline: "))
    // An entry the corpus no longer produces is reported as fixed; a dump run claims nothing.
    var text = try String(contentsOfFile: baseline, encoding: .utf8)
    let stale =
      #"{"contract":"pets.closed","fingerprint":"0123456789abcdef","kind":"decode-failure","message":"stale","pointer":"/gone"}"#
    text = text.replacingOccurrences(of: "\"findings\": [\n", with: "\"findings\": [\n    \(stale),\n")
    try text.write(toFile: baseline, atomically: true, encoding: .utf8)
    let narrowed = try check(["--baseline", baseline, "--contract", "pets.closed", "--format", "json"])
    let value = try JanssonParser.parse(Array(narrowed.standardOutput.utf8)).value
    #expect(value["findings"]?.arrayValue?.isEmpty == true)
    #expect(
      value["baseline"]?["fixed"]?.arrayValue?.compactMap { $0["fingerprint"]?.stringValue } == ["0123456789abcdef"])
    let dump = try check(["--baseline", baseline, "--against", "dump", "--format", "json"])
    let dumpValue = try JanssonParser.parse(Array(dump.standardOutput.utf8)).value
    #expect(dumpValue["baseline"]?["fixed"]?.arrayValue?.isEmpty == true)
  }

  @Test func failOnAndOutputFile() throws {
    let path = NSTemporaryDirectory() + "report-" + UUID().uuidString + ".json"
    let output = try check(["--fail-on", "never", "--format", "json", "--output", path])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.isEmpty)
    let written = try JanssonParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).value
    #expect(written["version"] == 1)
  }

  @Test func manifestTypoIsALocatedConfigurationError() throws {
    let directory = NSTemporaryDirectory() + "manifest-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/Contracts", withIntermediateDirectories: true)
    try Data(#"{"contracts": [{"id": "a", "shema": "a.json"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: directory + "/Contracts/contracts.json"))
    let output = try check([], in: directory)
    #expect(output.exitCode == 2)
    #expect(
      output.standardError
        == "contract check: Contracts/contracts.json:1:28: unknown key \"shema\" (did you mean \"schema\"?); allowed: id, schema, type, profile, corpus, routes, envelope, direction, description, maxBytes, errors (at /contracts/0/shema)\n"
    )
  }

  @Test func missingSchemaIsReportedAndTheRestGoesOn() throws {
    let directory = NSTemporaryDirectory() + "missing-schema-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/Contracts", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: directory + "/Corpus/pets", withIntermediateDirectories: true)
    try Data(
      #"{"contracts": [{"id": "a", "schema": "nope.json", "type": "Pet", "corpus": ["pets/*.json"], "envelope": "array"}]}"#
        .utf8
    ).write(to: URL(fileURLWithPath: directory + "/Contracts/contracts.json"))
    try Data(#"[{"id": 1, "name": "x", "species": "cat"}]"#.utf8).write(
      to: URL(fileURLWithPath: directory + "/Corpus/pets/a.json"))
    let output = try check([], in: directory)
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("Contracts/contracts.json:1:38: contract 'a': schema nope.json: "))
    #expect(output.standardError.contains("nope.json"))
    #expect(output.standardOutput.contains("1 response"))
  }

  @Test func unknownTypeAndUsageErrors() throws {
    let directory = NSTemporaryDirectory() + "unknown-type-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/Contracts", withIntermediateDirectories: true)
    try Data(#"{"contracts": [{"id": "a", "type": "Pett"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: directory + "/Contracts/contracts.json"))
    let output = try check([], in: directory)
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("type 'Pett' is not registered with this runner (did you mean 'Pet'?)"))
    #expect(try check(["--jobs", "0"]).exitCode == 2)
    #expect(try check(["--against", "no-such-dump"]).exitCode == 2)
    #expect(try check(["--contract", "pets.nope"]).standardError.contains("no contract 'pets.nope'"))
  }
}

/// The JSON report keeps the documented format: docs/report.schema.json validates it.
@Suite struct JSONReportFormatTests {
  @Test func reportMatchesItsDocumentedSchema() throws {
    let schemaPath = URL(fileURLWithPath: CheckCommandTests.fixtures).appendingPathComponent(
      "../../../docs/report.schema.json"
    ).standardized.path
    for arguments in [["check"], ["check", "--against", "dump"], ["check", "--against", "dump", "--shard", "1/2"]] {
      let report = try executeCommand(
        arguments + ["--format", "json"], product: "contract-fixtures", in: CheckCommandTests.fixtures)
      let file = NSTemporaryDirectory() + "report-" + UUID().uuidString + ".json"
      try Data(report.standardOutput.utf8).write(to: URL(fileURLWithPath: file))
      let validation = try executeCommand(["validate", "--schema", schemaPath, file])
      #expect(validation.exitCode == 0, "\(validation.standardOutput)\(validation.standardError)")
    }
  }
}

/// `contract list`, run as the real binary on the fixture contracts.
@Suite struct ListCommandTests {
  @Test func listsEveryContractWithItsSchemaTypeAndCorpus() throws {
    let output = try executeCommand(["list"], product: "contract-fixtures", in: CheckCommandTests.fixtures)
    #expect(output.exitCode == 0)
    #expect(
      output.standardOutput.contains("pets.pet\n  schema:  pets/pet.schema.json\n  type:    Pet [supabase, array]"))
    #expect(output.standardOutput.contains("  routes:  GET /pets\n  corpus:  1 file (pets/*.json)"))
    #expect(output.standardOutput.contains("pets.noschema\n  schema:  (no schema)"))
  }

  @Test func anUnregisteredTypeIsAConfigurationError() throws {
    // The shipped runner registers the Chapter models, not the fixtures' Pet types.
    let output = try executeCommand(["list"], in: CheckCommandTests.fixtures)
    #expect(output.exitCode == 2)
    #expect(output.standardOutput.contains("type:    Pet (not registered)"))
  }
}
