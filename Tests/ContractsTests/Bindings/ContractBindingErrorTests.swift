import ContractTesting
import Contracts
import Testing

/// Binding a manifest's contracts: each problem is a configuration error that names its
/// contract (``ConfigurationError/contract``), and the contract is still bound as far as it
/// can be.
@Suite struct ContractBindingErrorTests {
  struct Item: Codable, Sendable { var id: Int }

  private func bind(_ manifest: String, schema: String? = #"{"type": "object"}"#) throws -> (CheckRun, TemporaryFolder)
  {
    let folder = try TemporaryFolder()
    if let schema { try folder.write(schema, to: "Contracts/item.schema.json") }
    try folder.write(manifest, to: "Contracts/contracts.json")
    let loaded = try Manifest.load(path: folder.path + "/Contracts/contracts.json")
    let run = CheckRun(
      manifest: loaded, registry: ContractRegistry { Model(Item.self, name: "Item") },
      loadSchema: JSONSchemaLoader().load)
    return (run, folder)
  }

  @Test func anUnregisteredTypeNamesItsContract() throws {
    let (run, _) = try bind(
      #"{"contracts": [{"id": "items", "schema": "item.schema.json", "type": "Itme"}, {"id": "ok", "schema": "item.schema.json", "type": "Item"}]}"#
    )
    #expect(run.configurationErrors.map(\.contract) == ["items"])
    #expect(run.configurationErrors.first?.message.hasPrefix("contract 'items': type 'Itme' is not registered") == true)
    #expect(run.configurationErrors.first?.message.contains("did you mean 'Item'?") == true)
    // Still bound: its schema is checked.
    #expect(run.bindings["items"]?.schema != nil)
    #expect(run.bindings["items"]?.model == nil)
  }

  @Test func anUnknownProfileNamesItsContract() throws {
    let (run, _) = try bind(
      #"{"contracts": [{"id": "items", "schema": "item.schema.json", "type": "Item", "profile": "nope"}]}"#)
    #expect(run.configurationErrors.map(\.contract) == ["items"])
    #expect(run.configurationErrors.first?.message.hasPrefix("contract 'items': unknown profile 'nope'") == true)
  }

  @Test func aMissingSchemaFileNamesItsContractAtTheManifest() throws {
    let (run, folder) = try bind(
      #"{"contracts": [{"id": "items", "schema": "item.schema.json", "type": "Item"}]}"#, schema: nil)
    let error = try #require(run.configurationErrors.first)
    #expect(error.contract == "items")
    #expect(error.file == folder.path + "/Contracts/contracts.json")
    #expect(error.message.hasPrefix("contract 'items': schema item.schema.json:"))
    #expect(run.bindings["items"]?.schema == nil)
  }

  @Test func anErrorMadeForAContractPrintsAsBefore() {
    let error = ConfigurationError.contract("a.b", file: "contracts.json", message: "something")
    #expect(error.contract == "a.b")
    #expect(error.description == "contracts.json: contract 'a.b': something")
    #expect(ConfigurationError(file: "contracts.json", message: "x").contract == nil)
  }
}
