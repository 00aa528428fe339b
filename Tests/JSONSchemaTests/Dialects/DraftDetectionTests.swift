import Foundation
import JSONCore
import JSONSchema
import Testing

/// `$schema` picks the draft, per schema resource, also across references.
@Suite struct DraftDetectionTests {
  @Test func schemaKeywordPicksTheDraft() throws {
    #expect(Draft(metaSchemaURI: "http://json-schema.org/draft-07/schema#") == .draft7)
    #expect(Draft(metaSchemaURI: "https://json-schema.org/draft-07/schema") == .draft7)
    #expect(Draft(metaSchemaURI: "https://json-schema.org/draft/2019-09/schema") == .draft2019_09)
    #expect(Draft(metaSchemaURI: "https://example.com/schema") == nil)
    let draft7 = try SchemaTestSupport.compile(#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#)
    #expect(draft7.dialect == .jsonSchema(.draft7))
    #expect(try SchemaTestSupport.compile("{}").dialect == .jsonSchema(.draft2020_12))
    let defaulted = try SchemaTestSupport.compile("{}", options: ValidatorOptions(defaultDraft: .draft4))
    #expect(defaulted.dialect == .jsonSchema(.draft4))
  }

  @Test func referencedDocumentKeepsItsOwnDraft() throws {
    // A 2019-09 document knows no `prefixItems`: referenced from 2020-12, it still ignores it.
    let registry = SchemaRegistry()
    registry.register(
      SchemaTestSupport.json(
        #"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/old.json", "prefixItems": [{"type": "string"}]}"#
      ),
      uri: "https://example.com/old.json")
    let schema = try CompiledSchema.compile(
      SchemaTestSupport.json(#"{"type": "array", "$ref": "https://example.com/old.json"}"#), registry: registry)
    #expect(schema.isValid([1, 2]))
    // And the other way round: a draft 7 `$ref` hides its siblings only in draft 7.
    let draft7 = try SchemaTestSupport.compile(
      ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"a": {"type": "integer"}}, "properties": {"x": {"$ref": "#/definitions/a", "maximum": 1}}}"##
    )
    #expect(draft7.isValid(["x": 5]))
    let draft2020 = try SchemaTestSupport.compile(
      ##"{"$defs": {"a": {"type": "integer"}}, "properties": {"x": {"$ref": "#/$defs/a", "maximum": 1}}}"##)
    #expect(!draft2020.isValid(["x": 5]))
  }

  @Test func forcedDraftOverridesSchemaKeyword() throws {
    let schema = try SchemaTestSupport.compile(
      #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "items": [{"type": "string"}]}"#,
      options: ValidatorOptions(draft: .draft7))
    #expect(schema.dialect == .jsonSchema(.draft7))
    #expect(!schema.isValid([1]))
  }

  @Test func vocabularyOmittedByMetaSchemaTurnsKeywordsOff() throws {
    let registry = SchemaRegistry()
    registry.register(
      SchemaTestSupport.json(
        """
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://example.com/meta",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
                         "https://json-schema.org/draft/2020-12/vocab/applicator": true},
         "allOf": [{"$ref": "https://json-schema.org/draft/2020-12/meta/core"},
                   {"$ref": "https://json-schema.org/draft/2020-12/meta/applicator"}]}
        """),
      uri: "https://example.com/meta")
    let schema = try CompiledSchema.compile(
      SchemaTestSupport.json(
        #"{"$schema": "https://example.com/meta", "properties": {"n": {"minimum": 10}, "x": false}}"#),
      registry: registry)
    #expect(schema.isValid(["n": 1]))
    #expect(!schema.isValid(["x": 1]))
  }

  @Test func formatAssertsOnlyWhenAsked() throws {
    let annotation = try SchemaTestSupport.compile(#"{"format": "date"}"#)
    #expect(annotation.isValid("not a date"))
    let asserted = try SchemaTestSupport.compile(#"{"format": "date"}"#, options: ValidatorOptions(assertFormats: true))
    #expect(!asserted.isValid("not a date"))
    #expect(asserted.isValid("2024-03-15"))
    #expect(asserted.isValid(12))
  }

  @Test func exactNumbers() throws {
    let multiple = try SchemaTestSupport.compile(#"{"multipleOf": 0.0001}"#)
    #expect(multiple.isValid(SchemaTestSupport.json("0.0075")))
    #expect(!multiple.isValid(SchemaTestSupport.json("0.00751")))
    let big = try SchemaTestSupport.compile(#"{"maximum": 18446744073709551615}"#)
    #expect(big.isValid(SchemaTestSupport.json("18446744073709551614")))
    #expect(!big.isValid(SchemaTestSupport.json("18446744073709551616")))
    let constant = try SchemaTestSupport.compile(#"{"const": 1}"#)
    #expect(constant.isValid(SchemaTestSupport.json("1.0")))
  }
}
