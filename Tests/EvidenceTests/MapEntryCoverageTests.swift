import Evidence
import JSONCore
import JSONSchema
import Jansson
import Reports
import Testing

/// A map's entries (`additionalProperties` with a schema) are one place, `*` after the map's:
/// each entry a sample of it, as each element of an array is of its items', so what the entry
/// schema says is covered like any place, and its keys' presence is counted over all entries.
@Suite struct MapEntryCoverageTests {
  static let schema = """
    {"type": "object", "properties": {
       "titles": {"type": "object", "properties": {"default": {"type": "string"}},
                  "additionalProperties": {
                    "type": "object", "required": ["text"],
                    "properties": {"text": {"type": "string"}, "status": {"enum": ["draft", "live"]}}}}}}
    """

  @Test func entriesAreOnePlaceAndCoveredAsSuch() throws {
    let facts = try SchemaFacts(try JanssonParser.parse(Array(Self.schema.utf8)).value)
    let outline = ContractOutline(schema: facts)
    var evidence = TrafficEvidence()
    let body = #"{"titles": {"default": "fr", "fr": {"text": "a", "status": "draft"}, "de": {"text": "b"}}}"#
    evidence.record(try JanssonParser.parse(Array(body.utf8)).value, outline: outline, source: "dump.ndjson:1")

    #expect(outline.folded(try JSONPointer(parsing: "/titles/fr/status")) == "/titles/*/status")
    #expect(outline.folded(try JSONPointer(parsing: "/titles/default")) == "/titles/default", "a declared key stays")
    #expect(evidence.values["/titles/*"]?.count == 2)
    let status = try #require(evidence.presence(ofKeyAt: try JSONPointer(parsing: "/titles/de/status")))
    #expect(status.counts.present == 1 && status.of == 2)

    let contract = ContractCoverage.contract(
      id: "titles", schema: nil, outline: outline, evidence: evidence, responses: 1)
    let items = contract.items.filter { $0.pointer == "/titles/*/status" && $0.kind == .enumValue }
    #expect(items.map { "\($0.value ?? "") \($0.seen)" }.sorted() == [#""draft" 1"#, #""live" 0"#])
    #expect(!contract.items.contains { $0.pointer.hasPrefix("/titles/fr") || $0.pointer.hasPrefix("/titles/de/") })
  }
}
