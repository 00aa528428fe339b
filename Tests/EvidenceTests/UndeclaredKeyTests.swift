import Evidence
import JSONCore
import JSONSchema
import Jansson
import Testing

/// What the traffic carries that the contract does not declare: a key beside declared ones,
/// never an entry of a map the schema describes, with the name of the schema that lacks it.
@Suite struct UndeclaredKeyTests {
  static let schema = """
    {"type": "object", "properties": {
       "account": {"$ref": "#/$defs/Account"},
       "scores": {"type": "object", "properties": {"total": {"type": "integer"}},
                  "additionalProperties": {"type": "integer"}}},
     "$defs": {"Account": {"type": "object", "properties": {"id": {"type": "string"}}}}}
    """

  private func undeclared(_ body: String, schema: String = schema) throws -> [TrafficEvidence.UndeclaredKey] {
    let facts = try SchemaFacts(try JanssonParser.parse(Array(schema.utf8)).value)
    var evidence = TrafficEvidence()
    evidence.record(try JanssonParser.parse(Array(body.utf8)).value, outline: ContractOutline(schema: facts))
    return evidence.undeclared.keys.sorted()
  }

  @Test func aMapsEntriesAreNotUndeclaredKeys() throws {
    let found = try undeclared(
      #"{"account": {"id": "a", "indexable": true}, "scores": {"total": 3, "q1": 1, "q2": 2}}"#)
    #expect(
      found.map { "\($0.place) \($0.key) \($0.type) \($0.schema ?? "-")" } == ["/account indexable boolean Account"])
  }

  /// Under a union, a key the objects of one branch carry is that branch's schema's to
  /// declare: a user's `is_anonymous` is `User`'s, a key both carry no one schema's.
  @Test func underAUnionTheSchemaIsTheBranchWhoseObjectsCarryIt() throws {
    let schema = """
      {"type": "array", "items": {"oneOf": [{"$ref": "#/$defs/Session"}, {"$ref": "#/$defs/User"}]},
       "$defs": {"Session": {"type": "object", "properties": {"access_token": {"type": "string"}}},
                 "User": {"type": "object", "properties": {"id": {"type": "string"}}}}}
      """
    let found = try undeclared(
      #"[{"id": "u", "is_anonymous": false, "trace": 1}, {"access_token": "t", "trace": 2}]"#, schema: schema)
    #expect(
      found.map { "\($0.place) \($0.key) \($0.schema ?? "-")" } == ["/* is_anonymous User", "/* trace -"], "\(found)")
  }
}
