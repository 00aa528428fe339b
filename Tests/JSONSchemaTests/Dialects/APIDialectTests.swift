import Foundation
import JSONCore
import JSONSchema
import Testing

/// OpenAPI 3.0, OpenAPI 3.1 and PostgREST's Swagger 2.0: their nullable rules, and schemas
/// reached by pointer into those documents.
@Suite struct APIDialectTests {
  static let postgrest = """
    {
      "swagger": "2.0",
      "info": {"title": "PostgREST API", "version": "12.0.2"},
      "definitions": {
        "courses": {
          "type": "object",
          "required": ["id", "course_type"],
          "properties": {
            "id": {"type": "integer", "format": "bigint"},
            "course_name": {"type": "string", "format": "text"},
            "course_type": {"type": "string", "enum": ["society", "course", "club", "module", "other"]},
            "created_at": {"type": "string", "format": "timestamp with time zone"}
          }
        }
      }
    }
    """

  static let openAPI30 = """
    {
      "openapi": "3.0.3",
      "info": {"title": "t", "version": "1"},
      "paths": {},
      "components": {"schemas": {
        "Course": {
          "type": "object",
          "properties": {
            "title": {"type": "string", "nullable": true},
            "code": {"type": "string"},
            "campus": {"$ref": "#/components/schemas/Campus"}
          },
          "discriminator": {"propertyName": "code"},
          "example": {"title": "Law"}
        },
        "Campus": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}
      }}
    }
    """

  @Test func postgrestColumnsNotRequiredAcceptNull() throws {
    let folder = try SchemaTestSupport.folder(["openapi.json": Self.postgrest])
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("openapi.json").path + "#/definitions/courses")
    #expect(schema.dialect == .swagger2_0)
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"id": 1, "course_type": "club", "course_name": null, "created_at": null}"#)))
    // Required columns keep their type.
    #expect(!schema.isValid(json(#"{"id": null, "course_type": "club"}"#)))
    // Not-null columns still check their type when present.
    #expect(!schema.isValid(json(#"{"id": 1, "course_type": "club", "course_name": 12}"#)))
  }

  @Test func postgrestFormatsAreCheckedAsPostgresTypes() throws {
    let folder = try SchemaTestSupport.folder(["openapi.json": Self.postgrest])
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("openapi.json").path,
      pointer: JSONPointer(parsing: "/definitions/courses"))
    let json = SchemaTestSupport.json
    #expect(
      schema.isValid(json(#"{"id": 1, "course_type": "club", "created_at": "2024-03-15T10:30:00.123456+00:00"}"#)))
    let errors = schema.validate(json(#"{"id": 1, "course_type": "club", "created_at": "yesterday"}"#))
    #expect(errors.map(\.instanceLocation.description) == ["/created_at"])
    #expect(errors.first?.keyword == "format")
  }

  @Test func openAPI30NullableAddsNull() throws {
    let folder = try SchemaTestSupport.folder(["api/openapi.json": Self.openAPI30])
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("api/openapi.json").path + "#/components/schemas/Course")
    #expect(schema.dialect == .openAPI3_0)
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"title": null, "code": "LAW1"}"#)))
    #expect(!schema.isValid(json(#"{"code": null}"#)))
    // A $ref inside the document resolves within it.
    let errors = schema.validate(json(#"{"campus": {}}"#))
    #expect(errors.count == 1)
    #expect(errors.first?.message == "missing required property 'name'")
    #expect(errors.first?.keywordLocation.description == "/properties/campus/$ref/required")
    #expect(errors.first?.absoluteKeywordLocation.hasSuffix("openapi.json#/components/schemas/Campus/required") == true)
  }

  /// Specs write `nullable: true` beside a `$ref` (OpenAPI 3.0's letter ignores it), and
  /// go-swagger and NSwag write Swagger 2.0's `x-nullable: true`, beside a `$ref` too: both
  /// mean `null` is allowed, as their generators and `contract generate` read them. A value
  /// that is not null still meets the referenced schema, and a `$ref` without it (required:
  /// Swagger's PostgREST rule lets a key not required be null) does not take null.
  @Test(arguments: [
    #"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {"#,
    #"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}, "definitions": {"#,
  ])
  func nullableBesideARefAndSwaggersXNullableAdmitNull(head: String) throws {
    let keyword = head.contains("swagger") ? "x-nullable" : "nullable"
    let base = head.contains("swagger") ? "#/definitions/" : "#/components/schemas/"
    let document =
      head
      + #""Thing": {"type": "object", "required": ["a", "b", "c"], "properties": {"a": {"type": "string", "\#(keyword)": true}, "#
      + #""b": {"$ref": "\#(base)Other", "\#(keyword)": true}, "c": {"$ref": "\#(base)Other"}}},"#
      + #""Other": {"type": "object", "properties": {"x": {"type": "integer"}}}}}"#
      + (head.contains("swagger") ? "" : "}")
    let folder = try SchemaTestSupport.folder(["api.json": document])
    let schema = try CompiledSchema.compile(
      schemaAt: folder.appendingPathComponent("api.json").path + "#" + base.dropFirst() + "Thing")
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"a": null, "b": null, "c": {}}"#)))
    #expect(
      schema.validate(json(#"{"a": "x", "b": {"x": "no"}, "c": {}}"#)).map(\.instanceLocation.description) == ["/b/x"])
    #expect(schema.validate(json(#"{"a": "x", "b": {}, "c": null}"#)).map(\.instanceLocation.description) == ["/c"])
  }

  /// OpenAPI 3: a `writeOnly` property's `required` "takes effect on the request only", and
  /// recorded traffic is responses: a password the spec requires is not missing from them. A
  /// `readOnly` one stays required; so does a plain JSON Schema's `writeOnly` one (there it is
  /// an annotation).
  @Test(arguments: ["3.0.3", "3.1.0", nil])
  func aWriteOnlyPropertyIsNotRequiredOfAResponse(openAPI: String?) throws {
    let user =
      #"{"type": "object", "required": ["id", "password"], "properties": {"id": {"type": "integer", "readOnly": true}, "password": {"type": "string", "writeOnly": true}}}"#
    let document =
      openAPI.map {
        #"{"openapi": "\#($0)", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {"User": \#(user)}}}"#
      } ?? user
    let folder = try SchemaTestSupport.folder(["api.json": document])
    let path = folder.appendingPathComponent("api.json").path + (openAPI == nil ? "" : "#/components/schemas/User")
    let schema = try CompiledSchema.compile(schemaAt: path)
    let json = SchemaTestSupport.json
    #expect(schema.isValid(json(#"{"id": 1}"#)) == (openAPI != nil))
    #expect(schema.validate(json(#"{"password": "x"}"#)).map(\.message).contains("missing required property 'id'"))
  }

  /// OpenAPI's `discriminator` decides the alternative, as the tools that validate responses
  /// read it: the specification's own example, whose `Cat` and `Dog` both match a cat, is no
  /// `oneOf` failure; a cat is checked as a `Cat` only (its errors are the `Cat`'s); a value
  /// the mapping or a schema name gives names its alternative; one that names none is plain
  /// `oneOf`, whose error says so. A JSON Schema's `discriminator` is an unknown keyword.
  @Test(arguments: ["3.0.3", "3.1.0", nil])
  func anOpenAPIDiscriminatorDecidesTheAlternative(openAPI: String?) throws {
    let schemas =
      ##""Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}], "discriminator": {"propertyName": "petType", "mapping": {"kitty": "Cat"}}}, "##
      + ##""Cat": {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"}, "meows": {"type": "boolean"}}}, "##
      + ##""Dog": {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"}, "barks": {"type": "boolean"}}}"##
    let document =
      openAPI.map {
        ##"{"openapi": "\##($0)", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {\##(schemas)}}}"##
      } ?? ##"{"components": {"schemas": {\##(schemas)}}, "$ref": "#/components/schemas/Pet"}"##
    let folder = try SchemaTestSupport.folder(["api.json": document])
    let path = folder.appendingPathComponent("api.json").path + (openAPI == nil ? "" : "#/components/schemas/Pet")
    let schema = try CompiledSchema.compile(schemaAt: path)
    let json = SchemaTestSupport.json
    let decides = openAPI != nil
    #expect(schema.isValid(json(#"{"petType": "Cat", "meows": true}"#)) == decides)
    #expect(schema.isValid(json(#"{"petType": "kitty"}"#)) == decides)
    let errors = schema.validate(json(#"{"petType": "Dog", "meows": true, "barks": "loud"}"#))
    if decides {
      #expect(errors.map(\.instanceLocation.description) == ["", "/barks"], "\(errors)")
      #expect(errors.first?.message == "the value does not match oneOf/1, the alternative its petType names")
    }
    #expect(!schema.isValid(json(#"{"petType": "Fish"}"#)), "two alternatives match: plain oneOf")
    if decides {
      #expect(
        schema.validate(json(#"{"petType": "Fish"}"#)).first?.message
          == "the value matches more than one alternative in oneOf (0, 1); its petType 'Fish' names none of them (kitty, Cat, Dog)"
      )
    }
  }

  /// A `discriminator` on a base schema that named schemas extend with `allOf` (the
  /// specification's `Pet`, Swagger 2.0's only form) applies the extension an object's value
  /// names, however deep the extensions go; a value naming none, or the base, is checked
  /// against the base alone; a derived schema applied directly reports each error once. A
  /// JSON Schema's `discriminator` is an unknown keyword.
  @Test(arguments: ["openapi: 3.0.3", "openapi: 3.1.0", "swagger: 2.0", "json schema"])
  func aDiscriminatorOnABaseAppliesTheExtensionItsValueNames(format: String) throws {
    let swagger = format.hasPrefix("swagger")
    let prefix = swagger ? "#/definitions/" : "#/components/schemas/"
    let discriminator = swagger ? #""petType""# : #"{"propertyName": "petType", "mapping": {"kitty": "\#(prefix)Cat"}}"#
    func derived(_ base: String, _ required: String, _ extra: String = "") -> String {
      #"{"allOf": [{"$ref": "\#(prefix)\#(base)"}, {"type": "object", "required": ["\#(required)"]\#(extra)}]}"#
    }
    let schemas = """
      "Pet": {"type": "object", "required": ["name", "petType"], "discriminator": \(discriminator),
              "properties": {"name": {"type": "string"}, "petType": {"type": "string"}}},
      "Cat": \(derived("Pet", "huntingSkill")),
      "Dog": \(derived("Pet", "packSize", #", "properties": {"packSize": {"type": "integer", "minimum": 0}}"#)),
      "Lion": \(derived("Cat", "mane"))
      """
    let document: String
    switch format {
    case "json schema":
      document = ##"{"components": {"schemas": {\##(schemas)}}, "$ref": "#/components/schemas/Pet"}"##
    case _ where swagger:
      document =
        #"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}, "definitions": {\#(schemas)}}"#
    default:
      let version = format.dropFirst("openapi: ".count)
      document =
        #"{"openapi": "\#(version)", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {\#(schemas)}}}"#
    }
    let folder = try SchemaTestSupport.folder(["api.json": document])
    let file = folder.appendingPathComponent("api.json").path
    let pet = try CompiledSchema.compile(schemaAt: file + (format == "json schema" ? "" : prefix + "Pet"))
    let json = SchemaTestSupport.json
    let applies = format != "json schema"
    #expect(pet.isValid(json(#"{"name": "Tom", "petType": "Cat", "huntingSkill": "lazy"}"#)))
    #expect(pet.isValid(json(#"{"name": "Kit", "petType": "Cat"}"#)) == !applies)
    #expect(pet.isValid(json(#"{"name": "Leo", "petType": "Lion", "huntingSkill": "stalks"}"#)) == !applies)
    #expect(pet.isValid(json(#"{"name": "Nemo", "petType": "Fish"}"#)), "names no extension: the base alone")
    #expect(pet.isValid(json(#"{"name": "Any", "petType": "Pet"}"#)))
    #expect(!pet.isValid(json(#"{"petType": "Dog", "packSize": 2}"#)), "the base still applies")
    guard applies else { return }
    #expect(pet.isValid(json(#"{"name": "Kit", "petType": "kitty"}"#)) == swagger, "the mapping names Cat")
    let dog = pet.validate(json(#"[{"name": "Rex", "petType": "Dog", "packSize": -1}]"#).arrayValue?[0] ?? .null)
    #expect(dog.map(\.instanceLocation.description) == ["/packSize"], "\(dog)")
    let lion = pet.validate(json(#"{"name": "Leo", "petType": "Lion"}"#)).map(\.message)
    let why = " (Lion, the schema its petType names)"
    #expect(lion == ["missing required property 'huntingSkill'" + why, "missing required property 'mane'" + why])
    let cat = try CompiledSchema.compile(schemaAt: file + prefix + "Cat")
    let once = cat.validate(json(#"{"name": "Kit", "petType": "Cat"}"#)).map(\.message)
    #expect(once == ["missing required property 'huntingSkill' (Cat, the schema its petType names)"], "\(once)")
  }

  @Test func draft2020SchemaReferencingPostgrestDefinitionUsesSwaggerRules() throws {
    let chapter = """
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "allOf": [
          {"$ref": "openapi.json#/definitions/courses"},
          {"required": ["course_name"], "properties": {"course_name": {"minLength": 1}}}
        ]
      }
      """
    let folder = try SchemaTestSupport.folder(["openapi.json": Self.postgrest, "course.schema.json": chapter])
    let schema = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("course.schema.json").path)
    #expect(schema.dialect == .jsonSchema(.draft2020_12))
    let json = SchemaTestSupport.json
    // `created_at: null` is allowed by PostgREST's rule even though the referrer is 2020-12.
    #expect(schema.isValid(json(#"{"id": 1, "course_type": "club", "course_name": "Law", "created_at": null}"#)))
    let errors = schema.validate(json(#"{"id": 1, "course_type": "study_circle"}"#))
    let messages = errors.map(\.message)
    #expect(messages.contains("missing required property 'course_name'"))
    #expect(messages.contains(#"'study_circle' is not one of ["society", "course", "club", "module", "other"]"#))
    let enumError = errors.first { $0.keyword == "enum" }
    #expect(enumError?.keywordLocation.description == "/allOf/0/$ref/properties/course_type/enum")
    #expect(enumError?.instanceLocation.description == "/course_type")
  }

  @Test func openAPI31IsDraft2020WithAnnotations() throws {
    let document = SchemaTestSupport.json(
      """
      {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
       "components": {"schemas": {"Pet": {
         "type": ["object"], "required": ["name"],
         "properties": {"name": {"type": "string"}, "tag": {"type": ["string", "null"]}},
         "discriminator": {"propertyName": "name"}, "xml": {"name": "pet"},
         "externalDocs": {"url": "https://example.com"}, "example": {"name": "Rex"}
       }}}}
      """)
    let registry = SchemaRegistry()
    registry.register(document, uri: "https://api.example.com/openapi.json")
    let schema = try CompiledSchema.compile(
      reference: "https://api.example.com/openapi.json#/components/schemas/Pet", registry: registry)
    #expect(schema.dialect == .openAPI3_1)
    #expect(schema.isValid(SchemaTestSupport.json(#"{"name": "Rex", "tag": null}"#)))
    #expect(!schema.isValid(SchemaTestSupport.json(#"{"tag": "x"}"#)))
  }

  /// An operation's inline schema is checked against the schema meta-schema as a component's
  /// is: a real spec's `type: enum` is an invalid schema at its pointer, not a failure of
  /// every instance.
  @Test func anOperationsInlineSchemaIsCheckedAsASchema() throws {
    let document = """
      {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
       "paths": {"/otp": {"post": {"requestBody": {"content": {"application/json": {"schema":
         {"type": "object", "properties": {"method": {"type": "enum", "enum": ["plain", "s256"]}}}}}},
         "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}}}}}
      """
    let folder = try SchemaTestSupport.folder(["openapi.json": document])
    let path = folder.appendingPathComponent("openapi.json").path
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        schemaAt: path,
        pointer: try JSONPointer(parsing: "/paths/~1otp/post/requestBody/content/application~1json/schema"))
    }
    #expect(error?.kind == .invalidSchema)
    #expect(
      error?.pointer?.description
        == "/paths/~1otp/post/requestBody/content/application~1json/schema/properties/method/type")
    // The operation's other schemas are their own units: the response compiles.
    let response = try CompiledSchema.compile(
      schemaAt: path,
      pointer: try JSONPointer(parsing: "/paths/~1otp/post/responses/200/content/application~1json/schema"))
    #expect(response.isValid(SchemaTestSupport.json("{}")))
  }

  @Test func apiDocumentRootIsNotASchema() throws {
    let folder = try SchemaTestSupport.folder(["openapi.json": Self.postgrest])
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("openapi.json").path)
    }
    #expect(error?.kind == .invalidSchema)
  }
}
