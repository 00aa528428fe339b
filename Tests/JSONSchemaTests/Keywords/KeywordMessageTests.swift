import Foundation
import JSONCore
import JSONSchema
import Testing

/// Each keyword's error: where it points and what it says, on both paths.
@Suite struct KeywordMessageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let schema: String
    let instance: String
    let instanceLocation: String
    let keywordLocation: String
    let message: String
    var testDescription: String { keywordLocation }
  }

  static let cases: [Case] = [
    Case(
      schema: #"{"type": "object"}"#, instance: "[]", instanceLocation: "", keywordLocation: "/type",
      message: "expected object, got array"),
    Case(
      schema: #"{"const": "x"}"#, instance: #""y""#, instanceLocation: "", keywordLocation: "/const",
      message: "expected 'x', got 'y'"),
    Case(
      schema: #"{"enum": [1, 2]}"#, instance: "3", instanceLocation: "", keywordLocation: "/enum",
      message: "3 is not one of [1, 2]"),
    Case(
      schema: #"{"minimum": 5}"#, instance: "4", instanceLocation: "", keywordLocation: "/minimum",
      message: "4 is not at least 5"),
    Case(
      schema: #"{"exclusiveMaximum": 5}"#, instance: "5", instanceLocation: "", keywordLocation: "/exclusiveMaximum",
      message: "5 is not less than 5"),
    Case(
      schema: #"{"multipleOf": 2}"#, instance: "3", instanceLocation: "", keywordLocation: "/multipleOf",
      message: "3 is not a multiple of 2"),
    Case(
      schema: #"{"maxLength": 2}"#, instance: #""abc""#, instanceLocation: "", keywordLocation: "/maxLength",
      message: "string is longer than 2 characters"),
    Case(
      schema: #"{"minLength": 1}"#, instance: #""""#, instanceLocation: "", keywordLocation: "/minLength",
      message: "string is shorter than 1 character"),
    Case(
      schema: #"{"pattern": "^a"}"#, instance: #""b""#, instanceLocation: "", keywordLocation: "/pattern",
      message: "'b' does not match the pattern '^a'"),
    Case(
      schema: #"{"maxItems": 1}"#, instance: "[1, 2]", instanceLocation: "", keywordLocation: "/maxItems",
      message: "array has 2 items, more than 1"),
    Case(
      schema: #"{"minItems": 2}"#, instance: "[1]", instanceLocation: "", keywordLocation: "/minItems",
      message: "array has 1 item, fewer than 2"),
    Case(
      schema: #"{"uniqueItems": true}"#, instance: "[1, 1.0]", instanceLocation: "", keywordLocation: "/uniqueItems",
      message: "items 0 and 1 are equal; items must be unique"),
    Case(
      schema: #"{"maxProperties": 1}"#, instance: #"{"a": 1, "b": 2}"#, instanceLocation: "",
      keywordLocation: "/maxProperties", message: "object has 2 properties, more than 1"),
    Case(
      schema: #"{"minProperties": 1}"#, instance: "{}", instanceLocation: "", keywordLocation: "/minProperties",
      message: "object has 0 properties, fewer than 1"),
    Case(
      schema: #"{"required": ["id"]}"#, instance: "{}", instanceLocation: "", keywordLocation: "/required",
      message: "missing required property 'id'"),
    Case(
      schema: #"{"dependentRequired": {"a": ["b"]}}"#, instance: #"{"a": 1}"#, instanceLocation: "",
      keywordLocation: "/dependentRequired/a", message: "missing property 'b', required when 'a' is present"),
    Case(
      schema: #"{"properties": {"a": {"type": "string"}}}"#, instance: #"{"a": 1}"#, instanceLocation: "/a",
      keywordLocation: "/properties/a/type", message: "expected string, got integer"),
    Case(
      schema: #"{"properties": {"a": false}}"#, instance: #"{"a": 1}"#, instanceLocation: "/a",
      keywordLocation: "/properties/a", message: "property 'a' is not allowed"),
    Case(
      schema: #"{"patternProperties": {"^x": {"type": "integer"}}}"#, instance: #"{"xa": "1"}"#,
      instanceLocation: "/xa", keywordLocation: "/patternProperties/^x/type", message: "expected integer, got string"),
    Case(
      schema: #"{"additionalProperties": false}"#, instance: #"{"a": 1}"#, instanceLocation: "/a",
      keywordLocation: "/additionalProperties", message: "property 'a' is not allowed"),
    Case(
      schema: #"{"propertyNames": {"maxLength": 2}}"#, instance: #"{"abc": 1}"#, instanceLocation: "",
      keywordLocation: "/propertyNames", message: "property name 'abc' is not allowed"),
    Case(
      schema: #"{"items": {"type": "integer"}}"#, instance: #"[1, "2"]"#, instanceLocation: "/1",
      keywordLocation: "/items/type", message: "expected integer, got string"),
    Case(
      schema: #"{"prefixItems": [{"type": "integer"}]}"#, instance: #"["1"]"#, instanceLocation: "/0",
      keywordLocation: "/prefixItems/0/type", message: "expected integer, got string"),
    Case(
      schema: #"{"prefixItems": [true], "items": false}"#, instance: "[1, 2]", instanceLocation: "",
      keywordLocation: "/items", message: "no items are allowed after the first 1 item"),
    Case(
      schema: #"{"contains": {"type": "string"}}"#, instance: "[1]", instanceLocation: "", keywordLocation: "/contains",
      message: "no item matches the 'contains' schema"),
    Case(
      schema: #"{"contains": {"type": "string"}, "maxContains": 1}"#, instance: #"["a", "b"]"#, instanceLocation: "",
      keywordLocation: "/contains", message: "2 items match the 'contains' schema, more than 1"),
    Case(
      schema: #"{"not": {"type": "string"}}"#, instance: #""a""#, instanceLocation: "", keywordLocation: "/not",
      message: "the value must not match the 'not' schema"),
    Case(
      schema: #"{"oneOf": [{"type": "integer"}, {"minimum": 0}]}"#, instance: "1", instanceLocation: "",
      keywordLocation: "/oneOf", message: "the value matches more than one alternative in oneOf (0, 1)"),
    Case(
      schema: #"{"if": {"type": "string"}, "then": {"minLength": 2}}"#, instance: #""a""#, instanceLocation: "",
      keywordLocation: "/then/minLength", message: "string is shorter than 2 characters"),
    Case(
      schema: #"{"if": {"type": "string"}, "else": {"minimum": 2}}"#, instance: "1", instanceLocation: "",
      keywordLocation: "/else/minimum", message: "1 is not at least 2"),
    Case(
      schema: #"{"unevaluatedProperties": false, "properties": {"a": true}}"#, instance: #"{"a": 1, "b": 2}"#,
      instanceLocation: "/b", keywordLocation: "/unevaluatedProperties",
      message: "property 'b' is not allowed (unevaluated)"),
    Case(
      schema: #"{"prefixItems": [true], "unevaluatedItems": false}"#, instance: "[1, 2]", instanceLocation: "/1",
      keywordLocation: "/unevaluatedItems", message: "item 1 is not allowed (unevaluated)"),
    Case(
      schema: #"{"format": "date"}"#, instance: #""2024-13-01""#, instanceLocation: "", keywordLocation: "/format",
      message: "'2024-13-01' is not a valid date"),
  ]

  @Test(arguments: cases)
  func errorOfKeyword(_ test: Case) throws {
    let schema = try SchemaTestSupport.compile(test.schema, options: ValidatorOptions(assertFormats: true))
    let instance = SchemaTestSupport.json(test.instance)
    #expect(!schema.isValid(instance))
    let errors = schema.validate(instance)
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.instanceLocation.description == test.instanceLocation)
    #expect(errors.first?.keywordLocation.description == test.keywordLocation)
    #expect(errors.first?.message == test.message)
  }
}
