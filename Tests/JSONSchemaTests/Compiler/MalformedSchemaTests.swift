import Foundation
import JSONCore
import JSONSchema
import Testing

/// Schemas no meta-schema would accept, compiled with the meta-schema check off: every one is
/// either an error or a working validator, never a crash or a hang.
@Suite struct MalformedSchemaTests {
  static let schemas: [String] = [
    "12", #""text""#, "null", "[]",
    #"{"type": 12}"#, #"{"type": ["string", 3]}"#, #"{"type": "nonsense"}"#,
    #"{"properties": 5}"#, #"{"properties": {"a": 5}}"#, #"{"items": "x"}"#, #"{"items": [1, 2]}"#,
    #"{"prefixItems": {}}"#, #"{"$ref": 5}"#, ##"{"$ref": "#/nowhere"}"##, ##"{"$ref": "#/"}"##, #"{"$ref": "%"}"#,
    ##"{"$ref": "#%ZZ"}"##, #"{"enum": 3}"#, #"{"required": "a"}"#, #"{"required": [1]}"#,
    #"{"minLength": -1}"#, #"{"minLength": 1.5}"#, #"{"maxItems": 1e400}"#, #"{"multipleOf": 0}"#,
    #"{"multipleOf": -2}"#, #"{"pattern": 3}"#, #"{"pattern": "(["}"#, #"{"patternProperties": {"(": {}}}"#,
    #"{"allOf": []}"#, #"{"anyOf": {}}"#, #"{"oneOf": [3]}"#, #"{"not": 3}"#, #"{"if": 3, "then": {}}"#,
    #"{"dependencies": {"a": 3}}"#, #"{"dependentRequired": {"a": "b"}}"#, #"{"dependentSchemas": []}"#,
    #"{"contains": 1, "minContains": -1}"#, ##"{"$dynamicRef": "#x"}"##, ##"{"$recursiveRef": "#"}"##,
    #"{"$schema": "https://example.com/unknown"}"#, #"{"$schema": 3}"#, #"{"$id": 3}"#,
    #"{"$id": "http://a/b", "$defs": {"x": {"$id": "http://a/b"}}}"#, #"{"unevaluatedProperties": 3}"#,
    #"{"format": 3}"#, #"{"const": {"a": [1, {"b": null}]}}"#, #"{"uniqueItems": "yes"}"#,
    ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "anyOf": [{"$ref": "#/$defs/a"}]}"##,
  ]

  @Test(arguments: schemas)
  func compilesOrFailsCleanly(_ text: String) {
    let instances = [
      "null", "true", "0", "-1.5", "1e400", #""""#, #""abc""#, "[]", "[1, [2, [3]]]", "{}",
      #"{"a": {"b": [1, "x", null]}}"#,
    ].map(SchemaTestSupport.json)
    for validateSchema in [true, false] {
      let options = ValidatorOptions(validateSchema: validateSchema)
      guard let schema = try? SchemaTestSupport.compile(text, options: options) else { continue }
      for instance in instances {
        let valid = schema.isValid(instance)
        let errors = schema.validate(instance)
        #expect(valid == errors.isEmpty, "\(text) on \(instance)")
      }
    }
  }
}
