import Contracts
import Foundation
import Supervision

/// What says which responses a `contract check` run has and how they are checked: the
/// contracts folder, the dump, the contract filter, the processes, the shard, the timeout and
/// the schema options.
///
/// Declared and read once, here, by `check` and by its workers (`check-worker`): a worker
/// must bind the contracts and read the responses exactly as its parent does, so the parent
/// passes these on (``workerArguments``) and the worker reads them with the same code.
struct CheckRunOptions: Sendable {
  static let specOptions: [ArgumentSpec.Option] =
    [
      .init("contracts", value: "DIR", help: "Folder holding contracts.json (default: Contracts)."),
      .init("against", value: "PATH", help: "A dump to check: file or folder; repeatable.", repeatable: true),
      .init("contract", value: "ID", help: "Check only this contract."),
      JobsOption.spec("Check responses in N processes at once, at most one per core; the output is the same"),
      TimeoutOption.spec,
      .init(
        "shard", value: "I/N", help: "Check the I-th of N parts of the responses; join them with contract report merge."
      ),
    ] + SchemaOptions.specOptions

  static let specFlags: [ArgumentSpec.Flag] = SchemaOptions.oracleFormatFlags

  let contractsDirectory: String
  let against: [String]
  let contractFilter: String?
  /// How many lanes the supervisor checks at once, a worker process each.
  let jobs: Int
  /// A variable: a sharded corpus run samples the whole corpus with the same options.
  var shard: Shard?
  /// How long one response's checks may take, in seconds (per MB of a larger response:
  /// ``HangWatch/allowance(timeout:bytes:)``), before its worker is killed and the response
  /// is a hang.
  let timeout: Double
  let schemaOptions: SchemaOptions
  /// The schema options as given, for workers' command lines.
  let schemaArguments: [String]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    against = arguments.values("against")
    contractFilter = arguments.value("contract")
    jobs = try JobsOption.read(arguments)
    timeout = try TimeoutOption.read(arguments)
    shard = try Shard.option(arguments)
    schemaOptions = try SchemaOptions(arguments, assertsFormatsByDefault: true)
    schemaArguments = FuzzSession.schemaArguments(arguments)
  }

  /// What a worker is told about the run.
  ///
  /// Not the lanes, whose workers are each told theirs (`--lane`), nor the timeout, which
  /// the supervisor keeps.
  var workerArguments: [String] {
    var arguments = ["--contracts", contractsDirectory]
    for path in against { arguments += ["--against", path] }
    if let contractFilter { arguments += ["--contract", contractFilter] }
    if let shard { arguments += ["--shard", shard.description] }
    return arguments + schemaArguments
  }

  /// Loads the manifest and binds the contracts the run checks.
  func checkRun(registry: ContractRegistry) throws -> CheckRun { checkRun(manifest: try manifest(), registry: registry) }

  func manifest() throws -> Manifest {
    try Manifest.load(path: (contractsDirectory as NSString).appendingPathComponent("contracts.json"))
  }

  /// Binds the contracts of `manifest` the run checks.
  func checkRun(manifest: Manifest, registry: ContractRegistry) -> CheckRun {
    CheckRun(manifest: manifest, registry: registry, contractFilter: contractFilter, loadSchema: schemaOptions.loader())
  }
}
