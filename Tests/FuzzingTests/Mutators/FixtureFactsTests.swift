import JSONCore
import JSONSchema
import Testing

@testable import Fuzzing

/// The operators' facts come from the JSON Schema module's facts of the contract's schema.
@Suite struct FixtureFactsTests {
  @Test func petFixtureThroughDefs() throws {
    let schema = try CompiledSchema.compile(
      schemaAt: petsFixtures + "/Contracts/pets/pet.schema.json", pointer: pointer("/$defs/speciesPet"))
    let facts = FixtureFacts(schema: schema.facts, value: json(#"{"id": 1, "name": "Bun", "species": "rabbit"}"#))
    #expect(facts[.root]?.required == ["id", "name", "species"])
    #expect(facts[pointer("/species")]?.enumValues == ["cat", "dog", "rabbit"])
    #expect(facts.isRequiredMember(pointer("/name")))
  }

  @Test func chapterRowThroughSwaggerAndJSONB() throws {
    let contracts = repositoryRoot + "/Contracts"
    let schema = try CompiledSchema.compile(
      schemaAt: contracts + "/chapter/course_v2.schema.json", registry: SchemaRegistry(root: contracts))
    let row = json(
      #"{"id": "a", "created_at": "2024-03-15T10:30:00+00:00", "course_url": null, "acceptance_rate": 12.5}"#)
    let facts = FixtureFacts(schema: schema.facts, value: row)
    #expect(facts.isOptionalMember(pointer("/course_url")))
    #expect(facts[pointer("/created_at")]?.isTimestamp == true)
    #expect(facts[pointer("/acceptance_rate")]?.format == "numeric")
  }
}
