import Foundation
import JSONCore
import JSONSchema
import Testing

/// The schema-facts API on real schema files and on each draft's and dialect's spelling.
@Suite struct SchemaFactsTests {
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  private func pointer(_ text: String) throws -> JSONPointer { try JSONPointer(parsing: text) }
  private func json(_ text: String) -> JSONValue { SchemaTestSupport.json(text) }

  @Test func petSchemaAtInstanceLocations() throws {
    let path = Self.repository + "/Tests/Fixtures/pets/Contracts/pets/pet.schema.json"
    let facts = try CompiledSchema.compile(schemaAt: path).facts
    let root = facts.facts(at: .root)
    #expect(root.requiredKeys == ["id", "name", "species"])
    #expect(root.optionalKeys == ["tag", "born_at"])
    #expect(root.propertyOrder == ["id", "name", "tag", "species", "born_at"])
    #expect(root.types == [.object])
    #expect(root.allowsAdditionalKeys)
    #expect(facts.facts(at: try pointer("/tag")).isNullable)
    #expect(facts.facts(at: try pointer("/tag")).types == [.string, .null])
    #expect(!facts.facts(at: try pointer("/name")).isNullable)
    #expect(facts.facts(at: try pointer("/id")).types == [.integer])
    let born = facts.facts(at: try pointer("/born_at"), in: json(#"{"born_at": "2024-03-15T10:30:00Z"}"#))
    #expect(born.isTimestamp, "the date-time branch of anyOf [date-time, null]")
    #expect(born.isNullable, "the null branch still allows null there")
    #expect(!facts.facts(at: try pointer("/nowhere")).isDescribed)
  }

  @Test func schemaLocationsWithoutAnInstance() throws {
    let path = Self.repository + "/Tests/Fixtures/pets/Contracts/pets/pet.schema.json"
    let facts = try SchemaFacts(schemaAt: path)
    let shape = facts.shape(at: facts.root)
    #expect(
      shape.definitions.map(\.name) == [
        "petWithOptionalNickname", "speciesPet", "petWithNullableName", "petWithHomepage", "datedPet",
      ])
    #expect(shape.properties.map(\.name) == ["id", "name", "tag", "species", "born_at"])
    #expect(shape.property("tag")?.isNullable == true)
    #expect(shape.property("id")?.isRequired == true)
    let species = try #require(shape.definitions.first { $0.name == "speciesPet" }?.schema)
    #expect(species.pointer == (try pointer("/$defs/speciesPet")))
    let speciesShape = facts.shape(at: species)
    let enumLocation = try #require(speciesShape.property("species")?.schema)
    #expect(facts.shape(at: enumLocation).enumValues == ["cat", "dog", "rabbit"])
    #expect(facts.admittedTypes(at: enumLocation) == [.string])
    let born = try #require(shape.property("born_at")?.schema)
    #expect(facts.shape(at: born).anyOf.count == 2)
    #expect(facts.shape(at: born).anyOf.first.map { facts.shape(at: $0).format } == "date-time")
  }

  @Test func chapterCourseThroughSwaggerAllOfAndJSONBReferences() throws {
    let contracts = Self.repository + "/Contracts"
    let schema = try CompiledSchema.compile(
      schemaAt: contracts + "/chapter/course_v2.schema.json", registry: SchemaRegistry(root: contracts))
    let row = json(
      #"""
      {"id": "a", "course_name": "Law", "created_at": "2024-03-15T10:30:00.123456+00:00", "further_category": "law",
       "course_url": null, "modules": {"year_1": [{"name": "Torts", "credits": 30, "status": "core"}]},
       "campus": {"id": "c", "city": {"id": "d", "created_at": "2024-01-01T00:00:00+00:00"}}}
      """#)
    let places = Dictionary(
      schema.facts.facts(throughout: row).map { ($0.instanceLocation.description, $0) }, uniquingKeysWith: { a, _ in a }
    )
    let root = try #require(places[""])
    #expect(Set(root.requiredKeys).isSuperset(of: ["id", "course_name", "further_category", "created_at"]))
    #expect(!root.isRequired("course_url"))
    #expect(places["/course_url"]?.isNullable == true, "PostgREST: a column not in required admits null")
    #expect(places["/course_name"]?.isNullable == false)
    #expect(places["/created_at"]?.isTimestamp == true, "format: timestamp with time zone, in openapi.json")
    #expect(places["/further_category"]?.enumValues?.contains("medicine") == true)
    #expect(places["/modules/year_1/0/status"]?.enumValues == ["compulsory", "core", "optional"])
    #expect(places["/modules/year_1/0"]?.requiredKeys == ["name", "credits", "status"])
    #expect(places["/campus/city/created_at"]?.isTimestamp == true, "campus → city, two files away")
    #expect(
      schema.facts.facts(at: try pointer("/modules/year_1/0/status")).enumValues == ["compulsory", "core", "optional"],
      "without an instance, through the jsonb anyOf and the array items")
  }

  @Test func swaggerDocumentRootListsItsDefinitions() throws {
    let contracts = Self.repository + "/Contracts"
    let facts = try SchemaFacts(schemaAt: contracts + "/chapter/openapi.json")
    let names = facts.shape(at: facts.root).definitions.map(\.name)
    #expect(names.contains("courses") && names.contains("cities"))
    let courses = try #require(facts.location(try pointer("/definitions/courses"), besides: facts.root))
    let shape = facts.shape(at: courses)
    #expect(shape.location.dialect == .swagger2_0)
    #expect(shape.property("course_url")?.isNullable == true)
    #expect(shape.property("course_name")?.isNullable == false)
    #expect(shape.property("acceptance_rate").map { facts.shape(at: $0.schema).format } == "numeric")
  }

  @Test func draft4ReferenceOverridesSiblingsAndListItems() throws {
    let facts = try SchemaFacts(
      json(
        ##"""
        {"$schema": "http://json-schema.org/draft-04/schema#",
         "definitions": {"point": {"type": "object", "required": ["x"], "properties": {"x": {"type": "number"}}}},
         "type": "array",
         "items": [{"$ref": "#/definitions/point", "required": ["ignored"]}, {"type": "string"}],
         "additionalItems": {"enum": [1, 2]}}
        """##))
    let first = facts.facts(at: try pointer("/0"))
    #expect(first.requiredKeys == ["x"], "draft 4 ignores keywords beside $ref")
    #expect(facts.facts(at: try pointer("/1")).types == [.string])
    #expect(facts.facts(at: try pointer("/5")).enumValues == [1, 2])
    #expect(facts.shape(at: facts.root).prefixItems.count == 2)
    #expect(facts.shape(at: facts.root).items != nil)
  }

  @Test func draft2020PrefixItemsConstAndClosedObjects() throws {
    let facts = try SchemaFacts(
      json(
        #"""
        {"type": "object", "additionalProperties": false, "required": ["pair"],
         "properties": {"pair": {"type": "array", "prefixItems": [{"const": "a"}], "items": {"type": "boolean"}}},
         "$defs": {"open": {"unevaluatedProperties": false}}}
        """#))
    #expect(!facts.facts(at: .root).allowsAdditionalKeys)
    #expect(facts.facts(at: try pointer("/pair/0")).enumValues == ["a"])
    #expect(facts.facts(at: try pointer("/pair/3")).types == [.boolean])
    guard case .forbidden = facts.shape(at: facts.root).additionalProperties else {
      Issue.record("additionalProperties false reads as forbidden")
      return
    }
    let open = try #require(facts.shape(at: facts.root).definitions.first?.schema)
    #expect(facts.shape(at: open).forbidsUnevaluatedProperties)
  }

  @Test func openAPI30NullableAdmitsNull() throws {
    let folder = try SchemaTestSupport.folder([
      "api.json": #"""
      {"openapi": "3.0.3", "components": {"schemas": {"Pet": {"type": "object", "required": ["name"],
        "properties": {"name": {"type": "string"}, "tag": {"type": "string", "nullable": true}}}}}}
      """#
    ])
    let facts = try CompiledSchema.compile(schemaAt: folder.path + "/api.json#/components/schemas/Pet").facts
    #expect(facts.facts(at: try pointer("/tag")).isNullable)
    #expect(facts.facts(at: try pointer("/tag")).types == [.string, .null])
    #expect(!facts.facts(at: try pointer("/name")).isNullable, "OpenAPI 3.0 has no PostgREST rule")
    #expect(facts.facts(at: .root).optionalKeys == ["tag"])
  }

  /// With an instance, an object takes the branches it fits best, and what sits below them
  /// is theirs; without one, the keys only some branches require are said apart.
  @Test func anObjectTakesTheBranchItFitsBest() throws {
    let facts = try SchemaFacts(
      json(
        ##"""
        {"oneOf": [{"$ref": "#/$defs/cat"}, {"$ref": "#/$defs/dog"}],
         "$defs": {
          "cat": {"type": "object", "required": ["kind", "meows", "toy"], "properties": {"kind": {"enum": ["cat"]},
            "toy": {"type": "object", "required": ["mouse"]}}},
          "dog": {"type": "object", "required": ["kind", "barks", "toy"], "properties": {"kind": {"enum": ["dog"]},
            "toy": {"type": "object", "required": ["ball"]}}}}}
        """##))
    let dog = json(#"{"kind": "dog", "barks": true, "toy": {"ball": 1}}"#)
    #expect(facts.facts(at: .root, in: dog).requiredKeys == ["kind", "barks", "toy"])
    #expect(facts.facts(at: try pointer("/toy"), in: dog).requiredKeys == ["ball"])
    let quietCat = json(#"{"kind": "cat", "toy": {"mouse": "m"}}"#)
    #expect(facts.facts(at: .root, in: quietCat).requiredKeys == ["kind", "meows", "toy"], "still the closest")
    let root = facts.facts(at: .root)
    #expect(root.requiredKeys == ["kind", "toy"])
    #expect(root.requiredByBranch == ["meows", "barks"])
    let toy = facts.facts(at: try pointer("/toy"))
    #expect(toy.requiredKeys == ["mouse", "ball"])
    #expect(toy.requiredByBranch == ["mouse", "ball"])
  }

  @Test func patternPropertiesAndAdditionalSchemas() throws {
    let facts = try SchemaFacts(
      json(
        #"""
        {"patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": {"type": "integer"}}
        """#))
    #expect(facts.facts(at: try pointer("/x-trace")).types == [.string])
    #expect(facts.facts(at: try pointer("/count")).types == [.integer])
  }

  @Test func unresolvableReferencesSayNothingInsteadOfFailing() throws {
    let facts = try SchemaFacts(json(##"{"allOf": [{"$ref": "#/nowhere"}, {"required": ["a"]}]}"##))
    #expect(facts.facts(at: .root).requiredKeys == ["a"])
  }

  @Test func cyclicReferencesEnd() throws {
    let facts = try SchemaFacts(
      json(
        ##"""
        {"$defs": {"node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/node"}}, "required": ["v"]}},
         "$ref": "#/$defs/node"}
        """##))
    #expect(facts.facts(at: try pointer("/next/next/next")).requiredKeys == ["v"])
    let deep = json(#"{"v": 1, "next": {"v": 2, "next": {"v": 3}}}"#)
    #expect(facts.facts(throughout: deep).count == 6)
  }
}
