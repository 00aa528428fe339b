import Evidence
import JSONCore
import JSONSchema
import Jansson
import Reports
import Testing

/// The outline of a schema whose places branch at every level, as a large API's do (each
/// object reaches two others): the places a walk of the whole graph would list grow as
/// 2^depth, so the outline lists the shallowest ones and the rest where the traffic goes.
@Suite struct ContractOutlineTests {
  /// `node0` … `node11`, each with a `name` enum and two members of the next: 12,285 places.
  static var schema: JSONValue {
    get throws {
      let definitions = (0..<12).map { level in
        let next = level + 1
        let members =
          level < 11
          ? ##", "left": {"$ref": "#/$defs/node\##(next)"}, "right": {"$ref": "#/$defs/node\##(next)"}"## : ""
        return ##""node\##(level)": {"type": "object", "properties": {"name": {"enum": ["a", "b"]}\##(members)}}"##
      }
      let text = ##"{"$ref": "#/$defs/node0", "$defs": {\##(definitions.joined(separator: ", "))}}"##
      return try JanssonParser.parse(Array(text.utf8)).value
    }
  }

  @Test func listsTheShallowestPlacesInDocumentOrderAndTheRestWhereTrafficGoes() throws {
    let facts = try SchemaFacts(try Self.schema)
    var outline = ContractOutline(schema: facts)
    let complete = outline.isComplete
    #expect(!complete)
    let listed = outline.places.map(\.folded)
    #expect(listed.count == ContractOutline.eagerPlaceLimit)
    // The places down to the seventh level at least, in document order: a parent
    // before its members, a member's places before its next sibling.
    #expect(listed.prefix(4) == ["", "/name", "/left", "/left/name"])
    #expect(listed.firstIndex(of: "/right")! > listed.firstIndex(of: "/left/left/left/left/left/left/left/left")!)
    let deep = "/right" + String(repeating: "/left", count: 10) + "/name"
    #expect(outline.place(deep) == nil)

    let deepBody = String(repeating: #"{"left": "#, count: 10) + #"{"name": "a"}"# + String(repeating: "}", count: 10)
    let body = try JanssonParser.parse(Array(#"{"right": \#(deepBody)}"#.utf8)).value
    outline.reach(body)
    var evidence = TrafficEvidence()
    evidence.record(body, outline: outline, source: "dump.ndjson:1")
    #expect(outline.place(deep) != nil)
    let contract = ContractCoverage.contract(
      id: "tree", schema: nil, outline: outline, evidence: evidence, responses: 1, lines: false)
    #expect(contract.items.first { $0.pointer == deep && $0.value == #""a""# }?.seen == 1)
    #expect(contract.items.first { $0.pointer == deep && $0.value == #""b""# }?.seen == 0)
    #expect(contract.note?.contains("more than \(ContractOutline.eagerPlaceLimit) places") == true)
  }

  /// An object with more members than the outline lists first: the rest are listed when a
  /// recorded value has one.
  @Test func aPlaceCutShortListsItsOtherMembersWhenTrafficReachesThem() throws {
    let members = (0..<600).map { #""p\#($0)": {"type": "string"}"# }.joined(separator: ", ")
    let schema = #"{"type": "object", "properties": {\#(members)}}"#
    var outline = ContractOutline(schema: try SchemaFacts(try JanssonParser.parse(Array(schema.utf8)).value))
    #expect(outline.place("/p598") == nil)
    outline.reach(try JanssonParser.parse(Array(#"{"p598": "x"}"#.utf8)).value)
    #expect(outline.place("/p598") != nil)
    let complete = outline.isComplete
    #expect(complete)
    let folded = outline.places.map(\.folded)
    #expect(folded == [""] + (0..<600).map { "/p\($0)" })
  }

  @Test func aSchemaWithFewPlacesIsListedWhole() throws {
    let schema = #"{"type": "object", "properties": {"a": {"type": "array", "items": {"type": "integer"}}}}"#
    let facts = try SchemaFacts(try JanssonParser.parse(Array(schema.utf8)).value)
    let outline = ContractOutline(schema: facts)
    let complete = outline.isComplete
    #expect(complete)
    #expect(outline.places.map(\.folded) == ["", "/a", "/a/*"])
  }
}
