import ContractTesting
import Evidence
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract infer` on a dump with planted undocumented values and nulls: it finds each, its
/// overlay and patch applied make the dump valid, and on the patched contracts it finds
/// nothing more to loosen.
@Suite struct InferCommandTests {
  static let root = DiffCommandTests.packageRoot

  /// One Sightscreen response per line (a plain JSON Schema: a JSON Patch) and one Chapter
  /// response (PostgREST's Swagger 2.0: an overlay), each breaking its contract on purpose.
  static let dump =
    [
      #"{"contract":"sightscreen.follow","status":200,"body":{"matchId":"m-1","status":"paused","supportedTeamId":null,"followedAt":null,"promo":"spring"}}"#,
      #"{"contract":"sightscreen.follow","status":200,"body":{"matchId":null,"supportedTeamId":"t-2","followedAt":"yesterday","liveActivity":"pending","promo":7}}"#,
      #"{"contract":"chapter.city","status":200,"body":[{"id":1,"name":"Leeds","slug":"leeds","created_at":"2024-03-15T10:30:00.123456+00:00"}]}"#,
    ].joined(separator: "\n") + "\n"

  private func run(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(arguments, in: InferCommandTests.root)
  }

  private func json(_ output: CommandOutput) throws -> JSONValue {
    try JanssonParser.parse(Array(output.standardOutput.utf8)).value
  }

  private func loosening(_ report: JSONValue) -> [String] {
    (report["suggestions"]?.arrayValue ?? []).filter { $0["direction"] == "loosening" }.map {
      "\($0["contract"]?.stringValue ?? "") \($0["kind"]?.stringValue ?? "") \($0["place"]?.stringValue ?? "")"
    }
  }

  @Test func plantedDumpLoosenedAppliedAndClean() throws {
    let folder = try TemporaryFolder()
    let contracts = folder.path + "/Contracts"
    try FileManager.default.copyItem(atPath: InferCommandTests.root + "/Contracts", toPath: contracts)
    try folder.write(InferCommandTests.dump, to: "dump/planted.ndjson")
    let common = ["--contracts", contracts, "--against", folder.path + "/dump"]

    let before = try run(["check"] + common + ["--format", "json"])
    let violations = (try json(before)["findings"]?.arrayValue ?? []).filter { $0["kind"] == "schema-violation" }
    #expect(violations.count >= 7, "\(before.standardOutput)")

    let inferred = try run(["infer"] + common + ["--out", folder.path + "/out", "--format", "json"])
    #expect(inferred.exitCode == 0, "\(inferred.standardError)")
    let report = try json(inferred)
    #expect(
      loosening(report).sorted() == [
        "chapter.city not-required /*", "chapter.city types /*/id", "sightscreen.follow enum-values /status",
        "sightscreen.follow format /followedAt", "sightscreen.follow not-required ",
        "sightscreen.follow null /matchId", "sightscreen.follow undeclared-key ",
      ])
    let status = try #require(
      report["suggestions"]?.arrayValue?.first { $0["kind"] == "enum-values" })
    #expect(status["evidence"] == "1 of 1 recorded values outside the enum")
    #expect(status["firstSeen"]?.stringValue == folder.path + "/dump/planted.ndjson:1 /status")

    // Each document's changes, applied to the copy of the contracts.
    let documents = report["documents"]?.arrayValue ?? []
    #expect(documents.compactMap { $0["kind"]?.stringValue }.sorted() == ["json-patch", "overlay"])
    for document in documents {
      let file = try #require(document["file"]?.stringValue)
      #expect(file.hasPrefix(contracts + "/"), "\(file)")
      let written = try #require(document["written"]?.stringValue)
      let changes = try JanssonParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: written)))).value
      let original = try JanssonParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file)))).value
      let patched =
        document["kind"] == "overlay"
        ? try ChangeApplier.applyOverlay(changes, to: original) : try ChangeApplier.applyPatch(changes, to: original)
      try Data(JSONWriter(indent: 2).string(patched).utf8).write(to: URL(fileURLWithPath: file))
      if document["kind"] == "overlay" {
        // Our own validator, the Overlay 1.0 schema as published.
        let valid = try run(["validate", "--schema", "docs/overlay-1.0.schema.json", written])
        #expect(valid.exitCode == 0, "\(valid.standardOutput)\(valid.standardError)")
      }
    }

    let after = try run(["check"] + common + ["--format", "json"])
    #expect(after.standardError.isEmpty, "\(after.standardError)")
    let left = (try json(after)["findings"]?.arrayValue ?? []).filter { $0["kind"] == "schema-violation" }
    #expect(left.isEmpty, "\(left)")

    let again = try run(["infer"] + common + ["--format", "json"])
    #expect(loosening(try json(again)).isEmpty)
  }

  /// Tightening is listed with its evidence and never written unless asked.
  @Test func tighteningIsMarkedAndNotAppliedByDefault() throws {
    let folder = try TemporaryFolder()
    let plain = try run(["infer", "--contract", "sightscreen.match", "--out", folder.path + "/plain"])
    #expect(plain.exitCode == 0, "\(plain.standardError)")
    #expect(plain.standardOutput.contains("tightening /homeTeam/primaryColor: make 'primaryColor' required"))
    #expect(plain.standardOutput.contains("present in 6 of 6 recorded objects (minimum sample 5)"))
    #expect(plain.standardOutput.contains("tightening is listed, not applied (--include-tightening)"))
    #expect(!folder.exists("plain"))
    let tight = try run([
      "infer", "--contract", "sightscreen.match", "--out", folder.path + "/tight", "--include-tightening",
    ])
    #expect(tight.exitCode == 0, "\(tight.standardError)")
    let patch = try folder.read("tight/sightscreen/match.schema.json.patch.json")
    #expect(patch.contains("[tightening] make 'primaryColor' required"))
  }

  /// A `oneOf` of objects, each with its own required key and its own `kind`: traffic of
  /// both is valid, so nothing is to loosen (a cat lacks `barks` because it is no dog, and
  /// `"dog"` is the other branch's kind); a kind no branch allows still is.
  @Test func aUnionsBranchesAreNotOneObject() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          Cat: {type: object, required: [kind, meows], properties: {kind: {type: string, enum: [cat]}, meows: {type: boolean}}}
          Dog: {type: object, required: [kind, barks], properties: {kind: {type: string, enum: [dog]}, barks: {type: boolean}}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(#"{"kind": "cat", "meows": true}"#, to: "Corpus/cat\(index).json")
      try folder.write(#"{"kind": "dog", "barks": true}"#, to: "Corpus/dog\(index).json")
    }
    let clean = try executeCommand(["infer", "--format", "json"], in: folder.path)
    #expect(clean.exitCode == 0, "\(clean.standardError)")
    #expect(try json(clean)["suggestions"]?.arrayValue?.isEmpty == true, "\(clean.standardOutput)")
    for index in 1...6 { try folder.write(#"{"kind": "fox", "barks": false}"#, to: "Corpus/fox\(index).json") }
    let fox = try json(try executeCommand(["infer", "--format", "json"], in: folder.path))
    #expect(
      fox["suggestions"]?.arrayValue?.map { $0["message"]?.stringValue ?? "" } == [#"add "fox" to the enum"#],
      "\(fox)")
    // Not written into Cat's `kind` (the first enum here): each alternative pins its own.
    #expect(
      fox["suggestions"]?.arrayValue?.first?["unchanged"]?.stringValue?.contains("a union's alternatives") == true,
      "\(fox)")
    #expect(fox["documents"]?.arrayValue?.isEmpty == true, "\(fox)")
  }

  /// An expandable field as large specs write it (`anyOf: [string, Customer,
  /// DeletedCustomer]`): a key only `Customer` declares is judged over the customers (the
  /// deleted ones, which an open `Customer` also admits, are no customers without an
  /// `email`), and edited in `Customer`. Before, such keys were never judged.
  @Test func aKeyOneBranchLeavesOptionalIsJudgedOverThatBranch() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            type: object
            required: [id, owner]
            properties:
              id: {type: string}
              owner:
                anyOf:
                  - {type: string}
                  - {$ref: '#/components/schemas/Customer'}
                  - {$ref: '#/components/schemas/DeletedCustomer'}
          Customer:
            type: object
            required: [id]
            properties: {id: {type: string}, email: {type: string}, phone: {type: string}}
          DeletedCustomer:
            type: object
            required: [id, deleted]
            properties: {id: {type: string}, deleted: {type: boolean}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"id": "p\#(index)", "owner": {"id": "cus_\#(index)", "email": "a@b.c"}}"#, to: "Corpus/a\(index).json")
      try folder.write(
        #"{"id": "q\#(index)", "owner": {"id": "cus_\#(index)", "deleted": true}}"#, to: "Corpus/b\(index).json")
      try folder.write(#"{"id": "r\#(index)", "owner": "cus_\#(index)"}"#, to: "Corpus/c\(index).json")
    }
    let report = try json(try executeCommand(["infer", "--format", "json"], in: folder.path))
    let found = report["suggestions"]?.arrayValue?.map {
      [
        $0["place"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? "", $0["message"]?.stringValue ?? "",
        $0["evidence"]?.stringValue ?? "",
      ]
    }
    #expect(
      found == [
        [
          "/owner/email", "/components/schemas/Customer", "make 'email' required in Customer",
          "present in 6 of 6 recorded objects that take Customer (minimum sample 5)",
        ],
        [
          "/owner/phone", "", "'phone' is declared in Customer and never sent",
          "absent from 6 of 6 recorded objects that take Customer (minimum sample 5)",
        ],
      ], "\(report)")
  }

  /// A key no schema declares, recorded under a union, is declared in the branch whose objects
  /// carry it (an auth server's `oneOf: [Session, User]`: a user's `is_anonymous` is `User`'s,
  /// not the first branch's); one the objects of both carry is listed, not written.
  @Test func anUndeclaredKeyUnderAUnionIsDeclaredInTheBranchWhoseObjectsCarryIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.sessionOrUser, to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"access_token": "t", "expires_in": 3600, "expires_at": \#(index), "trace": "x"}"#,
        to: "Corpus/session\(index).json")
      try folder.write(
        #"{"id": "u\#(index)", "email": "a@b.c", "is_anonymous": false, "trace": "y"}"#, to: "Corpus/user\(index).json")
    }
    let report = try json(
      try executeCommand(["infer", "--format", "json", "--include-tightening", "--out", "out"], in: folder.path))
    let found = report["suggestions"]?.arrayValue?.filter { $0["kind"] == "undeclared-key" }.map {
      [$0["message"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? "", $0["unchanged"]?.stringValue ?? ""]
    }
    #expect(
      found == [
        ["declare 'expires_at' (integer) in Session", "/components/schemas/Session", ""],
        ["declare 'is_anonymous' (boolean) in User", "/components/schemas/User", ""],
        [
          "declare 'trace' (string)", "",
          "objects of 2 alternatives of the union here carry it (Session, User): it is each one's to declare",
        ],
      ], "\(report)")
  }

  /// What one branch of a union requires is asked of the objects that take that branch, at
  /// the union's place and below it: a dog's toy is `Dog.toy` (which requires `ball`), not
  /// `Cat.toy` (`mouse`), and a cat without `meows` or a cat's toy without `mouse` is a true
  /// loosening. Before, the toys' required keys were merged (two false suggestions) and a
  /// branch's own (`meows`) never asked; dogs alone gave three false tightenings and notes.
  @Test func whatABranchRequiresIsAskedOfTheObjectsThatTakeIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          Cat:
            type: object
            required: [kind, meows, toy]
            properties:
              kind: {type: string, enum: [cat]}
              meows: {type: boolean}
              toy: {type: object, required: [mouse], properties: {mouse: {type: string}, colour: {type: string}}}
          Dog:
            type: object
            required: [kind, barks, toy]
            properties:
              kind: {type: string, enum: [dog]}
              barks: {type: boolean}
              toy: {type: object, required: [ball], properties: {ball: {type: integer}, colour: {type: string}}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"kind": "cat", "meows": true, "toy": {"mouse": "m", "colour": "red"}}"#, to: "Corpus/cat\(index).json")
      try folder.write(#"{"kind": "dog", "barks": true, "toy": {"ball": \#(index)}}"#, to: "Corpus/dog\(index).json")
    }
    let clean = try executeCommand(["infer", "--format", "json"], in: folder.path)
    #expect(clean.exitCode == 0, "\(clean.standardError)")
    #expect(try json(clean)["suggestions"]?.arrayValue?.isEmpty == true, "\(clean.standardOutput)")

    try folder.write(#"{"kind": "cat", "toy": {"mouse": "m"}}"#, to: "Corpus/cat1.json")
    try folder.write(#"{"kind": "cat", "meows": true, "toy": {"colour": "red"}}"#, to: "Corpus/cat2.json")
    try folder.write(#"{"kind": "dog", "toy": {"ball": 1}}"#, to: "Corpus/dog1.json")
    let drift = try json(try executeCommand(["infer", "--format", "json"], in: folder.path))
    let found = drift["suggestions"]?.arrayValue?.map {
      [$0["place"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? "", $0["message"]?.stringValue ?? ""]
    }
    #expect(
      found == [
        ["", "/components/schemas/Dog", "make 'barks' optional"],
        ["", "/components/schemas/Cat", "make 'meows' optional"],
        ["/toy", "/components/schemas/Cat/properties/toy", "make 'mouse' optional"],
      ], "\(drift)")

    // Dogs alone say nothing of cats: no "drop 'cat' from the enum", no "'meows' is declared
    // and never sent", no "make 'barks' required" (Dog requires it). The toys' `colour`, which
    // both declare and no dog's toy has, is a note.
    for index in 1...6 { try FileManager.default.removeItem(atPath: folder.path + "/Corpus/cat\(index).json") }
    try folder.write(#"{"kind": "dog", "barks": true, "toy": {"ball": 1}}"#, to: "Corpus/dog1.json")
    let dogs = try json(try executeCommand(["infer", "--format", "json"], in: folder.path))
    let messages = dogs["suggestions"]?.arrayValue?.map { $0["message"]?.stringValue ?? "" }
    #expect(messages == ["'colour' is declared and never sent"], "\(dogs)")
  }

  /// A base whose discriminator names the definitions that extend it (Swagger 2.0's form):
  /// a recorded cat's `huntingSkill` is declared, by `Cat`, so nothing says to declare it on
  /// `Pet`; a key no schema declares still is, in `Cat`, whose objects alone carry it. Every
  /// dog carries its optional `packSize`: a tightening in `Dog`.
  @Test func theKeysAnExtensionDeclaresAreNotUndeclared() throws {
    let folder = try TemporaryFolder()
    try folder.write(SwaggerPets.document, to: "Contracts/api.yaml")
    try folder.write(SwaggerPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"name": "Tom\#(index)", "petType": "Cat", "huntingSkill": "lazy", "colour": "grey"}"#,
        to: "Corpus/cat\(index).json")
      try folder.write(
        #"{"name": "Rex\#(index)", "petType": "Dog", "packSize": \#(index)}"#, to: "Corpus/dog\(index).json")
    }
    let inferred = try executeCommand(["infer", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(inferred.exitCode == 0, "\(inferred.standardError)")
    let suggestions = try json(inferred)["suggestions"]?.arrayValue ?? []
    #expect(
      suggestions.map { [$0["message"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? ""] } == [
        ["declare 'colour' (string) in Cat", "/definitions/Cat/allOf/1"],
        ["make 'packSize' required in Dog", "/definitions/Dog/allOf/1"],
      ], "\(suggestions)")
  }

  /// The members only a base's extensions declare are places too (Swagger 2.0's
  /// discriminated bases, go-swagger's and NSwag's form): a cat's `huntingSkill` outside its
  /// enum and a dog's `packSize` of another type are loosened where `Cat` and `Dog` declare
  /// them, the overlay applied makes the dump valid, and coverage counts a dog's optional
  /// `packSize` over the dogs. Before, infer said nothing of them (check found both).
  @Test func anExtensionsOwnMembersAreLoosenedWhereTheExtensionDeclaresThem() throws {
    let folder = try TemporaryFolder()
    let document = #"""
      {"swagger": "2.0", "info": {"title": "d", "version": "1"}, "paths": {}, "definitions": {
        "Pet": {"type": "object", "required": ["name", "petType"], "discriminator": "petType",
                "properties": {"name": {"type": "string"}, "petType": {"type": "string"}}},
        "Cat": {"allOf": [{"$ref": "#/definitions/Pet"}, {"type": "object", "required": ["huntingSkill"],
                "properties": {"huntingSkill": {"type": "string", "enum": ["lazy", "adventurous"]}}}]},
        "Dog": {"allOf": [{"$ref": "#/definitions/Pet"}, {"type": "object",
                "properties": {"packSize": {"type": "integer", "minimum": 0}}}]}}}
      """#
    try folder.write(document, to: "Contracts/api.json")
    try folder.write(
      SwaggerPets.manifest.replacingOccurrences(of: "api.yaml", with: "api.json"), to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"name": "Tom\#(index)", "petType": "Cat", "huntingSkill": "fierce"}"#, to: "Corpus/cat\(index).json")
      try folder.write(#"{"name": "Rex\#(index)", "petType": "Dog", "packSize": "big"}"#, to: "Corpus/dog\(index).json")
    }
    try folder.write(#"{"name": "Kit", "petType": "Dog"}"#, to: "Corpus/dog7.json")
    let before = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(before.exitCode == 1)

    let report = try json(try executeCommand(["infer", "--format", "json", "--out", "out"], in: folder.path))
    let found = report["suggestions"]?.arrayValue?.filter { $0["direction"] == "loosening" }.map {
      [$0["message"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? ""]
    }
    #expect(
      found == [
        [#"add "fierce" to the enum"#, "/definitions/Cat/allOf/1/properties/huntingSkill"],
        ["allow type string", "/definitions/Dog/allOf/1/properties/packSize"],
      ], "\(report)")
    let written = try #require(report["documents"]?.arrayValue?.first?["written"]?.stringValue)
    let overlay = try JanssonParser.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + written)))
    )
    .value
    let patched = try ChangeApplier.applyOverlay(overlay, to: try JanssonParser.parse(Array(document.utf8)).value)
    try folder.write(JSONWriter(indent: 2).string(patched), to: "Contracts/api.json")
    let after = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(after.exitCode == 0, "\(after.standardOutput)")

    let coverage = try json(try executeCommand(["coverage", "--format", "json"], in: folder.path))
    let items = coverage["report"]?["contracts"]?.arrayValue?.first?["items"]?.arrayValue ?? []
    func seen(_ pointer: String, _ kind: String, _ value: String? = nil) -> Int? {
      items.first {
        $0["pointer"]?.stringValue == pointer && $0["kind"]?.stringValue == kind
          && (value == nil || $0["value"]?.stringValue == value)
      }?["seen"]?.numberValue.map { Int($0.description) ?? -1 }
    }
    #expect(seen("/huntingSkill", "enum-value", #""lazy""#) == 0)
    #expect(seen("/huntingSkill", "absent") == nil, "Cat requires it")
    #expect(seen("/packSize", "present") == 6)
    #expect(seen("/packSize", "absent") == 1, "the dog without one, not the cats")
  }

  /// A key one kind of a discriminated base requires (a cat's `huntingSkill`) that a recorded
  /// cat lacks is a loosening of that kind, edited where it lists it: inside `Cat`'s `allOf`,
  /// whose position the overlay's JSONPath selects as an index. No dog sends `packSize`: a
  /// note of `Dog`'s, drawn from the dogs alone.
  @Test func aKeyAnExtensionRequiresIsLoosenedWhereTheExtensionListsIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(SwaggerPets.document, to: "Contracts/api.yaml")
    try folder.write(SwaggerPets.manifest, to: "Contracts/contracts.json")
    for index in 1...6 {
      try folder.write(
        #"{"name": "Tom\#(index)", "petType": "Cat", "huntingSkill": "lazy"}"#, to: "Corpus/cat\(index).json")
      try folder.write(#"{"name": "Rex\#(index)", "petType": "Dog"}"#, to: "Corpus/dog\(index).json")
    }
    try folder.write(#"{"name": "Kit", "petType": "Cat"}"#, to: "Corpus/cat1.json")
    let inferred = try executeCommand(["infer", "--format", "json"], product: "contract-fixtures", in: folder.path)
    #expect(inferred.exitCode == 0, "\(inferred.standardError)")
    let result = try json(inferred)
    let suggestions = result["suggestions"]?.arrayValue ?? []
    #expect(
      suggestions.map { [$0["message"]?.stringValue ?? "", $0["schemaPointer"]?.stringValue ?? ""] } == [
        ["make 'huntingSkill' optional", "/definitions/Cat/allOf/1"],
        ["'packSize' is declared in Dog and never sent", ""],
      ], "\(suggestions)")
    let targets = result["documents"]?.arrayValue?.first?["changes"]?["actions"]?.arrayValue?.map {
      $0["target"]?.stringValue ?? ""
    }
    #expect(targets == ["$['definitions']['Cat']['allOf'][1]['required']"], "\(result)")
  }

  /// A spec that declares no `required` (real ones often do not) gets a tightening per key;
  /// the text lists the keys of one object with the same counts as one line.
  @Test func theKeysOneObjectAlwaysCarriesAreOneLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "owner": {"type": "object", "properties": {"login": {"type": "string"}}}}}"#,
      to: "Contracts/repo.schema.json")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "repo", "schema": "repo.schema.json", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    for id in 1...5 {
      try folder.write(#"{"id": \#(id), "name": "r", "owner": {"login": "o"}}"#, to: "Corpus/\(id).json")
    }
    let output = try executeCommand(["infer"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        """
          tightening (root): make 3 keys required: 'id', 'name', 'owner'
                     each present in 5 of 5 recorded objects (minimum sample 5)
          tightening /owner/login: make 'login' required
                     present in 5 of 5 recorded objects (minimum sample 5)

        """), "\(output.standardOutput)")
    #expect(
      output.standardOutput.hasSuffix(
        "infer: 0 loosening, 4 tightening, 0 notes (minimum sample 5); tightening is listed, not applied (--include-tightening)\n"
      ))
  }

  /// A tightening edits a schema that other places share: an auth server's `User` is a
  /// session's `user` and `GET /user`'s body. Every session's user has confirmed its e-mail;
  /// an invited user has not. Making `confirmed_at` required, or dropping `invited` from the
  /// status enum, from the sessions' traffic would refuse the invited users', so neither is
  /// suggested; what every place's traffic allows still is (`banned`, which no one sent).
  @Test func aTighteningOfASharedSchemaMustHoldAtEveryPlaceItApplies() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Session: {type: object, properties: {access_token: {type: string}, user: {$ref: '#/components/schemas/User'}}}
          User:
            type: object
            properties:
              id: {type: string}
              confirmed_at: {type: string}
              status: {type: string, enum: [active, invited, banned]}
          """), to: "Contracts/api.yaml")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "session", "schema": "api.yaml#/components/schemas/Session", "corpus": ["session/*.json"]}, {"id": "user", "schema": "api.yaml#/components/schemas/User", "corpus": ["user/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    for id in 1...5 {
      try folder.write(
        #"{"access_token": "t", "user": {"id": "u\#(id)", "confirmed_at": "c", "status": "active"}}"#,
        to: "Corpus/session/\(id).json")
      let invited = id <= 2
      try folder.write(
        invited
          ? #"{"id": "v\#(id)", "status": "invited"}"# : #"{"id": "v\#(id)", "confirmed_at": "c", "status": "active"}"#,
        to: "Corpus/user/\(id).json")
    }
    let output = try executeCommand(["infer", "--format", "json"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let tightening = (try json(output)["suggestions"]?.arrayValue ?? []).filter { $0["direction"] == "tightening" }.map
    {
      "\($0["contract"]?.stringValue ?? "") \($0["place"]?.stringValue ?? "") \($0["message"]?.stringValue ?? "")"
    }
    #expect(
      tightening.sorted()
        == [
          "session /access_token make 'access_token' required", "session /user make 'user' required",
          "session /user/id make 'id' required", "session /user/status make 'status' required",
          "user /id make 'id' required", "user /status drop \"banned\" from the enum",
          "user /status make 'status' required",
        ].sorted(), "\(tightening)")
  }

  /// "Declared and never sent" of a shared schema's key is said only where no place that schema
  /// applies sends it: the invited users of one contract never carry `confirmed_at`, the
  /// sessions' users of another always do.
  @Test func aKeyOnePlaceOfASharedSchemaSendsIsNotNeverSent() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Session: {type: object, properties: {user: {$ref: '#/components/schemas/User'}}}
          User: {type: object, properties: {id: {type: string}, confirmed_at: {type: string}, banned_until: {type: string}}}
          """), to: "Contracts/api.yaml")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "session", "schema": "api.yaml#/components/schemas/Session", "corpus": ["session/*.json"]}, {"id": "user", "schema": "api.yaml#/components/schemas/User", "corpus": ["user/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    for id in 1...5 {
      try folder.write(#"{"user": {"id": "u\#(id)", "confirmed_at": "c"}}"#, to: "Corpus/session/\(id).json")
      try folder.write(#"{"id": "v\#(id)"}"#, to: "Corpus/user/\(id).json")
    }
    let output = try executeCommand(["infer", "--format", "json"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let notes = (try json(output)["suggestions"]?.arrayValue ?? []).filter { $0["kind"] == "never-present" }.map {
      "\($0["contract"]?.stringValue ?? "") \($0["place"]?.stringValue ?? "")"
    }
    #expect(notes.sorted() == ["session /user/banned_until", "user /banned_until"], "\(notes)")
  }

  /// Two contracts sharing a schema each declare a key it lacks, from values of different
  /// types: the overlay declares it once, admitting both (the first declaration won, and the
  /// other contract's responses were refused).
  @Test func aKeyTwoContractsDeclareDifferentlyIsDeclaredAdmittingBoth() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      openapi: 3.1.0
      info: {title: d, version: "1"}
      paths: {}
      components:
        schemas:
          Session: {type: object, properties: {user: {$ref: '#/components/schemas/User'}}}
          User: {type: object, properties: {id: {type: string}}}
      """, to: "Contracts/api.yaml")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "session", "schema": "api.yaml#/components/schemas/Session", "corpus": ["session/*.json"]}, {"id": "user", "schema": "api.yaml#/components/schemas/User", "corpus": ["user/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    for id in 1...5 {
      try folder.write(#"{"user": {"id": "u\#(id)", "is_anonymous": false}}"#, to: "Corpus/session/\(id).json")
      try folder.write(#"{"id": "v\#(id)", "is_anonymous": "no"}"#, to: "Corpus/user/\(id).json")
    }
    let output = try executeCommand(["infer", "--include-tightening", "--out", "overlays"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let overlay = try JanssonParser.parse(
      Array(try folder.read("overlays/api.yaml.overlay.json").utf8)
    ).value
    let declared = (overlay["actions"]?.arrayValue ?? []).compactMap { $0["update"]?["is_anonymous"] }
    #expect(declared == [["type": ["boolean", "string"]]], "\(overlay)")
  }

  /// `17.0` is an integer to the validator (draft 6 on, OpenAPI), so a place typed `integer`
  /// that recorded it needs no `number`; draft 4 asks for an integer's lexeme, and there it
  /// does.
  @Test func aWholeNumberWrittenWithAFractionIsAnIntegerWhereTheValidatorSaysSo() throws {
    func loosened(_ draft: String) throws -> [String] {
      let folder = try TemporaryFolder()
      try folder.write(
        #"{"$schema": "\#(draft)", "type": "object", "properties": {"n": {"type": "integer"}}}"#,
        to: "Contracts/n.schema.json")
      try folder.write(
        #"{"corpusRoot": "../Corpus", "contracts": [{"id": "n", "schema": "n.schema.json", "corpus": ["*.json"]}]}"#,
        to: "Contracts/contracts.json")
      try folder.write(#"{"n": 17.0}"#, to: "Corpus/1.json")
      try folder.write(#"{"n": 3}"#, to: "Corpus/2.json")
      return loosening(try json(try executeCommand(["infer", "--format", "json"], in: folder.path)))
    }
    #expect(try loosened("https://json-schema.org/draft/2020-12/schema") == [])
    #expect(try loosened("http://json-schema.org/draft-04/schema#") == ["n types /n"])
  }

  /// Under a union of a timestamp, an enum, an object and an integer (swift-openapi-generator's
  /// `MixedAnyOf`), the values the other alternatives take are no evidence against the enum's
  /// list or the timestamp's format: valid traffic asks for nothing (it asked to add
  /// timestamps, strings and objects to the enum, to drop `date-time`, and noted the
  /// timestamps' one spelling from values that were no timestamps). A new kind, of the enum's
  /// type and taken by no other alternative, is still one to add.
  @Test func aUnionsOtherAlternativesValuesAreNoEvidenceAgainstOnesEnumOrFormat() throws {
    func suggestions(_ bodies: [String], timestamps: Bool = true) throws -> [String] {
      let folder = try TemporaryFolder()
      try folder.write(
        OpenAPIPets.document(
          schemas: """
            Pet:
              anyOf:
            \(timestamps ? "    - {type: string, format: date-time}\n" : "")\
                - {$ref: '#/components/schemas/Kind'}
                - {type: object, required: [name], properties: {name: {type: string}}}
                - {type: integer}
            Kind: {type: string, enum: [cat, dog]}
            """), to: "Contracts/api.yaml")
      try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
      for (index, body) in bodies.enumerated() { try folder.write(body, to: "Corpus/\(index).json") }
      let output = try executeCommand(["infer", "--format", "json"], in: folder.path)
      #expect(output.exitCode == 0, "\(output.standardError)")
      #expect(try folder.read("Contracts/api.yaml").contains("date-time") == timestamps)
      return (try json(output)["suggestions"]?.arrayValue ?? []).map { $0["message"]?.stringValue ?? "" }
    }
    let kinds = [#""cat""#, #""dog""#, #"{"name": "Rex"}"#, "7"]
    let stamps = (1...5).map { #""2024-05-0\#($0)T10:00:00Z""# }
    #expect(try suggestions(stamps + kinds) == [])
    #expect(try suggestions(kinds + [#""parrot""#], timestamps: false) == [#"add "parrot" to the enum"#])
  }

  /// Notes of one kind about keys of one object with the same evidence are one line too: a
  /// user's timestamps all written one way, the keys it declares and never sends.
  @Test func notesAboutKeysOfOneObjectAreOneLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"type": "object", "required": ["id", "created_at", "updated_at"], "properties": {"id": {"type": "integer"}, "created_at": {"type": "string", "format": "date-time"}, "updated_at": {"type": "string", "format": "date-time"}, "bio": {"type": "string"}, "blog": {"type": "string"}}}"#,
      to: "Contracts/user.schema.json")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "user", "schema": "user.schema.json", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    for id in 1...5 {
      try folder.write(
        #"{"id": \#(id), "created_at": "2024-03-15T10:30:00Z", "updated_at": "2024-03-16T10:30:00Z"}"#,
        to: "Corpus/\(id).json")
    }
    let output = try executeCommand(["infer"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardOutput
        == """
        user
          note       (root): 2 keys ('created_at', 'updated_at'): every recorded timestamp has 0 fraction digits and offset Z; the format admits others
                     each 5 of 5 recorded values (minimum sample 5)
          note       (root): 2 keys are declared and never sent: 'bio', 'blog'
                     each absent from 5 of 5 recorded objects (minimum sample 5)
        infer: 0 loosening, 0 tightening, 4 notes (minimum sample 5)

        """, "\(output.standardOutput)")
  }

  /// An OpenAPI `writeOnly` property (a password) "SHOULD NOT be sent as part of the
  /// response": a response without it is no note of infer's ("declared and never sent") and
  /// no coverage item to exercise; another key never sent still is both.
  @Test func aWriteOnlyPropertyIsNoResponseItem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            type: object
            required: [id, password]
            properties:
              id: {type: integer}
              nickname: {type: string}
              password: {type: string, writeOnly: true}
              secret: {type: object, writeOnly: true, properties: {pin: {type: string}}}
          """), to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    for index in 1...5 { try folder.write(#"{"id": \#(index)}"#, to: "Corpus/\(index).json") }
    let inferred = try json(try executeCommand(["infer", "--format", "json"], in: folder.path))
    #expect(
      inferred["suggestions"]?.arrayValue?.map { $0["message"]?.stringValue ?? "" } == [
        "'nickname' is declared and never sent"
      ], "\(inferred)")
    let coverage = try json(try executeCommand(["coverage", "--format", "json"], in: folder.path))
    let pointers = Set(
      coverage["report"]?["contracts"]?.arrayValue?.first?["items"]?.arrayValue?.compactMap {
        $0["pointer"]?.stringValue
      }
        ?? [])
    #expect(pointers == ["/nickname"], "\(coverage)")
  }

  /// The overlay schema is enforced: an action without a target is refused.
  @Test func overlaySchemaRefusesABrokenOverlay() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": [{"remove": true}]}"#, to: "bad.json")
    let output = try run(["validate", "--schema", "docs/overlay-1.0.schema.json", folder.path + "/bad.json"])
    #expect(output.exitCode == 1, "\(output.standardOutput)")
  }

  /// A value deep in a schema whose places grow as 2^depth (``BranchingAPIDocument``): the
  /// place is listed where the traffic reached it, and its suggestion made.
  @Test func aValueDeepInALargeSchemaIsSuggestedFor() throws {
    let folder = try TemporaryFolder()
    try BranchingAPIDocument.write(into: folder, name: "c", depth: 15)
    let output = try executeCommand(
      ["infer", "--contracts", folder.path + "/C", "--against", folder.path + "/dump.ndjson", "--format", "json"],
      in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(loosening(try json(output)) == ["tree enum-values " + BranchingAPIDocument.namePointer(depth: 15)])
  }

  /// A contract with no schema has nothing its traffic could be compared with: `infer`
  /// drafts one from it. Named as the contracts' schemas, the drafts of the Chapter cities and
  /// courses (real rows: nulls, nested objects, timestamps) pass every recorded row.
  @Test func aContractWithoutASchemaGetsADraftItsTrafficMeets() throws {
    let folder = try TemporaryFolder()
    let manifest = { (schemas: Bool) -> String in
      let schema = { (id: String) in schemas ? #""schema": "drafts/\#(id).schema.json", "# : "" }
      return #"""
        {"corpusRoot": "\#(InferCommandTests.root)/Corpus", "contracts": [
          {"id": "cities", \#(schema("cities"))"type": "City", "profile": "supabase", "envelope": "array",
           "corpus": ["chapter/cities/*.json"]},
          {"id": "courses", \#(schema("courses"))"type": "Course_V2", "profile": "supabase", "envelope": "array",
           "corpus": ["chapter/courses/*.json"]}]}
        """#
    }
    try folder.write(manifest(false), to: "Contracts/contracts.json")
    let text = try executeCommand(["infer"], in: folder.path)
    #expect(text.exitCode == 0, "\(text.standardError)")
    #expect(
      text.standardOutput.contains("cities has no schema: --out DIR writes one drafted from its 14 recorded values"),
      "\(text.standardOutput)")
    let written = try executeCommand(["infer", "--out", "Contracts/drafts", "--format", "json"], in: folder.path)
    #expect(written.exitCode == 0, "\(written.standardError)")
    let report = try json(written)
    #expect(report["withoutSchema"] == .array(["cities", "courses"]))
    #expect(report["drafts"]?.arrayValue?.first?["values"] == 14)
    #expect(report["drafts"]?.arrayValue?.first?["written"] == "Contracts/drafts/cities.schema.json")

    let city = try JanssonParser.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Contracts/drafts/cities.schema.json")))
    ).value
    #expect(city["title"] == "City")
    #expect(city["properties"]?["created_at"]?["format"] == "date-time", "\(city)")
    // Null in some recorded rows: nullable; present in all 14 rows: required.
    #expect(city["properties"]?["student_population"]?["type"] == .array(["integer", "null"]), "\(city)")
    #expect(city["properties"]?["region"]?["type"] == "string", "\(city)")
    #expect(city["required"]?.arrayValue?.contains("student_population") == true, "\(city)")
    // Every recorded course URL is an absolute URL: what the model's `URL` reads.
    let course = try JanssonParser.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Contracts/drafts/courses.schema.json")))
    ).value
    #expect(course["properties"]?["course_url"]?["format"] == "uri", "\(course)")

    try folder.write(manifest(true), to: "Contracts/contracts.json")
    let check = try executeCommand(["check", "--format", "json"], in: folder.path)
    let findings = try json(check)["findings"]?.arrayValue ?? []
    #expect(
      !findings.contains { $0["kind"] == "schema-violation" || $0["kind"] == "decode-accepts-invalid" },
      "\(findings.filter { $0["kind"] == "schema-violation" }.prefix(3))")
    let summary = try executeCommand(["check"], in: folder.path).standardOutput
    #expect(
      summary.contains("cities  drafts/cities.schema.json → City [supabase]  2 responses (2 valid, 0 invalid"),
      "\(summary)")
    #expect(
      summary.contains("courses  drafts/courses.schema.json → Course_V2 [supabase]  8 responses (8 valid, 0 invalid"),
      "\(summary)")
  }

  /// A key the redactor takes for a secret (an API key as a member's or a map's key) never
  /// reaches a draft.
  @Test func aDraftWritesNoSecretKey() throws {
    let folder = try TemporaryFolder()
    let secret = "sk_live_51HxYzAbCdEfGhIjKlMnOpQrStUv"
    let token = "ghp_" + String(repeating: "aB3", count: 12)
    try folder.write(
      #"[{"id": "d1639b39-a3cc-462f-9c5c-4971859e94c1", "name": "Leeds", "\#(secret)": true, "#
        + #""grants": {"\#(token)": {"scope": "repo"}, "plain_name": {"scope": "gist"}}}]"#, to: "cities.json")
    try folder.write(
      #"{"corpusRoot": "..", "contracts": [{"id": "cities", "type": "City", "profile": "supabase", "envelope": "array", "corpus": ["cities.json"]}]}"#,
      to: "Contracts/contracts.json")
    let output = try executeCommand(["infer", "--out", "drafts"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let draft = try String(contentsOfFile: folder.path + "/drafts/cities.schema.json", encoding: .utf8)
    #expect(draft.contains("\"name\"") && draft.contains("plain_name"), "\(draft)")
    #expect(!draft.contains(secret) && !draft.contains(token), "\(draft)")
  }

  /// A draft is written again over the last one, never over a schema someone wrote nor over
  /// a draft someone edited (its seal no longer matches its text).
  @Test func aSchemaSomeoneWroteIsNeverOverwritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"[{"id": "d1639b39-a3cc-462f-9c5c-4971859e94c1", "name": "Leeds"}]"#, to: "cities.json")
    try folder.write(
      #"{"corpusRoot": "..", "contracts": [{"id": "cities", "type": "City", "profile": "supabase", "envelope": "array", "corpus": ["cities.json"]}]}"#,
      to: "Contracts/contracts.json")
    let first = try executeCommand(["infer", "--out", "drafts"], in: folder.path)
    #expect(first.exitCode == 0, "\(first.standardError)")
    let again = try executeCommand(["infer", "--out", "drafts"], in: folder.path)
    #expect(again.exitCode == 0, "a draft is written again: \(again.standardError)")
    let draft = try String(contentsOfFile: folder.path + "/drafts/cities.schema.json", encoding: .utf8)
    #expect(draft.contains(#""$comment": "contract infer draft "#), "\(draft)")
    let edited = draft.replacingOccurrences(of: #""title": "City""#, with: #""title": "A city""#)
    #expect(edited != draft)
    try folder.write(edited, to: "drafts/cities.schema.json")
    let kept = try executeCommand(["infer", "--out", "drafts"], in: folder.path)
    #expect(kept.exitCode == 2)
    #expect(
      kept.standardError.contains(
        "drafts/cities.schema.json was edited since infer drafted it: not overwritten (name it as the contract's \"schema\", or delete it to draft again)"
      ), "\(kept.standardError)")
    #expect(try String(contentsOfFile: folder.path + "/drafts/cities.schema.json", encoding: .utf8) == edited)
    try folder.write(#"{"title": "mine"}"#, to: "drafts/cities.schema.json")
    let refused = try executeCommand(["infer", "--out", "drafts"], in: folder.path)
    #expect(refused.exitCode == 2)
    #expect(
      refused.standardError.contains(
        "drafts/cities.schema.json exists and is not a draft infer wrote: not overwritten (choose another --out)"),
      "\(refused.standardError)")
    #expect(
      try String(contentsOfFile: folder.path + "/drafts/cities.schema.json", encoding: .utf8) == #"{"title": "mine"}"#)
  }

  @Test func badInput() throws {
    let sample = try run(["infer", "--min-sample", "0"])
    #expect(sample.exitCode == 2)
    #expect(sample.standardError.contains("--min-sample takes a count of 1 or more, not '0'"))
    #expect(try run(["infer", "--against", "no-such-dump"]).exitCode == 2)
    // A file where the --out folder would be: said before any work, a usage error.
    let folder = try TemporaryFolder()
    try folder.write("", to: "taken")
    let out = try run(["infer", "--out", folder.path + "/taken"])
    #expect(out.exitCode == 2, "\(out.standardError)")
    #expect(out.standardError.contains("--out \(folder.path)/taken: cannot create the folder"), "\(out.standardError)")
  }
}
