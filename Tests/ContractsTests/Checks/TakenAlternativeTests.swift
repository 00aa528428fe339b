import ContractTesting
import Contracts
import Foundation
import Reports
import Testing

/// A field the contract makes an id, an object or a deleted object (`anyOf`), read by a model
/// that knows only the first two: its decode failure names the alternative the value took and
/// the one the model reads, and is located at the object, not at the document's start.
@Suite struct TakenAlternativeTests {
  struct Customer: Decodable, Sendable {
    var id: String
    var balance: Int
  }

  enum Expandable: Decodable, Sendable {
    case id(String)
    case object(Customer)

    init(from decoder: any Decoder) throws {
      if let id = try? decoder.singleValueContainer().decode(String.self) {
        self = .id(id)
      } else {
        self = .object(try Customer(from: decoder))
      }
    }
  }

  struct Charge: Decodable, Sendable {
    var id: String
    var customer: Expandable
  }

  static let schema = #"""
    {"type": "object", "required": ["id", "customer"],
     "properties": {
       "id": {"type": "string"},
       "customer": {"anyOf": [
         {"type": "string"},
         {"$ref": "#/$defs/customer"},
         {"$ref": "#/$defs/deleted_customer"}]}},
     "$defs": {
       "customer": {"type": "object", "required": ["id", "object", "balance"],
         "properties": {"id": {"type": "string"}, "object": {"enum": ["customer"]}, "balance": {"type": "integer"}}},
       "deleted_customer": {"type": "object", "required": ["id", "object", "deleted"],
         "properties": {"id": {"type": "string"}, "object": {"enum": ["customer"]}, "deleted": {"enum": [true]}}}}}
    """#

  private func findings(_ body: String) throws -> [Finding] {
    let folder = try TemporaryFolder()
    try folder.write(Self.schema, to: "Contracts/charge.schema.json")
    try folder.write(
      #"{"contracts": [{"id": "charges", "schema": "charge.schema.json", "type": "Charge", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    let registry = ContractRegistry { Model(Charge.self, name: "Charge") }
    let run = CheckRun(
      manifest: try Manifest.load(path: folder.path + "/Contracts/contracts.json"), registry: registry,
      loadSchema: JSONSchemaLoader().load)
    let checker = ResponseChecker(binding: try #require(run.bindings["charges"]))
    let outcome = checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "charge.json")))
    return outcome.findings.filter { $0.kind == .decodeFailure }
  }

  @Test func aDeletedObjectNamesItsAlternativeAndTheOneTheModelReads() throws {
    let body = """
      {
        "id": "ch_1",
        "customer": {"id": "cus_1", "object": "customer", "deleted": true}
      }
      """
    let failure = try #require(try findings(body).first)
    #expect(failure.pointer?.description == "/customer/balance")
    #expect(
      failure.message.contains(
        "; the value at /customer is the contract's anyOf alternative 'deleted_customer', which has no 'balance': the model reads it as 'customer'"
      ), "\(failure.message)")
    #expect(failure.evidence["alternative"] == "anyOf deleted_customer")
    // The key is not in the response: the finding is where the object it is missing from is.
    #expect(failure.source.line == 3 && failure.source.column == 15, "\(failure.source)")
  }

  @Test func aValueNoAlternativeAdmitsNamesNone() throws {
    // Neither `balance` nor `deleted`: it takes no alternative, and naming one would be a guess.
    let failure = try #require(try findings(#"{"id": "ch_1", "customer": {"id": "cus_1", "object": "customer"}}"#).first)
    #expect(failure.pointer?.description == "/customer/balance")
    #expect(!failure.message.contains("alternative"), "\(failure.message)")
    #expect(failure.evidence["alternative"] == nil)
  }
}
