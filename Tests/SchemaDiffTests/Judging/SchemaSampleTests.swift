import JSONCore
import JSONSchema
import Jansson
import Testing

@testable import SchemaDiff

/// The instance a change is probed on when no recorded response has its place.
@Suite struct SchemaSampleTests {
  /// A payment API's expandable field: an id, or the object when the request expands it. A
  /// change inside the object is sampled with the object, not with the id.
  @Test func anIdOrObjectFieldIsSampledAsTheObjectWhenTheChangeIsInside() throws {
    let schema = json(
      """
      {"type": "object", "required": ["id"], "properties": {
        "id": {"type": "string"},
        "customer": {"anyOf": [{"type": "string", "maxLength": 5000}, {"$ref": "#/$defs/customer"}], "nullable": true}},
       "$defs": {"customer": {"type": "object", "required": ["id"], "properties": {
         "id": {"type": "string"}, "balance": {"type": "integer"}}}}}
      """)
    let facts = try SchemaFacts(schema)
    let sample = SchemaSample(facts: facts).instance(
      of: facts.root, including: JSONPointer([.key("customer"), .key("balance")]))
    #expect(sample["customer"]?["balance"] == .number(JSONNumber(Int64(0))), "\(sample)")
    // With no path into it, the first alternative, as before.
    #expect(
      SchemaSample(facts: facts).instance(of: facts.root, including: JSONPointer([.key("customer")]))["customer"] == "x"
    )
  }

  private func json(_ text: String) -> JSONValue {
    guard let parsed = try? JanssonParser.parse(Array(text.utf8)) else { fatalError("test JSON: \(text)") }
    return parsed.value
  }
}
