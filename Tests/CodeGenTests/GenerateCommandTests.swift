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
    let output = try generate(["--schema", "loose.schema.json", "--out", "Out", "--no-free-form"])
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains(
        "loose.schema.json:5:14: cannot translate: the schema gives no type (type, properties, items, enum, const, anyOf or oneOf), so it accepts any JSON value (at /properties/extra)"
      ), "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
  }

  /// Multi-file API descriptions keep schemas in files of their own (`Pet.yaml`) and in files
  /// of named schemas (`common.yaml` with `Owner:` and `Error:` at the top): each is named as
  /// a definition would be, not after the file that holds it (`CommonOwner`), and a component
  /// that only points at one (`Problem`) keeps its name as an alias.
  @Test func aFileOfNamedSchemasNamesThemByTheirKeys() throws {
    try write(
      "api.yaml",
      """
      openapi: 3.0.3
      components:
        schemas:
          Pet: {$ref: './Pet.yaml'}
          Problem: {$ref: './common.yaml#/Error'}
      """)
    try write("Pet.yaml", "type: object\nproperties:\n  owner: {$ref: './common.yaml#/Owner'}\n")
    try write(
      "common.yaml",
      "Error: {type: object, properties: {message: {type: string}}}\nOwner: {type: object, properties: {name: {type: string}}}\n"
    )
    let output = try generate(["--schema", "api.yaml", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let models = try String(contentsOfFile: directory + "/Out/API.swift", encoding: .utf8)
    for declaration in [
      "public struct Pet:", "public struct Owner:", "public struct ErrorModel:", "public let owner: Owner?",
      "public typealias Problem = ErrorModel",
    ] {
      #expect(models.contains(declaration), "\(declaration) in \(models)")
    }
    #expect(!models.contains("CommonOwner"), "\(models)")
    #expect(!models.contains("typealias Pet"), "\(models)")
  }

  /// A discriminator mapping that names no alternative (a schema renamed or removed) is said,
  /// where the mapping writes it: that value decodes as no case.
  @Test func aMappingThatNamesNoAlternativeIsAWarning() throws {
    try write(
      "b.yaml",
      """
      openapi: 3.0.3
      components:
        schemas:
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Bird'}]
            discriminator: {propertyName: kind, mapping: {cat: '#/components/schemas/Cat', dog: Dog}}
          Cat: {type: object, properties: {kind: {type: string}}}
          Bird: {type: object, properties: {kind: {type: string}}}
      """)
    let output = try generate(["--schema", "b.yaml", "--out", "Out"])
    #expect(output.exitCode == 0)
    #expect(
      output.standardError.contains(
        "b.yaml:6:91: the discriminator mapping 'dog' names #/components/schemas/Dog, which is none of Pet's alternatives: a 'dog' kind decodes as no case (a DecodingError) (at /components/schemas/Pet/discriminator/mapping/dog)"
      ), "\(output.standardError)")
    #expect(!output.standardError.contains("mapping 'cat'"), "\(output.standardError)")
  }

  /// The same for a base whose discriminator names the schemas that extend it: a mapping
  /// entry naming no schema decodes as the base's own members, and is said; one naming the
  /// base itself is its own members, as meant.
  @Test func aBasesMappingThatNamesNoSchemaIsAWarning() throws {
    try write(
      "d.yaml",
      """
      openapi: 3.0.3
      components:
        schemas:
          Pet:
            type: object
            properties: {kind: {type: string}}
            discriminator: {propertyName: kind, mapping: {cat: Cat, bird: Bird, pet: Pet}}
          Cat: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: object, properties: {lives: {type: integer}}}]}
      """)
    let output = try generate(["--schema", "d.yaml", "--out", "Out"])
    #expect(output.exitCode == 0)
    #expect(
      output.standardError.contains(
        "the discriminator mapping 'bird' names Bird, which is no schema here: a 'bird' kind decodes as Pet's own members (at /components/schemas/Pet/discriminator/mapping/bird)"
      ), "\(output.standardError)")
    #expect(!output.standardError.contains("mapping 'pet'"), "\(output.standardError)")
    #expect(!output.standardError.contains("mapping 'cat'"), "\(output.standardError)")
  }

  /// Two Swagger 2.0 extensions that say the same `x-ms-discriminator-value` (a copied line):
  /// the first takes the value, and the other, never decoded, is said.
  @Test func anExtensionWhoseValueAnotherHasIsAWarning() throws {
    try write(
      "x.yaml",
      """
      swagger: '2.0'
      info: {version: '1', title: Pets}
      paths: {}
      definitions:
        Pet:
          properties: {petKind: {type: string}, name: {type: string}}
          discriminator: petKind
        Cat:
          x-ms-discriminator-value: Microsoft.PetStore.PetType
          allOf: [{$ref: '#/definitions/Pet'}, {properties: {huntingSkill: {type: string}}}]
        Dog:
          x-ms-discriminator-value: Microsoft.PetStore.PetType
          allOf: [{$ref: '#/definitions/Pet'}, {properties: {packSize: {type: integer}}}]
      """)
    let output = try generate(["--schema", "x.yaml", "--out", "Out"])
    #expect(output.exitCode == 0)
    #expect(
      output.standardError.contains(
        "x.yaml:11:3: Dog extends Pet under the petKind 'Microsoft.PetStore.PetType', which names Cat already: such a petKind decodes as Cat, and Dog never (at /definitions/Dog)"
      ), "\(output.standardError)")
  }

  /// A one-letter folder is an ordinary `--out`, a `--check` of one that does not exist yet
  /// says so, and a YAML document's merge keys share members (swift-corelibs-foundation
  /// trapped on the first, and `<<` was refused).
  @Test func aOneLetterFolderAndYAMLMergeKeysAreOrdinary() throws {
    try write(
      "s.yaml",
      """
      openapi: 3.1.0
      components:
        schemas:
          Base: &base
            type: object
            properties: {id: {type: integer}}
          Named:
            <<: *base
            required: [id]
      """)
    let output = try generate(["--schema", "s.yaml", "--out", "O"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let models = try String(contentsOfFile: directory + "/O/S.swift", encoding: .utf8)
    #expect(models.contains("public struct Named"), "\(models)")
    #expect(models.contains("public let id: Int\n"), "\(models)")
    let check = try generate(["--schema", "s.yaml", "--out", "P", "--check"])
    #expect(check.exitCode == 1)
    #expect(check.standardError.contains("P: 2 of 2 files differ"), "\(check.standardError)")
  }

  @Test(arguments: [
    (#"{"type": "object"}"#, "an object with no properties and no additionalProperties schema accepts any members"),
    (#"{"type": "array"}"#, "an array without an items schema accepts any elements"),
    (#"{"type": "array", "prefixItems": [{"type": "string"}]}"#, "a tuple that allows more elements than it lists"),
    (#"{"enum": [1, "a", {"x": 1}]}"#, "enum values that hold objects or arrays have no Swift type"),
    (#"{"type": ["string", "object"]}"#, "a type list with 'object'"),
    (#"{"anyOf": [{"type": "null"}]}"#, "the anyOf has no alternative besides null"),
  ])
  func everyUntranslatableFeatureNamesItsReason(schema: String, reason: String) throws {
    try write("s.json", schema)
    // `--no-free-form` keeps the refusal of schemas that allow any value.
    let output = try generate(["--schema", "s.json", "--out", "Out", "--no-free-form"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("s.json:1:1: cannot translate: \(reason)"), "\(output.standardError)")
  }

  /// A key the schema forbids is left out of the model (`SnippetTests`); required as well, no
  /// value satisfies the schema, and it is refused where the key is.
  /// A document whose only schemas are plain values (a shared response that is a string)
  /// writes nothing and says why, rather than a bare "0 files generated".
  @Test func plainValuesAloneAreSaidToNeedNoType() throws {
    try write(
      "api.json",
      #"{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"responses": {"BadRequest": {"description": "no", "content": {"application/json": {"schema": {"type": "string"}}}}}}}"#
    )
    let output = try generate(["--schema", "api.json", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput == "Out: 0 files generated, 0 changed\n")
    #expect(output.standardError.contains("note: no Swift type to generate: the schemas are plain values"))
  }

  @Test func aRequiredForbiddenKeyIsRefused() throws {
    try write("s.json", #"{"type": "object", "required": ["a"], "properties": {"a": false}}"#)
    let output = try generate(["--schema", "s.json", "--out", "Out"])
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains("cannot translate: the schema `false` accepts no value (at /properties/a)"),
      "\(output.standardError)")
  }

  /// Schemas given together that name each other by `$id` (`"$ref": "/schemas/item"`, as
  /// quicktype's multi-file inputs do): the reference is the other input, whichever is read
  /// first, not a file at the root of the disk.
  @Test func inputsReferToEachOtherByTheirIDs() throws {
    try write(
      "list.schema.json",
      #"{"$id": "/schemas/list", "title": "List", "type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "/schemas/item"}}}}"#
    )
    try write(
      "item.schema.json",
      #"{"$id": "/schemas/item", "title": "Item", "type": "object", "properties": {"name": {"type": "string"}}}"#)
    let output = try generate(["--schema", "list.schema.json", "--schema", "item.schema.json", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/Out")
    let source = try files.map { try String(contentsOfFile: directory + "/Out/" + $0, encoding: .utf8) }.joined()
    #expect(source.contains("public let items: [Item]?"), "\(source)")
  }

  @Test func everyUntranslatableSiteIsListedInOneRun() throws {
    try write(
      "many.schema.json",
      """
      {
        "type": "object",
        "properties": {
          "a": {"type": ["object", "string"]},
          "b": {"const": null},
          "c": {"$ref": "#/definitions/C"}
        },
        "definitions": {"C": {"anyOf": [{"type": "null"}]}}
      }
      """)
    let output = try generate(["--schema", "many.schema.json", "--out", "Out", "--no-free-form"])
    #expect(output.exitCode == 2)
    let lines = output.standardError.replacingOccurrences(of: directory + "/", with: "").split(separator: "\n").map(
      String.init)
    #expect(
      lines == [
        "contract generate: many.schema.json:4:10: cannot translate: a type list with 'object' (object, string); write it as anyOf of full schemas (at /properties/a)",
        "contract generate: many.schema.json:5:10: cannot translate: a const null has no Swift type (at /properties/b)",
        "contract generate: many.schema.json:8:24: cannot translate: the anyOf has no alternative besides null (at /definitions/C)",
        "contract generate: 3 schema sites cannot be read or translated",
      ], "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
  }

  /// Forty schemas of an API document reach two broken places (a `$ref` to nothing, a
  /// pattern that is no regular expression): each place is listed once, and the schemas that
  /// only reach them are not blamed.
  @Test func eachBrokenPlaceOfAnAPIDocumentIsListedOnceHoweverManySchemasReachIt() throws {
    var schemas = [
      ##""Shared": {"type": "object", "properties": {"gone": {"$ref": "#/components/schemas/Missing"}, "code": {"type": "string", "pattern": "(unclosed"}}}"##
    ]
    for index in 0..<40 {
      let next = index == 39 ? "Shared" : "S\(index + 1)"
      schemas.append(
        ##""S\##(index)": {"type": "object", "properties": {"id": {"type": "integer"}, "next": {"$ref": "#/components/schemas/\##(next)"}}}"##
      )
    }
    try write(
      "api.json",
      #"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {"#
        + schemas.joined(separator: ",\n") + "}}}")
    let output = try generate(["--schema", "api.json", "--out", "Out"])
    #expect(output.exitCode == 2)
    let lines = output.standardError.replacingOccurrences(of: directory + "/", with: "").split(separator: "\n").map(
      String.init)
    #expect(lines.count == 3, "\(output.standardError)")
    #expect(lines.filter { $0.contains("cannot resolve reference '#/components/schemas/Missing'") }.count == 1)
    #expect(
      lines.contains {
        $0.contains("invalid regular expression '(unclosed'") && $0.hasPrefix("contract generate: api.json:1:")
      })
    #expect(
      lines.allSatisfy { $0.range(of: #"schemas/S\d"#, options: .regularExpression) == nil },
      "the schemas that reach them are not blamed")
    #expect(lines.last == "contract generate: 2 schema sites cannot be read or translated")
  }

  @Test func schemasThatAllowAnyValueAreJSONValue() throws {
    try write("loose.schema.json", #"{"type": "object", "properties": {"extra": {}, "meta": {"type": "object"}}}"#)
    let output = try generate(["--schema", "loose.schema.json", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let source = try String(contentsOfFile: directory + "/Out/Loose.swift", encoding: .utf8)
    #expect(source.contains("public let extra: JSONValue?"), "\(source)")
    #expect(source.contains("public let meta: [String: JSONValue]?"), "\(source)")
    let support = try String(contentsOfFile: directory + "/Out/ContractSupport.swift", encoding: .utf8)
    #expect(support.contains("public enum JSONValue: Codable, Hashable, Sendable"))
  }

  @Test func anUnknownSchemaURIIsReadAsDraftFourWithAWarning() throws {
    try write(
      "odd.schema.json",
      #"{"$schema": "http://json-schema.org/schema#", "title": "Odd", "type": "object", "properties": {"x": {"type": "string"}}}"#
    )
    let output = try generate(["--schema", "odd.schema.json", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardError.contains(
        "odd.schema.json:1:13: unknown meta-schema 'http://json-schema.org/schema#'; read with draft 4's rules (at /$schema)"
      ), "\(output.standardError)")
    let source = try String(contentsOfFile: directory + "/Out/Odd.swift", encoding: .utf8)
    #expect(source.contains("public struct Odd: Codable, Hashable, Sendable"))
  }

  /// Only the document whose `$schema` names no draft is read as draft 4: another input of the
  /// same run keeps its own draft (here 2020-12's `$anchor` and boolean schemas, which draft 4
  /// would refuse).
  @Test func anUnknownSchemaURIChangesOnlyItsOwnDocumentsDraft() throws {
    try write(
      "odd.schema.json",
      ##"{"$schema": "http://json-schema.org/schema#", "title": "Odd", "properties": {"x": {"$ref": "#/definitions/X", "type": "integer"}}, "definitions": {"X": {"type": "string"}}}"##
    )
    try write(
      "new.schema.json",
      ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "New", "type": "object", "properties": {"y": {"$ref": "#why"}, "z": true}, "$defs": {"Y": {"$anchor": "why", "type": "integer"}}}"##
    )
    let output = try generate(["--schema", "odd.schema.json", "--schema", "new.schema.json", "--out", "Out"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let warnings = output.standardError.components(separatedBy: "read with draft 4's rules").count - 1
    #expect(warnings == 1, "\(output.standardError)")
    let odd = try String(contentsOfFile: directory + "/Out/Odd.swift", encoding: .utf8)
    #expect(odd.contains("public let x: X?"), "draft 4 ignores the type beside the $ref: \(odd)")
    let new = try String(contentsOfFile: directory + "/Out/New.swift", encoding: .utf8)
    #expect(new.contains("public let y: Y?"), "\(new)")
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

  /// A file where the output folder (or one of its parents) would go is said in words, on
  /// one line, and nothing is written.
  @Test func anOutFolderThatCannotBeMadeIsSaidInWords() throws {
    try write("s.json", #"{"type": "object", "properties": {"a": {"type": "string"}}}"#)
    try write("taken", "")
    let file = try generate(["--schema", "s.json", "--out", "taken"])
    #expect(file.exitCode == 2)
    #expect(
      file.standardError
        == "contract generate: taken: cannot write the generated files: a file of that name exists where the folder would go\n"
    )
    let below = try generate(["--schema", "s.json", "--out", "taken/Models"])
    #expect(below.exitCode == 2)
    #expect(
      below.standardError
        == "contract generate: taken/Models: cannot write the generated files: taken is a file, not a folder\n")
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
