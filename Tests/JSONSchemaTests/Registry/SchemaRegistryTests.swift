import Foundation
import JSONCore
import JSONSchema
import Testing

/// Offline reference resolution: files under the root, mapped prefixes, refusals.
@Suite struct SchemaRegistryTests {
  @Test func relativeReferencesReadFilesNextToTheSchema() throws {
    let folder = try SchemaTestSupport.folder([
      "contracts/course.schema.json": #"{"properties": {"campus": {"$ref": "shared/campus.json#/$defs/campus"}}}"#,
      "contracts/shared/campus.json": #"{"$defs": {"campus": {"type": "object", "required": ["name"]}}}"#,
    ])
    let registry = SchemaRegistry(root: folder.appendingPathComponent("contracts").path)
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("contracts/course.schema.json").path, registry: registry)
    #expect(schema.isValid(SchemaTestSupport.json(#"{"campus": {"name": "Strand"}}"#)))
    let errors = schema.validate(SchemaTestSupport.json(#"{"campus": {}}"#))
    #expect(errors.first?.absoluteKeywordLocation.hasSuffix("shared/campus.json#/$defs/campus/required") == true)
  }

  @Test func referenceOutsideTheRootIsRefused() throws {
    let folder = try SchemaTestSupport.folder([
      "root/a.json": #"{"properties": {"x": {"$ref": "../outside.json"}}}"#,
      "outside.json": #"{"type": "string"}"#,
    ])
    let registry = SchemaRegistry(root: folder.appendingPathComponent("root").path)
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("root/a.json").path, registry: registry)
    }
    #expect(error?.kind == .referenceOutsideRoot)
    #expect(error?.pointer?.description == "/properties/x/$ref")
    #expect(error?.location?.line == 1)
  }

  @Test func mappedPrefixServesADirectory() throws {
    let folder = try SchemaTestSupport.folder(["remote/integer.json": #"{"type": "integer"}"#])
    let registry = SchemaRegistry(mappings: [("http://localhost:1234/", folder.appendingPathComponent("remote").path)])
    let schema = try CompiledSchema.compile(
      SchemaTestSupport.json(#"{"$ref": "http://localhost:1234/integer.json"}"#), registry: registry)
    #expect(schema.isValid(12))
    #expect(!schema.isValid("12"))
    // A mapped prefix does not open the rest of the file system.
    let escape = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        SchemaTestSupport.json(#"{"$ref": "http://localhost:1234/%2e%2e/secret.json"}"#), registry: registry)
    }
    #expect(escape?.kind == .referenceOutsideRoot || escape?.kind == .unresolvedReference)
  }

  @Test func unresolvableReferenceNamesItsPointer() {
    let error = SchemaTestSupport.schemaError {
      _ = try SchemaTestSupport.compile(##"{"items": {"$ref": "#/$defs/missing"}}"##)
    }
    #expect(error?.kind == .unresolvedReference)
    #expect(error?.pointer?.description == "/items/$ref")
    // Never the network: an http reference nothing serves is an error, not a download.
    let remote = SchemaTestSupport.schemaError {
      _ = try SchemaTestSupport.compile(#"{"$ref": "https://example.com/schema.json"}"#)
    }
    #expect(remote?.kind == .unresolvedReference)
  }

  @Test func registeredDocumentsResolveByIdAndAnchor() throws {
    let registry = SchemaRegistry()
    registry.register(
      SchemaTestSupport.json(
        #"{"$id": "https://example.com/types", "$defs": {"id": {"$anchor": "uuid", "type": "string", "format": "uuid"}}}"#
      ),
      uri: "https://example.com/types")
    let schema = try CompiledSchema.compile(
      SchemaTestSupport.json(#"{"$ref": "https://example.com/types#uuid"}"#), registry: registry,
      options: ValidatorOptions(assertFormats: true))
    #expect(schema.isValid("123e4567-e89b-12d3-a456-426614174000"))
    #expect(!schema.isValid("not-a-uuid"))
  }

  @Test func metaSchemasAreBuiltIn() throws {
    // No registry contents, no files: the draft meta-schemas are embedded.
    let schema = try CompiledSchema.compile(reference: "http://json-schema.org/draft-07/schema#")
    #expect(schema.isValid(SchemaTestSupport.json(#"{"type": "string", "minLength": 2}"#)))
    #expect(!schema.isValid(SchemaTestSupport.json(#"{"type": 12}"#)))
  }
}
