import Foundation
import JSONCore
import JSONSchema
import Testing

/// Schemas that cannot be compiled: each a clear error with the pointer of the problem.
@Suite struct SchemaErrorTests {
  @Test(arguments: [
    (#"{"type": 12}"#, "/type"),
    (#"{"minLength": -1}"#, "/minLength"),
    (#"{"properties": {"a": {"maxItems": "3"}}}"#, "/properties/a/maxItems"),
    (##"{"$defs": {"x": {"required": "name"}}, "$ref": "#/$defs/x"}"##, "/$defs/x/required"),
  ])
  func invalidSchemaIsReportedWithItsPointer(schema: String, pointer: String) {
    let error = SchemaTestSupport.schemaError { _ = try SchemaTestSupport.compile(schema) }
    #expect(error?.kind == .invalidSchema)
    #expect(error?.pointer?.description == pointer)
  }

  @Test func invalidRegexIsReportedWithItsPointer() {
    let error = SchemaTestSupport.schemaError {
      _ = try SchemaTestSupport.compile(#"{"properties": {"code": {"pattern": "^[A-Z"}}}"#)
    }
    #expect(error?.kind == .invalidRegex)
    #expect(error?.pointer?.description == "/properties/code/pattern")
    let key = SchemaTestSupport.schemaError {
      _ = try SchemaTestSupport.compile(#"{"patternProperties": {"(": true}}"#)
    }
    #expect(key?.kind == .invalidRegex)
    #expect(key?.pointer?.description == "/patternProperties/(")
  }

  @Test func errorInAFileHasLineAndColumn() throws {
    let folder = try SchemaTestSupport.folder(["bad.json": "{\n  \"type\": \"object\",\n  \"minProperties\": -3\n}\n"])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("bad.json").path)
    }
    #expect(error?.location?.line == 3)
    #expect(error?.description.contains("bad.json:3:") == true)
    #expect(error?.description.contains("/minProperties") == true)
  }

  @Test func fileThatIsNotJSON() throws {
    let folder = try SchemaTestSupport.folder(["bad.json": "{\"type\": }"])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("bad.json").path)
    }
    #expect(error?.kind == .invalidJSON)
    let missing = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("none.json").path)
    }
    #expect(missing?.kind == .unreadableFile)
  }

  @Test(arguments: [
    ##"{"$ref": "#"}"##,
    ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##,
    ##"{"$defs": {"a": {"anyOf": [{"$ref": "#/$defs/a"}]}}, "properties": {"x": {"$ref": "#/$defs/a"}}}"##,
    ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"a": {"not": {"$ref": "#/definitions/a"}}}, "items": {"$ref": "#/definitions/a"}}"##,
  ])
  func loopThatConsumesNothingIsAnError(schema: String) {
    let error = SchemaTestSupport.schemaError { _ = try SchemaTestSupport.compile(schema) }
    #expect(error?.kind == .referenceCycle)
    #expect(error?.message.contains("never consumes input") == true)
  }

  @Test func recursionThroughChildrenIsFine() throws {
    let schema = try SchemaTestSupport.compile(
      """
      {"$defs": {"node": {"type": "object", "required": ["value"],
        "properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
       "$ref": "#/$defs/node"}
      """)
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"value": 1, "children": [{"value": 2, "children": [{"value": 3}]}]}"#)))
    let errors = schema.validate(json(#"{"value": 1, "children": [{"value": 2, "children": [{"value": "3"}]}]}"#))
    #expect(errors.map(\.instanceLocation.description) == ["/children/0/children/0/value"])
    #expect(
      errors.first?.keywordLocation.description
        == "/$ref/properties/children/items/$ref/properties/children/items/$ref/properties/value/type")
  }
}
