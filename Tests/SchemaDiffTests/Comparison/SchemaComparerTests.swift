import ContractTesting
import JSONCore
import Reports
import SchemaDiff
import Testing

/// Two schema files compared as `contract diff OLD NEW` pairs them: each response-side change
/// by its id, at its place.
@Suite struct SchemaComparerTests {
  static let old = """
    {"type": "object", "required": ["id", "name"],
     "properties": {"id": {"type": "integer"}, "name": {"type": "string"},
                    "status": {"enum": ["open", "paid"]}, "note": {"type": "string"}}}
    """

  private func changes(to new: String) throws -> [SchemaChange] {
    let folder = try TemporaryFolder()
    try folder.write(Self.old, to: "old.json")
    try folder.write(new, to: "new.json")
    let (pairs, unpaired) = try SchemaPair.pairs(
      old: try DiffSide.read(folder.path + "/old.json"), new: try DiffSide.read(folder.path + "/new.json"))
    #expect(unpaired.isEmpty)
    let pair = try #require(pairs.first)
    #expect(pair.name == "new.json")
    return SchemaComparer(old: pair.oldFacts, new: pair.newFacts).changes(from: pair.old, to: pair.new)
  }

  private func ids(_ changes: [SchemaChange]) -> [String: String] {
    Dictionary(changes.map { ($0.place.description, $0.id) }, uniquingKeysWith: { $0 + "," + $1 })
  }

  @Test func theSameSchemaHasNoChanges() throws {
    #expect(try changes(to: Self.old).isEmpty)
  }

  @Test func aPropertyThatMayNowBeNullOrAbsentIsNamedAtItsPlace() throws {
    let found = try changes(
      to: """
        {"type": "object", "required": ["id"],
         "properties": {"id": {"type": "integer"}, "name": {"type": ["string", "null"]},
                        "status": {"enum": ["open", "paid"]}, "note": {"type": "string"}}}
        """)
    let byPlace = ids(found)
    #expect(byPlace["/name"]?.contains("became-optional") == true, "\(byPlace)")
    #expect(byPlace["/name"]?.contains("became-nullable") == true, "\(byPlace)")
    // What a model may now be sent is probed: a null, a key left out.
    #expect(found.filter { $0.place.description == "/name" }.allSatisfy { $0.probe != nil })
  }

  @Test func anEnumValueAddedAndAPropertyRemovedAreTheirOwnChanges() throws {
    let found = try changes(
      to: """
        {"type": "object", "required": ["id", "name"],
         "properties": {"id": {"type": "integer"}, "name": {"type": "string"},
                        "status": {"enum": ["open", "paid", "refunded"]}}}
        """)
    let byPlace = ids(found)
    #expect(byPlace["/status"] == "enum-value-added", "\(byPlace)")
    #expect(byPlace["/note"] == "property-removed-optional", "\(byPlace)")
    let added = try #require(found.first { $0.id == "enum-value-added" })
    #expect(added.probe == .value("refunded"))
  }

  @Test func aTypeChangeIsBreakingByTheRules() throws {
    let found = try changes(
      to: """
        {"type": "object", "required": ["id", "name"],
         "properties": {"id": {"type": "string"}, "name": {"type": "string"},
                        "status": {"enum": ["open", "paid"]}, "note": {"type": "string"}}}
        """)
    let change = try #require(found.first { $0.place.description == "/id" })
    #expect(change.id == "type-changed")
    #expect(change.level == .breaking)
  }

  /// An alternative added or removed is named: by its schema's name, or an inline one by its
  /// position and types.
  @Test func anAlternativeAddedOrRemovedIsNamed() throws {
    let found = try changes(
      to: """
        {"type": "object", "required": ["id", "name"],
         "properties": {"id": {"oneOf": [{"type": "integer"}, {"type": "string"}]}, "name": {"type": "string"},
                        "status": {"enum": ["open", "paid"]}, "note": {"type": "string"}}}
        """)
    let added = found.filter { $0.id == "alternative-added" }.map(\.message)
    #expect(added == ["anyOf/oneOf alternative #1 (string) added"], "\(found.map(\.message))")
  }
}
