import Contracts
import Foundation
import Fuzzing
import Supervision

/// What `fuzz`, `replay` and `fuzz-worker` share: the contracts folder, how schemas compile,
/// and whether models run in worker processes or in this one.
///
/// A worker must bind contracts exactly as its parent does, so the parent passes its schema
/// options on to the workers' command line unchanged.
struct FuzzSession: Sendable {
  static let specOptions: [ArgumentSpec.Option] =
    [
      .init("contracts", value: "DIR", help: "Folder holding contracts.json (default: Contracts)."),
      TimeoutOption.spec,
    ] + SchemaOptions.specOptions

  static let specFlags: [ArgumentSpec.Flag] = [
    .init("in-process", help: "Decode in this process: faster, but a model that traps ends the run."),
  ] + SchemaOptions.oracleFormatFlags

  let contractsDirectory: String
  let schemaOptions: SchemaOptions
  /// The schema options as given, for the workers' command line.
  let schemaArguments: [String]
  let inProcess: Bool
  let timeout: Double

  init(_ arguments: ParsedArguments) throws(UsageError) {
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    schemaOptions = try SchemaOptions(arguments, assertsFormatsByDefault: true)
    schemaArguments = FuzzSession.schemaArguments(arguments)
    inProcess = arguments.flag("in-process")
    timeout = try TimeoutOption.read(arguments)
  }

  struct Loaded {
    var manifest: Manifest
    var checkRun: CheckRun
    /// The contracts to fuzz, in manifest order: those selected that name a type.
    var contractIDs: [String]
  }

  /// Loads the manifest and binds the contracts `filter` names (all when empty).
  ///
  /// A
  /// configuration problem with one of them is an error: fuzzing a half-bound contract would
  /// report the configuration, not the model.
  func load(registry: ContractRegistry, filter: [String], console: Console, command: String) throws -> Loaded {
    let manifest = try Manifest.load(path: (contractsDirectory as NSString).appendingPathComponent("contracts.json"))
    for id in filter where manifest.contract(id: id) == nil {
      throw UsageError(
        "no contract '\(id)' in \(manifest.path); contracts: \(manifest.contracts.map(\.id).joined(separator: ", "))")
    }
    let checkRun = CheckRun(manifest: manifest, registry: registry, loadSchema: schemaOptions.loader())
    let selected = manifest.contracts.filter { filter.isEmpty || filter.contains($0.id) }
    let selectedIDs = Set(selected.map(\.id))
    let relevant = checkRun.configurationErrors.filter { error in error.contract.map(selectedIDs.contains) ?? false }
    if let first = relevant.first {
      for error in relevant.dropFirst() { console.errorLine("contract \(command): \(error)") }
      throw first
    }
    let ids = selected.filter { $0.typeName != nil }.map(\.id)
    return Loaded(manifest: manifest, checkRun: checkRun, contractIDs: ids)
  }

  /// The executor: `jobs` threads in this process, or `jobs` worker processes.
  func executor(for loaded: Loaded, jobs: Int) throws -> any MutantExecutor {
    try ModelWorkers(contractsDirectory: contractsDirectory, schemaArguments: schemaArguments, timeout: timeout)
      .executor(for: loaded.contractIDs, of: loaded.checkRun, jobs: jobs, inProcess: inProcess)
  }

  /// The schema options as given, to pass on to workers.
  static func schemaArguments(_ arguments: ParsedArguments) -> [String] {
    var passed: [String] = []
    if let draft = arguments.value("draft") { passed += ["--draft", draft] }
    for mapping in arguments.values("map") { passed += ["--map", mapping] }
    for directory in arguments.values("map-catalog") { passed += ["--map-catalog", directory] }
    if arguments.flag("no-assert-formats") { passed.append("--no-assert-formats") }
    return passed
  }
}
