import Evidence
import Foundation
import JSONCore
import JSONSchema
import Jansson
import Testing

/// The edits of each dialect, and both change documents applied give the edited document.
@Suite struct SchemaEditorTests {
  private func json(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func pointer(_ text: String) throws -> JSONPointer { try JSONPointer(parsing: text) }

  @Test func openAPI30WrapsAReferenceAndMarksATypeNullable() throws {
    let document = try json(
      ##"{"openapi": "3.0.3", "components": {"schemas": {"User": {"type": "object", "required": ["id", "team"], "properties": {"id": {"type": "string"}, "team": {"$ref": "#/components/schemas/Team"}, "role": {"type": "string", "enum": ["admin"]}}}, "Team": {"type": "object"}}}}"##
    )
    let user = "/components/schemas/User"
    let changes: [(String, SchemaAmendment.Intent)] = [
      (user + "/properties/id", .allowNull), (user + "/properties/team", .allowNull),
      (user + "/properties/role", .addEnumValues(["owner"])), (user, .unrequire("team")),
    ]
    let root = try #require(try SchemaFacts(document).location(.root, besides: SchemaFacts(document).root))
    let (changed, edits) = SchemaEditor(dialect: .openAPI3_0).apply(
      try changes.map { SchemaAmendment(document: root, location: try pointer($0.0), intent: $0.1) }, to: document)
    #expect(try pointer(user + "/properties/id/nullable").resolve(in: changed) == true)
    #expect(
      try pointer(user + "/properties/team").resolve(in: changed)
        == json(##"{"allOf": [{"$ref": "#/components/schemas/Team"}], "nullable": true}"##))
    #expect(try pointer(user + "/properties/role/enum").resolve(in: changed) == json(#"["admin", "owner"]"#))
    #expect(try pointer(user + "/required").resolve(in: changed) == json(#"["id"]"#))
    let overlay = ChangeDocument.overlay(title: "t", edits: edits, to: document) { _ in ("why", false) }
    #expect(try ChangeApplier.applyOverlay(overlay, to: document) == changed)
  }

  /// Swagger 2.0 has no null: `x-nullable`, beside a `$ref` too, as go-swagger and NSwag
  /// write it and the validator reads it; a required key stays required.
  @Test func swagger20MarksXNullable() throws {
    let document = try json(
      ##"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}, "definitions": {"User": {"type": "object", "required": ["id", "team"], "properties": {"id": {"type": "string"}, "team": {"$ref": "#/definitions/Team"}}}, "Team": {"type": "object"}}}"##
    )
    let user = "/definitions/User"
    let root = try #require(try SchemaFacts(document).location(.root, besides: SchemaFacts(document).root))
    let (changed, _) = SchemaEditor(dialect: .swagger2_0).apply(
      try [user + "/properties/id", user + "/properties/team"].map {
        SchemaAmendment(document: root, location: try pointer($0), intent: .allowNull)
      }, to: document)
    #expect(
      try pointer(user + "/properties/id").resolve(in: changed) == json(#"{"type": "string", "x-nullable": true}"#))
    #expect(
      try pointer(user + "/properties/team").resolve(in: changed)
        == json(##"{"$ref": "#/definitions/Team", "x-nullable": true}"##))
    #expect(try pointer(user + "/required").resolve(in: changed) == json(#"["id", "team"]"#))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swagger-\(UUID().uuidString).json")
    try Data(JSONWriter().bytes(changed)).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiled = try CompiledSchema.compile(schemaAt: folder.path + "#" + user)
    #expect(compiled.isValid(try json(#"{"id": null, "team": null}"#)))
  }

  @Test func jsonSchemaTypeListsAndAPatch() throws {
    let document = try json(
      ##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "additionalProperties": false, "properties": {"n": {"type": "integer"}, "s": {"$ref": "#/definitions/S"}}, "definitions": {"S": {"type": "string"}}}"##
    )
    let facts = try SchemaFacts(document)
    let root = facts.root
    let changes = [
      SchemaAmendment(document: root, location: try pointer("/properties/n"), intent: .allowNull),
      SchemaAmendment(document: root, location: try pointer("/properties/n"), intent: .addTypes(["number"])),
      SchemaAmendment(document: root, location: try pointer("/properties/s"), intent: .allowNull),
      SchemaAmendment(document: root, location: .root, intent: .declare("extra", ["type": "boolean"])),
    ]
    let (changed, edits) = SchemaEditor(dialect: .jsonSchema(.draft7)).apply(changes, to: document)
    #expect(try pointer("/properties/n/type").resolve(in: changed) == json(#"["integer", "number", "null"]"#))
    #expect(
      try pointer("/properties/s").resolve(in: changed)
        == json(##"{"anyOf": [{"$ref": "#/definitions/S"}, {"type": "null"}]}"##))
    #expect(try pointer("/properties/extra").resolve(in: changed) == json(#"{"type": "boolean"}"#))
    let patch = ChangeDocument.patch(edits: edits) { _ in ("why", false) }
    #expect(try ChangeApplier.applyPatch(patch, to: document) == changed)
    // The edited schema takes what it was edited for.
    let compiled = try CompiledSchema.compile(changed)
    #expect(compiled.isValid(try json(#"{"n": 1.5, "s": null, "extra": true}"#)))
    #expect(!compiled.isValid(try json(#"{"n": "x"}"#)))
  }

  @Test func appliersSayWhereAChangeCannotBeMade() throws {
    let document = try json(#"{"a": {}}"#)
    let overlay = try json(
      #"{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": [{"target": "$.b", "remove": true}]}"#)
    #expect(throws: ChangeApplier.Failure(description: "/actions/0: target $.b selects nothing")) {
      try ChangeApplier.applyOverlay(overlay, to: document)
    }
    let wildcard = try json(
      #"{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": [{"target": "$.a[*]", "remove": true}]}"#
    )
    #expect(throws: ChangeApplier.Failure.self) { try ChangeApplier.applyOverlay(wildcard, to: document) }
    let patch = try json(#"[{"op": "move", "from": "/a", "path": "/b"}]"#)
    #expect(
      throws: ChangeApplier.Failure(
        description: "/0: operation 'move' is not applied here (add, remove, replace, test)")
    ) {
      try ChangeApplier.applyPatch(patch, to: document)
    }
    // A step into an array is an index selector; into an object, a name, digits or not.
    let nested = try json(#"{"a'b": [{"c\\d": 1}], "allOf": {"0": {}}}"#)
    #expect(ChangeDocument.jsonPath(try pointer("/a'b/0/c\\d"), in: nested) == #"$['a\'b'][0]['c\\d']"#)
    #expect(ChangeDocument.jsonPath(try pointer("/allOf/0"), in: nested) == #"$['allOf']['0']"#)
  }
}
