import Foundation
import JSONCore
import Testing

@testable import Fuzzing

/// What the raw-schema walk reads: required keys, timestamps and enums, through `$ref`,
/// `allOf`, nullable `anyOf` branches, `$defs` and PostgREST's Swagger 2.0 definitions.
@Suite struct SchemaFactsTests {
  @Test func petSchemaThroughDefs() throws {
    let documents = SchemaDocuments(root: petsFixtures + "/Contracts")
    let walker = SchemaWalker(documents: documents)
    let schema = try #require(documents.location(path: "pets/pet.schema.json", pointer: pointer("/$defs/speciesPet")))
    let facts = walker.facts(for: json(#"{"id": 1, "name": "Bun", "species": "rabbit"}"#), schema: schema)
    #expect(facts[.root]?.required == ["id", "name", "species"])
    #expect(facts[pointer("/species")]?.enumValues == ["cat", "dog", "rabbit"])
    let root = try #require(documents.location(path: "pets/pet.schema.json", pointer: .root))
    let pet = walker.facts(
      for: json(#"{"id": 1, "name": "Rex", "born_at": "2024-03-15T10:30:00Z", "tag": null}"#), schema: root)
    #expect(pet[pointer("/born_at")]?.isTimestamp == true, "the date-time branch of anyOf [date-time, null]")
    #expect(pet.isOptionalMember(pointer("/tag")))
    #expect(pet.isRequiredMember(pointer("/name")))
  }

  @Test func chapterCourseThroughSwaggerAllOfAndJSONBRefs() throws {
    let documents = SchemaDocuments(root: repositoryRoot + "/Contracts")
    let walker = SchemaWalker(documents: documents)
    let schema = try #require(documents.location(path: "chapter/course_v2.schema.json", pointer: .root))
    let row = json(
      #"""
      {"id": "a", "course_name": "Law", "created_at": "2024-03-15T10:30:00.123456+00:00", "further_category": "law",
       "course_url": null, "modules": {"year_1": [{"name": "Torts", "credits": 30, "status": "core"}]},
       "campus": {"id": "c", "city": {"id": "d", "created_at": "2024-01-01T00:00:00+00:00"}}}
      """#)
    let facts = walker.facts(for: row, schema: schema)
    let required = try #require(facts[.root]?.required)
    #expect(required.isSuperset(of: ["id", "course_name", "further_category", "created_at"]))
    #expect(!required.contains("course_url"))
    #expect(facts[pointer("/created_at")]?.isTimestamp == true, "format: timestamp with time zone, in openapi.json")
    #expect(facts[pointer("/further_category")]?.enumValues?.contains("medicine") == true)
    #expect(facts[pointer("/modules/year_1/0/status")]?.enumValues == ["compulsory", "core", "optional"])
    #expect(facts[pointer("/modules/year_1/0")]?.required == ["name", "credits", "status"])
    #expect(facts[pointer("/campus/city/created_at")]?.isTimestamp == true, "campus → city, two files away")
  }

  @Test func unresolvableReferencesAreSkippedNotFatal() throws {
    let directory = NSTemporaryDirectory() + "facts-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(##"{"$ref": "missing.json", "allOf": [{"$ref": "#/nowhere"}, {"required": ["a"]}]}"##.utf8)
      .write(to: URL(fileURLWithPath: directory + "/s.json"))
    let documents = SchemaDocuments(root: directory)
    let schema = try #require(documents.location(path: "s.json", pointer: .root))
    let facts = SchemaWalker(documents: documents).facts(for: json(#"{"a": 1}"#), schema: schema)
    #expect(facts[.root]?.required == ["a"])
  }
}
