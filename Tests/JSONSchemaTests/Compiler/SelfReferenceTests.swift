import JSONCore
import JSONSchema
import Testing

/// The `allOf` self-reference policy (`CycleCheck.swift`).
///
/// A schema that lists itself among its own `allOf` parts adds nothing by doing so; every other
/// loop that consumes no input stays a located error. The verdicts are jsonschema-rs 0.61.2's on the same schemas and instances.
@Suite struct SelfReferenceTests {
  let json = SchemaTestSupport.json

  @Test func selfReferenceInsideAllOfAddsNoConstraint() throws {
    let schema = try SchemaTestSupport.compile(
      ##"""
      {"$schema": "http://json-schema.org/draft-07/schema#",
       "definitions": {"rule": {"type": "object", "required": ["x"],
                                "allOf": [{"$ref": "#/definitions/rule"}, {"properties": {"x": {"type": "integer"}}}]}},
       "$ref": "#/definitions/rule"}
      """##)
    #expect(schema.isValid(json(#"{"x": 1}"#)))
    #expect(!schema.isValid(json(#"{"x": "1"}"#)))
    #expect(!schema.isValid(json("{}")))
    #expect(!schema.isValid(json("3")))
    // The other keywords still report, located as usual.
    let errors = schema.validate(json(#"{"x": "1"}"#))
    #expect(errors.map(\.keywordLocation.description) == ["/$ref/allOf/1/properties/x/type"])
  }

  @Test func deeperAndMutualSelfReferencesKeepEveryConstraint() throws {
    // rule → allOf/0 → allOf/0 → rule, and a → b → a through allOf: each schema on the loop
    // applies once.
    let nested = try SchemaTestSupport.compile(
      ##"""
      {"$defs": {"rule": {"type": "object", "required": ["x"],
                          "allOf": [{"allOf": [{"$ref": "#/$defs/rule"}, {"required": ["y"]}]}]}},
       "properties": {"child": {"$ref": "#/$defs/rule"}}, "$ref": "#/$defs/rule"}
      """##)
    #expect(nested.isValid(json(#"{"x": 1, "y": 2, "child": {"x": 1, "y": 2}}"#)))
    #expect(!nested.isValid(json(#"{"x": 1}"#)))
    #expect(!nested.isValid(json(#"{"x": 1, "y": 2, "child": {"y": 2}}"#)))
    let mutual = try SchemaTestSupport.compile(
      ##"""
      {"$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}], "minLength": 2},
                 "b": {"allOf": [{"$ref": "#/$defs/a"}], "type": "string"}},
       "$ref": "#/$defs/a"}
      """##)
    #expect(mutual.isValid("ab"))
    #expect(!mutual.isValid("a"))
    #expect(!mutual.isValid(3))
  }

  @Test(arguments: [
    // A loop through `anyOf`: its meaning depends on how the loop is read.
    ##"{"$defs": {"a": {"anyOf": [{"$ref": "#/$defs/a"}, {"type": "string"}]}}, "$ref": "#/$defs/a"}"##,
    // References alone never reach a schema of their own.
    ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##,
    // The inner schema of the loop is entered from elsewhere too: dropping the step back
    // would lose `a`'s `required` there, so it is refused rather than read loosely.
    ##"{"$defs": {"a": {"required": ["x"], "allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a", "properties": {"q": {"$ref": "#/$defs/a/allOf/0"}}}"##,
    // Two schemas of a mutual loop both used from outside it.
    ##"{"$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}]}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "properties": {"x": {"$ref": "#/$defs/a"}, "y": {"$ref": "#/$defs/b"}}}"##,
  ])
  func otherLoopsStayLocatedErrors(schema: String) {
    let error = SchemaTestSupport.schemaError { _ = try SchemaTestSupport.compile(schema) }
    #expect(error?.kind == .referenceCycle)
    #expect(error?.message.contains("validating would never end") == true)
    #expect(error?.pointer != nil)
  }
}
