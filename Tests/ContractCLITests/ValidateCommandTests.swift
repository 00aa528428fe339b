import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract validate`, run as the real binary on schemas and instances the test writes.
@Suite struct ValidateCommandTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "validate-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/schemas", withIntermediateDirectories: true)
  }

  @discardableResult
  private func write(_ name: String, _ text: String) throws -> String {
    let path = directory + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func validate(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(["validate"] + arguments, in: directory)
  }

  private let petSchema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
     "required": ["id", "name"],
     "properties": {"id": {"type": "integer"}, "name": {"type": "string", "minLength": 1},
                    "tags": {"type": "array", "items": {"$ref": "tag.json"}}}}
    """

  @Test func reportsEveryErrorWithItsLocations() throws {
    try write("schemas/pet.json", petSchema)
    try write("schemas/tag.json", #"{"type": "string", "maxLength": 3}"#)
    try write("good.json", #"{"id": 1, "name": "Rex", "tags": ["a"]}"#)
    try write("bad.json", #"{"id": "1", "name": "", "tags": ["long tag"]}"#)
    let output = try validate(["--schema", "schemas/pet.json", "--format", "json", "good.json", "bad.json"])
    #expect(output.exitCode == 1)
    let lines = output.standardOutput.split(separator: "\n").map { try? JanssonParser.parse(Array($0.utf8)).value }
    #expect(lines.count == 2)
    #expect(lines[0]?["valid"] == true)
    #expect(lines[1]?["valid"] == false)
    let errors = lines[1]?["errors"]?.arrayValue ?? []
    let locations = errors.compactMap { $0["instanceLocation"]?.stringValue }.sorted()
    #expect(locations == ["/id", "/name", "/tags/0"])
    let tag = try #require(errors.first { $0["instanceLocation"] == "/tags/0" })
    #expect(tag["keywordLocation"] == "/properties/tags/items/$ref/maxLength")
    #expect(tag["absoluteKeywordLocation"]?.stringValue?.hasSuffix("tag.json#/maxLength") == true)
  }

  @Test func instancesFromJSONLinesCarryTheirLineNumbers() throws {
    try write("schemas/pet.json", petSchema)
    try write("schemas/tag.json", #"{"type": "string"}"#)
    try write("pets.jsonl", "{\"id\": 1, \"name\": \"a\"}\n\n{\"id\": 2}\n[1,\n")
    let output = try validate(["--schema", "schemas/pet.json", "--instances", "pets.jsonl", "--format", "json"])
    #expect(output.exitCode == 1)
    let lines = output.standardOutput.split(separator: "\n").compactMap { try? JanssonParser.parse(Array($0.utf8)).value }
    #expect(lines.map { $0["line"] } == [1, 3, 4])
    #expect(lines.map { $0["valid"] } == [true, false, false])
    #expect(lines[2]["errors"]?.arrayValue?.first?["error"]?.stringValue?.hasPrefix("not JSON") == true)
  }

  @Test func badSchemasAreConfigurationErrors() throws {
    try write("i.json", "{}")
    try write("schemas/typo.json", #"{"type": 12}"#)
    let typo = try validate(["--schema", "schemas/typo.json", "i.json"])
    #expect(typo.exitCode == 2)
    #expect(typo.standardError.contains("schemas/typo.json:1:"))
    #expect(typo.standardError.contains("/type"))
    try write("schemas/dangling.json", #"{"$ref": "missing.json"}"#)
    #expect(try validate(["--schema", "schemas/dangling.json", "i.json"]).exitCode == 2)
    try write("schemas/escape.json", #"{"$ref": "../../../etc/passwd"}"#)
    let escape = try validate(["--schema", "schemas/escape.json", "i.json"])
    #expect(escape.exitCode == 2)
    try write("schemas/loop.json", ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##)
    #expect(try validate(["--schema", "schemas/loop.json", "i.json"]).exitCode == 2)
    try write("schemas/regex.json", #"{"pattern": "(unclosed"}"#)
    let regex = try validate(["--schema", "schemas/regex.json", "i.json"])
    #expect(regex.exitCode == 2)
    #expect(regex.standardError.contains("/pattern"))
    #expect(try validate(["i.json"]).exitCode == 2)
  }

  @Test func hostileInputsEndInBoundedTime() throws {
    try write("schemas/redos.json", #"{"type": "string", "pattern": "^(a+)+$"}"#)
    try write("redos.json", "\"" + String(repeating: "a", count: 40) + "!\"")
    let redos = try validate(["--schema", "schemas/redos.json", "redos.json"])
    #expect(redos.exitCode == 1)
    try write("schemas/any.json", "{}")
    try write("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    let deep = try validate(["--schema", "schemas/any.json", "deep.json"])
    #expect(deep.exitCode == 1)
    #expect(deep.standardOutput.contains("not JSON"))
  }

  @Test func pointsIntoOpenAPIDocuments() throws {
    try write(
      "schemas/api.json",
      #"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {"Pet": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "nullable": true}}}}}}"#)
    try write("nullable.json", #"{"name": null}"#)
    try write("missing.json", "{}")
    let output = try validate(["--schema", "schemas/api.json#/components/schemas/Pet", "nullable.json", "missing.json"])
    #expect(output.standardOutput.contains("nullable.json: valid"))
    #expect(output.standardOutput.contains("missing.json: invalid"))
  }

  /// Without instances the schema alone is checked: an API document's every definition and
  /// every operation's inline schema, each broken place once, with its file, line and pointer.
  @Test func withoutInstancesTheSchemaAloneIsChecked() throws {
    try write(
      "schemas/api.yaml",
      """
      openapi: 3.0.3
      info: {title: t, version: "1"}
      paths:
        /otp:
          post:
            requestBody:
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      method: {type: enum}
            responses:
              "200": {description: ok}
      components:
        schemas:
          Pet: {type: object, properties: {name: {type: string}}}
          Tag: {type: strin}

      """)
    let broken = try validate(["--schema", "schemas/api.yaml"])
    #expect(broken.exitCode == 2)
    let lines = broken.standardError.replacingOccurrences(of: directory + "/", with: "").split(separator: "\n")
    #expect(
      lines.contains {
        $0.contains("schemas/api.yaml:18:17: invalid schema: 'strin' is not one of") && $0.hasSuffix("(at /components/schemas/Tag/type)")
      }, "\(broken.standardError)")
    #expect(
      lines.contains {
        $0.contains("schemas/api.yaml:12:32: invalid schema: 'enum' is not one of")
          && $0.contains("/paths/~1otp/post/requestBody/content/application~1json/schema/properties/method/type")
      }, "\(broken.standardError)")
    #expect(lines.last == "contract validate: 2 broken places in schemas/api.yaml", "\(broken.standardError)")

    try write("schemas/fine.json", #"{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {"Pet": {"type": "object"}}}}"#)
    let fine = try validate(["--schema", "schemas/fine.json"])
    #expect(fine.exitCode == 0, "\(fine.standardError)")
    #expect(fine.standardOutput == "schemas/fine.json: the 1 schemas of the OpenAPI 3.1 document are valid schemas\n")
    // Schemas that are not objects, responses that are a list: nothing was checked.
    try write(
      "schemas/none.json",
      #"{"openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "paths": {"/x": {"get": {"responses": [1]}}}, "components": {"schemas": [1]}}"#)
    let none = try validate(["--schema", "schemas/none.json"])
    #expect(none.exitCode == 2)
    #expect(none.standardError == "contract validate: schemas/none.json: the OpenAPI 3.0 document has no schemas\n")
    try write("plain.json", petSchema)
    try write("tag.json", #"{"type": "string"}"#)
    let plain = try validate(["--schema", "plain.json"])
    #expect(plain.exitCode == 0, "\(plain.standardError)")
    #expect(plain.standardOutput == "plain.json: a valid schema\n")
  }

  /// Swagger 2.0 documents still write Swagger 1.2's `$ref: Product` (the OpenAPI
  /// Initiative's own uber.yaml example): a bare name the document defines is that definition.
  /// And `swagger: 2.0` unquoted (its product-catalog.yaml) is a Swagger document, whose
  /// schemas are draft 4's (a boolean exclusiveMinimum).
  @Test func aBareReferenceInAnAPIDocumentNamesItsDefinition() throws {
    try write(
      "uber.yaml",
      """
      swagger: 2.0
      info: {title: Uber, version: "1"}
      paths:
        /products:
          get:
            responses:
              200:
                description: ok
                schema: {type: array, items: {$ref: Product}}
      definitions:
        Product:
          type: object
          properties:
            capacity: {type: integer, minimum: 0, exclusiveMinimum: true}

      """)
    let schema = try validate(["--schema", "uber.yaml"])
    #expect(schema.exitCode == 0, "\(schema.standardError)")
    try write("bad.json", #"[{"capacity": "four"}]"#)
    let instance = try validate(["--schema", "uber.yaml#/paths/~1products/get/responses/200/schema", "bad.json"])
    #expect(instance.exitCode == 1, "\(instance.standardError)")
    #expect(instance.standardOutput.contains("/0/capacity: expected integer, got string"), "\(instance.standardOutput)")
  }

  /// `#/` is the member named "" (RFC 6901), not the whole document, as some tools read it:
  /// the error says so.
  @Test func aReferenceToHashSlashSaysWhatItNames() throws {
    try write("other.json", #"{"type": "string"}"#)
    try write("main.json", #"{"properties": {"name": {"$ref": "other.json#/"}}}"#)
    let output = try validate(["--schema", "main.json"])
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains(#"'#/' names the member called ""; the whole document is '#' (at /properties/name/$ref)"#),
      "\(output.standardError)")
  }

  /// A schema that names no `$schema` is read as 2020-12; what an older draft wrote there
  /// (a tuple's items list, draft 3's required: true) is refused with the draft that reads it.
  @Test func anOlderDraftsFormSaysWhichDraftReadsIt() throws {
    try write("tuple.json", #"{"type": "object", "properties": {"pair": {"type": "array", "items": [{"type": "integer"}]}}}"#)
    let tuple = try validate(["--schema", "tuple.json"])
    #expect(tuple.exitCode == 2)
    #expect(
      tuple.standardError.contains(
        "tuple.json:1:70: invalid schema: expected object or boolean, got array; an items list is draft 2019-09 and earlier (2020-12 says prefixItems), and this schema names no $schema, so it is read as 2020-12: add \"$schema\": \"http://json-schema.org/draft-07/schema#\", or pass --draft 7 (at /properties/pair/items)"
      ), "\(tuple.standardError)")
    #expect(try validate(["--schema", "tuple.json", "--draft", "7"]).exitCode == 0)
    try write("old.json", #"{"properties": {"id": {"type": "integer", "required": true}}}"#)
    let old = try validate(["--schema", "old.json"])
    #expect(old.standardError.contains("a property's required: true is draft 3"), "\(old.standardError)")
  }

  /// Each loop that would never end is named in one run: the first does not hide the second
  /// (swift-openapi-generator's test document has an `allOf` loop and an `anyOf` one).
  @Test func everyReferenceCycleIsNamed() throws {
    try write(
      "loops.yaml",
      """
      openapi: 3.1.0
      info: {title: t, version: "1"}
      paths: {}
      components:
        schemas:
          First:
            allOf:
              - $ref: '#/components/schemas/Either'
          Either:
            oneOf:
              - $ref: '#/components/schemas/First'
              - type: string
          Any:
            anyOf:
              - $ref: '#/components/schemas/Any'
              - type: string
          Tree:
            type: object
            properties:
              children: {type: array, items: {$ref: '#/components/schemas/Tree'}}

      """)
    let result = try validate(["--schema", "loops.yaml"])
    #expect(result.exitCode == 2)
    let cycles = result.standardError.split(separator: "\n").filter { $0.contains("reference cycle that never consumes input") }
    #expect(cycles.count == 2, "\(result.standardError)")
    #expect(cycles.contains { $0.contains("loops.yaml:6:5:") && $0.contains("#/components/schemas/First → ") })
    #expect(cycles.contains { $0.contains("loops.yaml:13:5:") && $0.contains("#/components/schemas/Any/anyOf/0 → ") })
    #expect(!result.standardError.contains("Tree"), "a loop through properties consumes input")
  }
}
