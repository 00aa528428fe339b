import Foundation
import JSONCore
import JSONSchema
import Testing

/// Every error is reported, each with its instance location, evaluation path, absolute
/// location and a plain message.
@Suite struct ValidationErrorTests {
  static let schema = """
    {
      "$id": "https://example.com/course.json",
      "type": "object",
      "required": ["course_name", "course_type"],
      "additionalProperties": false,
      "properties": {
        "course_name": {"type": "string", "minLength": 1},
        "course_type": {"enum": ["society", "course", "club", "module", "other", "event", "talk"]},
        "year": {"type": "integer", "minimum": 1, "maximum": 6},
        "tags": {"type": "array", "items": {"$ref": "#/$defs/tag"}, "uniqueItems": true},
        "price": {"type": "number", "multipleOf": 0.01}
      },
      "$defs": {"tag": {"type": "string", "pattern": "^[a-z-]+$"}}
    }
    """

  @Test func everyErrorWithItsLocations() throws {
    let schema = try SchemaTestSupport.compile(Self.schema)
    let instance = SchemaTestSupport.json(
      #"{"course_type": "study_circle", "year": 2.5, "tags": ["law", "Law", "law"], "price": 10.005, "extra": 1}"#)
    let errors = schema.validate(instance)
    let summary = Set(errors.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.message)" })
    let expected: Set<String> = [
      " /required missing required property 'course_name'",
      #"/course_type /properties/course_type/enum 'study_circle' is not one of ["society", "course", "club", "module", "other", …]"#,
      "/year /properties/year/type expected integer, got number",
      "/tags /properties/tags/uniqueItems items 0 and 2 are equal; items must be unique",
      "/tags/1 /properties/tags/items/$ref/pattern 'Law' does not match the pattern '^[a-z-]+$'",
      "/price /properties/price/multipleOf 10.005 is not a multiple of 0.01",
      "/extra /additionalProperties property 'extra' is not allowed",
    ]
    #expect(summary == expected)
    let pattern = errors.first { $0.keyword == "pattern" }
    #expect(pattern?.absoluteKeywordLocation == "https://example.com/course.json#/$defs/tag/pattern")
    #expect(!schema.isValid(instance))
  }

  @Test func validInstanceHasNoErrors() throws {
    let schema = try SchemaTestSupport.compile(Self.schema)
    let instance = SchemaTestSupport.json(#"{"course_name": "Law", "course_type": "society", "price": 10.25}"#)
    #expect(schema.isValid(instance))
    #expect(schema.validate(instance).isEmpty)
    #expect(schema.basicOutput(for: instance) == ["valid": true])
  }

  @Test func typeMessages() throws {
    let schema = try SchemaTestSupport.compile(#"{"type": "integer"}"#)
    #expect(schema.validate("12").first?.message == "expected integer, got string")
    let nullable = try SchemaTestSupport.compile(#"{"type": ["string", "null"]}"#)
    #expect(nullable.validate(3).first?.message == "expected string or null, got integer")
  }

  @Test func anyOfReportsEachAlternative() throws {
    let schema = try SchemaTestSupport.compile(
      #"{"anyOf": [{"type": "object", "required": ["id"]}, {"type": "null"}]}"#)
    let errors = schema.validate(SchemaTestSupport.json("{}"))
    #expect(errors.map(\.keywordLocation.description) == ["/anyOf", "/anyOf/0/required", "/anyOf/1/type"])
  }

  @Test func basicOutputShape() throws {
    let schema = try SchemaTestSupport.compile(#"{"required": ["a"]}"#)
    let output = schema.basicOutput(for: SchemaTestSupport.json("{}"))
    #expect(output["valid"] == false)
    let unit = output["errors"]?.arrayValue?.first
    #expect(unit?["instanceLocation"] == "")
    #expect(unit?["keywordLocation"] == "/required")
    #expect(unit?["absoluteKeywordLocation"] == "urn:contract:schema#/required")
    #expect(unit?["error"] == "missing required property 'a'")
  }
}
