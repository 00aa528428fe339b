import Foundation
import JSONCore
import JSONSchema
import Testing

/// Schema files in YAML: read by name or by content, located by their own lines and columns,
/// and `$ref`s between YAML and JSON.
@Suite struct YAMLDocumentTests {
  static let user = """
    openapi: 3.0.3
    info: {title: Users, version: "1"}
    paths: {}
    components:
      schemas:
        User:
          type: object
          required: [id]
          properties:
            id:
              type: integer
            tag:
              $ref: tag.json
            owner:
              $ref: '#/components/schemas/Owner'
        Owner:
          type: object
          properties:
            name: {type: string, enum: [yes, no]}

    """

  static func folder() throws -> URL {
    try SchemaTestSupport.folder([
      "users.yaml": user,
      "tag.json": "{\n  \"$ref\": \"labels.yml#/Label\"\n}",
      "labels.yml": "Label:\n  type: string\n  maxLength: 3\n",
    ])
  }

  @Test func aYAMLDocumentCompilesAndItsRefsReachJSONAndBack() throws {
    let folder = try Self.folder()
    let registry = SchemaRegistry(root: folder.path)
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("users.yaml").path + "#/components/schemas/User", registry: registry)
    #expect(schema.isValid(SchemaTestSupport.json(#"{"id": 1, "tag": "abc", "owner": {"name": "yes"}}"#)))
    let errors = schema.validate(SchemaTestSupport.json(#"{"id": 1.5, "tag": "abcd", "owner": {"name": true}}"#))
    let sources = errors.compactMap { error in
      registry.sourceLocation(ofAbsolute: error.absoluteKeywordLocation).map {
        "\(($0.file as NSString).lastPathComponent):\($0.location)"
      }
    }
    #expect(sources.contains("users.yaml:11:17"), "\(sources)")
    #expect(sources.contains("labels.yml:3:14"), "\(sources)")
    // `yes` and `no` are strings: `true` is neither.
    #expect(sources.contains("users.yaml:19:36"), "\(sources)")
  }

  @Test func aSchemaErrorInYAMLIsLocatedInTheYAML() throws {
    let folder = try SchemaTestSupport.folder([
      "bad.yaml": "type: object\nproperties:\n  a:\n    minLength: -1\n  b:\n    $ref: missing.yaml\n"
    ])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        schemaAt: folder.appendingPathComponent("bad.yaml").path, registry: SchemaRegistry(root: folder.path))
    }
    #expect(error?.kind == .invalidSchema)
    #expect(error?.location?.line == 4 && error?.location?.column == 16)
  }

  @Test func aDanglingRefInYAMLIsLocatedAtTheRef() throws {
    let folder = try SchemaTestSupport.folder(["a.yaml": "type: object\nproperties:\n  b:\n    $ref: missing.yaml\n"])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        schemaAt: folder.appendingPathComponent("a.yaml").path, registry: SchemaRegistry(root: folder.path))
    }
    #expect(error?.kind == .unresolvedReference)
    #expect(error?.pointer?.description == "/properties/b/$ref")
    #expect(error?.location?.line == 4 && error?.location?.column == 11)
  }

  @Test func yamlThatJSONCannotHoldIsAnInvalidYAMLError() throws {
    let folder = try SchemaTestSupport.folder(["twice.yaml": "type: object\ntype: string\n"])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        schemaAt: folder.appendingPathComponent("twice.yaml").path, registry: SchemaRegistry(root: folder.path))
    }
    #expect(error?.kind == .invalidYAML)
    #expect(error?.location?.line == 2 && error?.location?.column == 1)
    #expect(error?.pointer?.description == "/type")
  }

  @Test func aFileWithAnotherNameIsJSONFirst() throws {
    let folder = try SchemaTestSupport.folder([
      "yaml-inside.schema": "type: integer\n",
      "json-inside.yaml.txt": #"{"type": "integer"}"#,
      "broken.json": #"{"type": "integer",}"#,
    ])
    let registry = SchemaRegistry(root: folder.path)
    let yaml = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("yaml-inside.schema").path, registry: registry)
    #expect(yaml.isValid(3) && !yaml.isValid("3"))
    let json = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("json-inside.yaml.txt").path, registry: registry)
    #expect(json.isValid(3))
    let broken = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("broken.json").path, registry: registry)
    }
    #expect(broken?.kind == .invalidJSON)
    #expect(broken?.message.contains("YAML") == false)
  }

  @Test func jsonDocumentsAreStillLocatedFromTheirText() throws {
    let folder = try SchemaTestSupport.folder([
      "s.json": "{\n  \"properties\": {\n    \"a\": {\"type\": \"string\"}\n  }\n}"
    ])
    let registry = SchemaRegistry(root: folder.path)
    let schema = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("s.json").path, registry: registry)
    let error = try #require(schema.validate(SchemaTestSupport.json(#"{"a": 1}"#)).first)
    let source = try #require(registry.sourceLocation(ofAbsolute: error.absoluteKeywordLocation))
    #expect(source.location.line == 3 && source.location.column == 19)
  }
}
