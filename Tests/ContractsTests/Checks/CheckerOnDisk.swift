import ContractTesting
import Contracts
import Testing

/// A `ResponseChecker` for one contract bound from a real manifest and schema written to a
/// temporary folder, the model registered under `name`: how the checks' tests get the binding
/// `contract check` would make.
///
/// The folder is returned so that it lives as long as the checker.
func checkerOnDisk<T: Codable & Sendable>(
  schema: String, contract id: String, model: T.Type, name: String
) throws -> (ResponseChecker, TemporaryFolder) {
  let folder = try TemporaryFolder()
  try folder.write(schema, to: "Contracts/\(id).schema.json")
  try folder.write(
    #"{"contracts": [{"id": "\#(id)", "schema": "\#(id).schema.json", "type": "\#(name)", "corpus": ["*.json"]}]}"#,
    to: "Contracts/contracts.json")
  let manifest = try Manifest.load(path: folder.path + "/Contracts/contracts.json")
  let run = CheckRun(
    manifest: manifest, registry: ContractRegistry { Model(T.self, name: name) }, loadSchema: JSONSchemaLoader().load)
  #expect(run.configurationErrors.isEmpty, "\(run.configurationErrors)")
  return (ResponseChecker(binding: try #require(run.bindings[id])), folder)
}
