import Contracts
import Evidence
import Foundation

/// What says which recorded traffic `coverage` and `infer` read: the contracts folder, the
/// dumps (or the corpus), the contract filter and the schema options; and the one pass that
/// records it into each contract's evidence.
struct TrafficOptions: Sendable {
  static let specOptions: [ArgumentSpec.Option] =
    [
      .init("contracts", value: "DIR", help: "Folder holding contracts.json (default: Contracts)."),
      .init(
        "against", value: "PATH", help: "A dump to read: file or folder; repeatable (default: the corpus).",
        repeatable: true),
      .init("contract", value: "ID", help: "Only this contract."),
    ] + SchemaOptions.specOptions

  let contractsDirectory: String
  let against: [String]
  let contractFilter: String?
  let schemaOptions: SchemaOptions

  init(_ arguments: ParsedArguments) throws(UsageError) {
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    against = arguments.values("against")
    contractFilter = arguments.value("contract")
    schemaOptions = try SchemaOptions(arguments)
  }

  /// The bound run and the evidence of its traffic, read in one streamed pass.
  ///
  /// Throws a usage error for an unknown `--contract`; configuration errors (a schema that
  /// does not load) and missing paths are returned for the command to report after its
  /// output, as `check` does.
  func record(registry: ContractRegistry) throws -> (CheckRun, TrafficRecorder, problems: [String]) {
    let manifest = try Manifest.load(path: (contractsDirectory as NSString).appendingPathComponent("contracts.json"))
    if let contractFilter, manifest.contract(id: contractFilter) == nil {
      throw UsageError(
        "no contract '\(contractFilter)' in \(manifest.path); contracts: \(manifest.contracts.map(\.id).joined(separator: ", "))"
      )
    }
    let run = CheckRun(
      manifest: manifest, registry: registry, contractFilter: contractFilter, loadSchema: schemaOptions.loader())
    var recorder = TrafficRecorder(
      bindings: run.bindings, corpusRoot: against.isEmpty ? manifest.corpusDirectory : nil)
    let traffic = run.recordedTraffic(against: against)
    for (response, contractID) in traffic { recorder.record(response, contractID: contractID) }
    var problems = run.configurationErrors.map(\.description)
    problems += traffic.missingPaths.map { "\($0): no such file or folder" }
    problems += EmptyDumpPaths.warnings(for: against)
    return (run, recorder, problems)
  }

  /// The schema of `contract` as a path from the working directory and its pointer:
  /// `Contracts/chapter/openapi.json#/definitions/courses`.
  func schemaDescription(_ contract: Manifest.Contract) -> String? {
    guard let path = contract.schemaPath else { return nil }
    let file = (contractsDirectory as NSString).appendingPathComponent(path)
    return contract.schemaPointer.isRoot ? file : file + "#" + contract.schemaPointer.description
  }
}
