import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract diff`, run as the shipped binary on the demo versions in `Contracts/history/`:
/// every planted change at its pointer, with the registered model's verdict beside the rule.
@Suite struct DiffCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  private func diff(_ arguments: [String], in directory: String = DiffCommandTests.packageRoot) throws -> CommandOutput
  {
    try executeCommand(["diff"] + arguments, in: directory)
  }

  private func changes(_ arguments: [String]) throws -> (changes: [JSONValue], output: CommandOutput) {
    let output = try diff(arguments + ["--format", "json"])
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    return (report["changes"]?.arrayValue ?? [], output)
  }

  private func change(_ changes: [JSONValue], _ id: String, at pointer: String, in schema: String? = nil) -> JSONValue?
  {
    changes.first {
      $0["id"]?.stringValue == id && $0["pointer"]?.stringValue == pointer
        && (schema == nil || $0["schema"]?.stringValue == schema)
    }
  }

  static let chapter = ["Contracts/history/chapter-v1/openapi.json", "Contracts/chapter/openapi.json"]
  static let sightscreen = [
    "Contracts/sightscreen/live-matches-response.schema.json",
    "Contracts/history/sightscreen-v2/live-matches-response.schema.json",
  ]

  @Test func chapterChangesJudgedByCourseV2() throws {
    let (changes, output) = try changes(Self.chapter)
    #expect(output.exitCode == 1, "\(output.standardError)")
    // course_url became nullable and optional: Course_V2 requires a String there.
    let nullable = try #require(change(changes, "became-nullable", at: "/course_url", in: "courses"))
    #expect(nullable["level"] == "breaking")
    #expect(nullable["verdict"]?["result"] == "breaks")
    #expect(nullable["verdict"]?["model"] == "Course_V2")
    #expect(nullable["verdict"]?["message"]?.stringValue?.contains("null where String is required") == true)
    #expect(nullable["contract"] == "chapter.course")
    let optional = try #require(change(changes, "became-optional", at: "/course_url", in: "courses"))
    #expect(optional["verdict"]?["message"]?.stringValue?.contains("missing key 'course_url'") == true)
    // Rule-breaking changes the model tolerates are not breaking for it.
    // Course_V2 has no legacy_ranking: it does not read the place.
    for (id, pointer, result) in [
      ("type-widened", "/acceptance_rate", "tolerates"), ("became-nullable", "/description", "tolerates"),
      ("property-removed-required", "/legacy_ranking", "unused"), ("type-changed", "/typical_offer", "tolerates"),
    ] {
      let tolerated = try #require(change(changes, id, at: pointer, in: "courses"), "\(id) \(pointer)")
      #expect(tolerated["ruleLevel"] == "breaking")
      #expect(tolerated["verdict"]?["result"]?.stringValue == result, "\(id) \(pointer)")
      #expect(tolerated["level"] == "safe", "\(id) \(pointer)")
    }
    // Every other planted kind, at its place.
    for (id, pointer, schema) in [
      ("enum-value-added", "/study_mode", "courses"), ("format-changed", "/created_at", "courses"),
      ("maxLength-widened", "/course_name", "courses"), ("maxLength-widened", "/subject_tags/*", "courses"),
      ("type-narrowed", "/fee_home", "courses"), ("became-required", "/is_published", "courses"),
      ("no-longer-nullable", "/is_published", "courses"), ("property-added-optional", "/ucas_points", "courses"),
      ("enum-value-removed", "/group_type", "group_chats"), ("additional-properties-allowed", "", "campuses"),
      ("schema-removed", "", "(document)"), ("property-removed-optional", "/old_rank", "courses"),
      ("property-added-required", "/qualification", "courses"), ("format-added", "/campus_id", "courses"),
    ] {
      #expect(change(changes, id, at: pointer, in: schema) != nil, "\(id) at \(pointer) in \(schema)")
    }
    // Only planted changes: the definitions unchanged between the versions say nothing.
    #expect(
      changes.allSatisfy {
        ["courses", "group_chats", "campuses", "(document)"].contains($0["schema"]?.stringValue ?? "")
      })
    #expect(changes.allSatisfy { $0["level"] != "breaking" || $0["verdict"]?["result"] != "tolerates" })
  }

  @Test func sightscreenChangesJudgedByTheQuicktypeModels() throws {
    let (changes, output) = try changes(Self.sightscreen)
    #expect(output.exitCode == 1)
    for (id, pointer, cause) in [
      ("enum-value-added", "/matches/*/status", "abandoned"),
      ("became-optional", "/matches/*/venue", "missing key 'venue'"),
      ("became-nullable", "/matches/*/statusText", "null where String is required"),
      ("property-removed-required", "/matches/*/score/summary", "missing key 'summary'"),
      ("format-changed", "/matches/*/startTime", "2024-03-15"),
    ] {
      let found = try #require(change(changes, id, at: pointer), "\(id) at \(pointer)")
      #expect(found["verdict"]?["result"] == "breaks", "\(id)")
      #expect(found["verdict"]?["model"] == "LiveMatchesResponse")
      #expect(found["verdict"]?["message"]?.stringValue?.contains(cause) == true, "\(id): \(found)")
      #expect(found["level"] == "breaking")
    }
    #expect(change(changes, "alternative-added", at: "/matches/*/score")?["level"] == "breaking")
    #expect(change(changes, "format-removed", at: "/matches/*/home/logoUrl")?["level"] == "risky")
    #expect(change(changes, "property-added-optional", at: "/matches/*/broadcaster")?["level"] == "safe")
    // TeamBadge became Team with the same shape: no change there.
    #expect(
      changes.allSatisfy { !($0["pointer"]?.stringValue ?? "").contains("/home/") || $0["id"] == "format-removed" })
  }

  @Test func theJSONReportMatchesItsDocumentedSchema() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).json").path
    for pair in [Self.chapter, Self.sightscreen] {
      _ = try diff(pair + ["--format", "json", "--output", report])
      let validation = try executeCommand(
        ["validate", "--schema", "docs/diff-report.schema.json", report], in: Self.packageRoot)
      #expect(validation.exitCode == 0, "\(validation.standardOutput)")
    }
  }

  @Test func aMovedDefinitionWithTheSameShapeIsNoChange() throws {
    let folder = try temporaryFolder()
    let shape = #"{"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}"#
    try write(##"{"$ref": "#/definitions/A", "definitions": {"A": \##(shape)}}"##, to: "\(folder)/old.json")
    try write(##"{"$ref": "#/$defs/Renamed", "$defs": {"Renamed": \##(shape)}}"##, to: "\(folder)/new.json")
    let output = try diff(["\(folder)/old.json", "\(folder)/new.json"])
    #expect(output.exitCode == 0, "\(output.standardOutput)")
    #expect(output.standardOutput.contains("0 breaking, 0 risky, 0 safe across 1 schema"))
  }

  /// A `false` schema holds no value: a property that becomes `false` is removed, one that
  /// stops being `false` is added, and `items: false` (an array always empty) that now holds
  /// strings is a place the model never saw a value at; none of them is "no longer null".
  @Test func aFalseSchemaIsAPlaceThatHoldsNothing() throws {
    let folder = try temporaryFolder()
    try write(
      #"{"type": "object", "properties": {"meta": true, "note": false, "tags": {"type": "array", "items": false}}}"#,
      to: "\(folder)/old.json")
    try write(
      #"{"type": "object", "properties": {"meta": false, "note": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}}}"#,
      to: "\(folder)/new.json")
    let (changes, output) = try self.changes(["\(folder)/old.json", "\(folder)/new.json"])
    let found = changes.map { "\($0["id"]?.stringValue ?? "") \($0["pointer"]?.stringValue ?? "")" }
    #expect(
      found.sorted() == ["property-added-optional /note", "property-removed-optional /meta", "values-allowed /tags/*"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(change(changes, "values-allowed", at: "/tags/*")?["level"]?.stringValue == "risky")

    let (reversed, _) = try self.changes(["\(folder)/new.json", "\(folder)/old.json"])
    let back = reversed.map { "\($0["id"]?.stringValue ?? "") \($0["pointer"]?.stringValue ?? "")" }
    #expect(
      back.sorted() == ["no-value-allowed /tags/*", "property-added-optional /meta", "property-removed-optional /note"])
  }

  /// An OpenAPI 3 property that becomes `writeOnly` ("SHOULD NOT be sent as part of the
  /// response") leaves the responses: said so, breaking where it was required, risky where it
  /// was optional.
  @Test func aPropertyThatBecomesWriteOnlyLeavesTheResponses() throws {
    let folder = try temporaryFolder()
    let document = """
      openapi: 3.0.3
      info: {title: w, version: "1"}
      paths: {}
      components:
        schemas:
          User:
            type: object
            required: [id, password]
            properties:
              id: {type: integer}
              password: {type: string%@}
              pin: {type: string%@}
      """
    try write(String(format: document, "", ""), to: "\(folder)/old.yaml")
    try write(String(format: document, ", writeOnly: true", ", writeOnly: true"), to: "\(folder)/new.yaml")
    let (changes, _) = try self.changes(["\(folder)/old.yaml", "\(folder)/new.yaml"])
    let found = changes.map {
      [$0["id"]?.stringValue ?? "", $0["pointer"]?.stringValue ?? "", $0["level"]?.stringValue ?? ""]
    }
    #expect(
      found.sorted { $0[1] < $1[1] } == [
        ["became-optional", "/password", "breaking"], ["became-write-only", "/pin", "risky"],
      ])
    #expect(
      change(changes, "became-optional", at: "/password")?["message"]
        == "'password' is now writeOnly: responses no longer carry it", "\(changes)")
  }

  /// An API document whose definitions reach each other in a chain 1,500 long: a change of the
  /// last is listed once, under it (each definition entering every one it reaches listed it
  /// 1,500 times, compared the chain once per definition, and overflowed the stack); whether a
  /// reference may be null stays the change of the definition that holds it.
  @Test func aSharedDefinitionsChangeIsListedOnceUnderItself() throws {
    let folder = try TemporaryFolder()
    func document(lastType: String, firstNullable: Bool) -> String {
      let definitions = (0..<1500).map { index -> String in
        if index == 1499 {
          return "\"D1499\": {\"type\": \"object\", \"properties\": {\"value\": {\"type\": \"\(lastType)\"}}}"
        }
        let nullable = index == 0 && firstNullable ? ", \"nullable\": true" : ""
        return "\"D\(index)\": {\"type\": \"object\", \"properties\": {\"next\": "
          + "{\"$ref\": \"#/components/schemas/D\(index + 1)\"\(nullable)}}}"
      }
      return "{\"openapi\": \"3.0.3\", \"info\": {\"title\": \"t\", \"version\": \"1\"}, \"paths\": {}, "
        + "\"components\": {\"schemas\": {" + definitions.joined(separator: ",\n") + "}}}"
    }
    try folder.write(document(lastType: "integer", firstNullable: false), to: "v1.json")
    try folder.write(document(lastType: "string", firstNullable: true), to: "v2.json")
    let output = try executeCommand(["diff", "v1.json", "v2.json", "--format", "json", "--no-models"], in: folder.path)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let changes = report["changes"]?.arrayValue ?? []
    #expect(changes.count == 2, "\(changes)")
    #expect(change(changes, "type-changed", at: "/value", in: "D1499") != nil)
    #expect(change(changes, "became-nullable", at: "/next", in: "D0") != nil)
  }

  /// Most of a real API's responses are inline under `paths`: their changes are compared by
  /// method, route, status and media type; a response that is the same definition's `$ref` in
  /// both releases is that definition's (its change listed once, under it), another
  /// definition's is one change; a response gone is breaking, a new one safe.
  @Test func inlineResponseSchemasAreComparedByOperation() throws {
    let folder = try TemporaryFolder()
    func document(urlType: String, userStatus: String, health: Bool, factors: Bool, session: String = "User") -> String
    {
      let healthPath =
        health
        ? #", "/health": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"type": "object"}}}}}}}"#
        : ""
      let factorsPath =
        factors
        ? ##", "/factors": {"get": {"responses": {"200": {"$ref": "#/components/responses/Factors"}}}}"## : ""
      return ##"""
        {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
         "paths": {
           "/sso": {"post": {"responses": {"200": {"content": {"application/json": {"schema":
             {"type": "object", "properties": {"url": {"type": "\##(urlType)"}}}}}}}}},
           "/user": {"get": {"responses": {"200": {"content": {"application/json": {"schema":
             {"$ref": "#/components/schemas/User"}}}}}}},
           "/session": {"get": {"responses": {"200": {"content": {"application/json": {"schema":
             {"$ref": "#/components/schemas/\##(session)"}}}}}}}\##(healthPath)\##(factorsPath)},
         "components": {
           "responses": {"Factors": {"description": "d", "content": {"application/json": {"schema":
             {"type": "array", "items": {"type": "object", "properties": {"status": {"type": "string"}}}}}}}},
           "schemas": {"User": {"type": "object", "properties": {"status": {"type": "\##(userStatus)"}}},
             "Token": {"type": "object", "properties": {"access_token": {"type": "string"}}}}}}
        """##
    }
    try folder.write(document(urlType: "string", userStatus: "string", health: true, factors: false), to: "v1.json")
    try folder.write(
      document(urlType: "integer", userStatus: "integer", health: false, factors: true, session: "Token"), to: "v2.json"
    )
    let output = try executeCommand(["diff", "v1.json", "v2.json", "--format", "json", "--no-models"], in: folder.path)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let changes = try JanssonParser.parse(Array(output.standardOutput.utf8)).value["changes"]?.arrayValue ?? []
    let said = changes.map {
      "\($0["id"]?.stringValue ?? "") \($0["schema"]?.stringValue ?? "") \($0["pointer"]?.stringValue ?? "")"
    }
    #expect(
      said.sorted() == [
        "response-added (document) ", "response-removed (document) ", "response-schema-replaced (document) ",
        "type-changed POST /sso 200 /url", "type-changed User /status",
      ], "\(said)")
    // Another definition altogether is one change, not every property of both.
    let replaced = try #require(changes.first { $0["id"] == "response-schema-replaced" })
    #expect(replaced["message"] == "response 'GET /session 200' is now Token, was User")
    let removed = try #require(changes.first { $0["id"] == "response-removed" })
    #expect(removed["message"] == "response 'GET /health 200' removed")
    #expect(removed["level"] == "breaking")
    // A response given by reference is read where it points.
    let added = try #require(changes.first { $0["id"] == "response-added" })
    #expect(
      added["newLocation"]?.stringValue?.hasSuffix("#/components/responses/Factors/content/application~1json/schema")
        == true)
  }

  /// Two contracts folders whose contracts point into one API document: a definition no
  /// contract names but both reach is compared once, under its name; one nothing reaches is
  /// not listed.
  @Test func aDefinitionContractsReachIsComparedOnceAndOneNothingReachesIsNot() throws {
    let folder = try TemporaryFolder()
    func document(customerID: String, unusedType: String) -> String {
      """
      {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {},
       "components": {"schemas": {
         "Order": {"type": "object", "properties": {"customer": {"$ref": "#/components/schemas/Customer"}}},
         "Invoice": {"type": "object", "properties": {"payer": {"$ref": "#/components/schemas/Customer"}}},
         "Customer": {"type": "object", "properties": {"id": {"type": "\(customerID)"}}},
         "Unused": {"type": "\(unusedType)"}
       }}}
      """
    }
    let manifest = """
      {"contracts": [
        {"id": "shop.order", "schema": "openapi.json#/components/schemas/Order"},
        {"id": "shop.invoice", "schema": "openapi.json#/components/schemas/Invoice"}
      ]}
      """
    try folder.write(manifest, to: "old/contracts.json")
    try folder.write(manifest, to: "new/contracts.json")
    try folder.write(document(customerID: "integer", unusedType: "string"), to: "old/openapi.json")
    try folder.write(document(customerID: "string", unusedType: "integer"), to: "new/openapi.json")
    let output = try executeCommand(["diff", "old", "new", "--format", "json", "--no-models"], in: folder.path)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let changes = report["changes"]?.arrayValue ?? []
    #expect(changes.count == 1, "\(changes)")
    #expect(change(changes, "type-changed", at: "/id", in: "Customer") != nil, "\(changes)")
    #expect(report["summary"]?["schemas"] == 2, "the two contracts' schemas")
  }

  /// A probe edits a recorded response the model reads: the corpus's first row may be one it
  /// already fails on (kept there to show that failure), which would prove nothing.
  @Test func aProbeEditsARecordedResponseTheModelReads() throws {
    let folder = try TemporaryFolder()
    let corpus = DiffCommandTests.packageRoot + "/Tests/Fixtures/pets/Corpus"
    func schema(name: String) -> String {
      #"{"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "integer"}, "name": \#(name), "nickname": {"type": "string"}}}"#
    }
    let manifest = """
      {"corpusRoot": "\(corpus)", "contracts": [
        {"id": "pets.nickname", "schema": "pet.schema.json", "type": "PetRequiringNickname", "corpus": ["nickname/*.json"]}
      ]}
      """
    try folder.write(manifest, to: "old/contracts.json")
    try folder.write(manifest, to: "new/contracts.json")
    try folder.write(schema(name: #"{"type": "string"}"#), to: "old/pet.schema.json")
    try folder.write(schema(name: #"{"type": ["string", "null"]}"#), to: "new/pet.schema.json")
    // nickname/kit.json, first, lacks the nickname the model requires; mog.json has it.
    let output = try executeCommand(
      ["diff", "old/pet.schema.json", "new/pet.schema.json", "--contracts", "new", "--format", "json"],
      product: "contract-fixtures", in: folder.path)
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let nullable = try #require(change(report["changes"]?.arrayValue ?? [], "became-nullable", at: "/name"))
    #expect(nullable["verdict"]?["result"] == "breaks", "\(nullable)")
    #expect(nullable["verdict"]?["message"]?.stringValue?.contains("null where String is required") == true)
  }

  /// A base schema's discriminator that names a new extension (`Rabbit` now extends `Pet`)
  /// widens what a response of the base may be: probed with a sample of the new kind, it
  /// breaks the model whose species is a closed enum and is safe for the one that reads any.
  @Test func aNewExtensionOfADiscriminatedBaseIsProbedAsTheNewKind() throws {
    let folder = try TemporaryFolder()
    func document(_ kinds: [String]) -> String {
      let mapping = kinds.map { ##""\##($0.lowercased())": "#/components/schemas/\##($0)""## }
      let extensions = kinds.map { kind -> String in
        let own = ##"{"type": "object", "properties": {"\##(kind.lowercased())_trait": {"type": "string"}}}"##
        return ##""\##(kind)": {"allOf": [{"$ref": "#/components/schemas/Pet"}, \##(own)]}"##
      }
      let pet =
        ##""Pet": {"type": "object", "required": ["id", "name", "species"], "##
        + ##""discriminator": {"propertyName": "species", "mapping": {\##(mapping.joined(separator: ", "))}}, "##
        + ##""properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "species": {"type": "string"}}}"##
      let schemas = ([pet] + extensions).joined(separator: ", ")
      return
        ##"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {\##(schemas)}}}"##
    }
    try folder.write(document(["Cat", "Dog"]), to: "old/api.json")
    try folder.write(document(["Cat", "Dog", "Rabbit"]), to: "new/api.json")
    try folder.write(
      """
      {"contracts": [
        {"id": "closed", "schema": "api.json#/components/schemas/Pet", "type": "PetWithClosedSpecies"},
        {"id": "open", "schema": "api.json#/components/schemas/Pet", "type": "Pet"}
      ]}
      """, to: "new/contracts.json")
    let output = try executeCommand(
      ["diff", "old/api.json", "new/api.json", "--contracts", "new", "--format", "json"],
      product: "contract-fixtures", in: folder.path)
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let changes = (report["changes"]?.arrayValue ?? []).filter { $0["id"] == "discriminator-value-added" }
    #expect(changes.count == 1, "\(output.standardOutput)\(output.standardError)")
    let added = try #require(changes.first)
    #expect(
      added["message"]
        == "species 'rabbit' now names Rabbit, which extends this schema: a model that reads it by species meets a kind it has not seen"
    )
    #expect(added["level"] == "breaking", "\(added)")
    #expect(output.exitCode == 1)
  }

  @Test func everyFormatAndTheFailOnLevel() throws {
    for format in ["text", "json", "junit", "sarif", "github", "markdown", "html"] {
      let output = try diff(Self.chapter + ["--format", format])
      #expect(output.exitCode == 1, "\(format): \(output.standardError)")
      #expect(output.standardOutput.contains("course_url"), "\(format)")
      // A diff reads no responses: its reports say nothing of them.
      #expect(!output.standardOutput.contains("0 responses"), "\(format)")
      #expect(!output.standardOutput.contains("Decoded"), "\(format)")
    }
    let never = try diff(Self.chapter + ["--fail-on", "never"])
    #expect(never.exitCode == 0)
  }

  @Test func anIgnoreFileAcceptsChangesWithTheirReason() throws {
    let folder = try temporaryFolder()
    try write(
      #"{"ignore": [{"id": "became-nullable", "pointer": "/course_url", "reason": "Course_V2 is fixed in app 4.2"}]}"#,
      to: "\(folder)/ignore.json")
    let (changes, _) = try changes(Self.chapter + ["--ignore", "\(folder)/ignore.json"])
    #expect(change(changes, "became-nullable", at: "/course_url") == nil)
    // Accepted whole: the list contract's judgement at /*/course_url goes with it.
    #expect(
      !changes.contains {
        $0["id"] == "became-nullable" && $0["newLocation"]?.stringValue?.hasSuffix("/course_url") == true
      })
    #expect(change(changes, "became-optional", at: "/course_url") != nil)
    let text = try diff(Self.chapter + ["--ignore", "\(folder)/ignore.json"])
    #expect(text.standardOutput.contains("Course_V2 is fixed in app 4.2"))
    try write(#"{"ignore": [{"id": "became-nullable"}]}"#, to: "\(folder)/bad.json")
    let bad = try diff(Self.chapter + ["--ignore", "\(folder)/bad.json"])
    #expect(bad.exitCode == 2)
    #expect(bad.standardError.contains("reason"))
  }

  @Test func baseComparesARevisionWithTheWorkingTree() throws {
    let folder = try temporaryFolder()
    try FileManager.default.createDirectory(atPath: "\(folder)/Contracts", withIntermediateDirectories: true)
    try write(
      #"{"contracts": [{"id": "pets.pet", "schema": "pet.schema.json"}]}"#, to: "\(folder)/Contracts/contracts.json")
    let pet = #"{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}"#
    try write(pet, to: "\(folder)/Contracts/pet.schema.json")
    let git = { (arguments: [String]) throws -> CommandOutput in
      try executeProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: folder)
    }
    // Outside a checkout: a clear configuration error.
    let outside = try diff(["--base", "HEAD"], in: folder)
    #expect(outside.exitCode == 2)
    #expect(outside.standardError.contains("not inside a git checkout"), "\(outside.standardError)")
    _ = try git(["init", "-q"])
    _ = try git(["add", "-A"])
    _ = try git(["commit", "-qm", "v1"])
    try write(
      pet.replacingOccurrences(of: #"{"type": "string"}"#, with: #"{"type": ["string", "null"]}"#),
      to: "\(folder)/Contracts/pet.schema.json")
    let output = try diff(["--base", "HEAD", "--format", "json"], in: folder)
    #expect(output.exitCode == 1, "\(output.standardError)")
    #expect(output.standardOutput.contains(#""id": "became-nullable""#))
    #expect(output.standardOutput.contains(#""pointer": "/name""#))
    let unknown = try diff(["--base", "no-such-revision"], in: folder)
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("no-such-revision"))
    // The working tree is untouched.
    #expect(try String(contentsOfFile: "\(folder)/Contracts/pet.schema.json", encoding: .utf8).contains("null"))
  }

  @Test func usageAndInputErrorsAreOneLine() throws {
    #expect(try diff([]).exitCode == 2)
    let missing = try diff(["Contracts/nope.json", "Contracts/chapter/openapi.json"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("nope.json"))
    let mixed = try diff(["Contracts/chapter/openapi.json", "Contracts/chapter/city.schema.json"])
    #expect(mixed.exitCode == 2)
    // A contracts folder named and missing is a mistake, not "no models": said, exit 2.
    let typo = try diff(["--contracts", "Contract"] + Self.chapter)
    #expect(typo.exitCode == 2)
    #expect(typo.standardError.contains("--contracts Contract: no contracts.json there"), "\(typo.standardError)")
    // Where there is no manifest at all, the rule levels are said to be only that.
    let folder = try TemporaryFolder()
    for name in ["old.json", "new.json"] {
      try FileManager.default.copyItem(
        atPath: Self.packageRoot + "/" + (name == "old.json" ? Self.chapter[0] : Self.chapter[1]),
        toPath: folder.path + "/" + name)
    }
    let bare = try diff(["old.json", "new.json"], in: folder.path)
    #expect(bare.exitCode == 1)
    #expect(bare.standardError.contains("no model judged the changes, they are at their rule levels"))
  }

  private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("diff-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
