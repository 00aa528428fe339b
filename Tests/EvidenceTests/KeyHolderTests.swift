import Evidence
import JSONCore
import JSONSchema
import Jansson
import Testing

/// Where a key's `required` is written (``TrafficEvidence/holder(ofKeyAt:)``): the named
/// schema holding it, through inline objects and arrays; under a union, the one branch that
/// declares the member on the way.
@Suite struct KeyHolderTests {
  static let schema = """
    {"type": "object", "properties": {
       "account": {"$ref": "#/$defs/Account"},
       "customer": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/Customer"}, {"$ref": "#/$defs/DeletedCustomer"}]}},
     "$defs": {
       "Account": {"type": "object", "properties": {
         "tags": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}}}},
       "Customer": {"type": "object", "required": ["id"], "properties": {
         "id": {"type": "string"}, "email": {"type": "string"},
         "address": {"type": "object", "properties": {"city": {"type": "string"}}}}},
       "DeletedCustomer": {"type": "object", "required": ["id", "deleted"], "properties": {
         "id": {"type": "string"}, "deleted": {"type": "boolean"}}}}}
    """

  @Test func theHolderIsTheNamedSchemaOrTheOneBranchThatDeclaresTheMember() throws {
    let facts = try SchemaFacts(try JanssonParser.parse(Array(Self.schema.utf8)).value)
    var evidence = TrafficEvidence()
    for body in [
      #"{"account": {"tags": [{"name": "a"}]}, "customer": {"id": "c", "email": "e", "address": {"city": "x"}}}"#,
      #"{"customer": {"id": "d", "deleted": true}}"#,
    ] {
      evidence.record(try JanssonParser.parse(Array(body.utf8)).value, outline: ContractOutline(schema: facts))
    }
    func holder(_ pointer: String) -> String {
      evidence.holder(ofKeyAt: try! JSONPointer(parsing: pointer)).map { "\($0.schema) \($0.place)" } ?? "-"
    }
    #expect(holder("/account/tags/0/name") == "Account /account")
    #expect(holder("/customer/email") == "Customer /customer")
    #expect(holder("/customer/address/city") == "Customer /customer")
    #expect(holder("/customer/deleted") == "DeletedCustomer /customer")
    // Both branches declare it: no one schema's.
    #expect(holder("/customer/id") == "-")
  }
}
