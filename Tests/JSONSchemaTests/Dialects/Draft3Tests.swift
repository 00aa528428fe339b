import JSONCore
import JSONSchema
import Testing

/// A draft-03 schema is read as the draft-04 schema it means.
@Suite struct Draft3Tests {
  static let schema = #"""
    {
      "$schema": "http://json-schema.org/draft-03/schema#",
      "type": "object",
      "properties": {
        "name": {"type": "string", "required": true},
        "count": {"type": "integer", "divisibleBy": 2},
        "pet": {"type": ["string", {"type": "object", "properties": {"kind": {"type": "string", "required": true}}}]},
        "note": {"disallow": ["number", "boolean"]},
        "owner": {"extends": {"properties": {"id": {"type": "integer", "required": true}}}},
        "token": {"type": "string"},
        "secret": {"type": "any"}
      },
      "dependencies": {"token": "name"}
    }
    """#

  @Test func eachDraft3SpellingMeansWhatItSaid() throws {
    let schema = try SchemaTestSupport.compile(Self.schema)
    #expect(schema.dialect == .jsonSchema(.draft4))
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"name": "a", "count": 4, "pet": {"kind": "cat"}, "note": "x", "owner": {"id": 1}, "secret": [1]}"#)))
    #expect(!schema.isValid(json(#"{"count": 4}"#)), "name is required")
    #expect(!schema.isValid(json(#"{"name": "a", "count": 3}"#)), "divisibleBy 2")
    #expect(schema.isValid(json(#"{"name": "a", "pet": "cat"}"#)))
    #expect(!schema.isValid(json(#"{"name": "a", "pet": {}}"#)), "the pet schema in the type list requires kind")
    #expect(!schema.isValid(json(#"{"name": "a", "pet": 3}"#)), "neither a string nor the pet schema")
    #expect(!schema.isValid(json(#"{"name": "a", "note": 3}"#)), "numbers are disallowed")
    #expect(!schema.isValid(json(#"{"name": "a", "owner": {}}"#)), "extends requires the owner's id")
    #expect(schema.isValid(json(#"{"name": "a", "token": "t"}"#)))
  }
}
