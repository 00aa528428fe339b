import Contracts
import Foundation
import Fuzzing
import Reporting

/// `contract check`: every recorded response through parse, schema, decode and round trip.
public struct Check: Command {
  public static let name = "check"
  public static let abstract = "Check recorded responses against their contracts and Codable models."
  public static let discussion = """
    Each response is parsed by jansson (the reference parser), validated against its
    contract's schema, decoded with the registered Swift type and profile, encoded again, and
    compared with the original by meaning, in a worker process: a model that traps on a
    response is a crash finding there, and the run goes on. With no --against, checks the manifest's corpus,
    and probes each model with what its contract allows at every optional key, nullable
    value, enum and type of the corpus (model-drift: the model cannot read it; crash: it traps),
    in worker processes.
    --against takes files and folders: *.json (one body each; the contract comes from the
    manifest's corpus globs or the folder name), *.ndjson/*.jsonl (one response per line, bare
    or as {"contract"|"route", "status", "body"}), *.har (entries matched by route).
    Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init("contracts", value: "DIR", help: "Folder holding contracts.json (default: Contracts)."),
      .init("against", value: "PATH", help: "A dump to check: file or folder; repeatable.", repeatable: true),
      .init("contract", value: "ID", help: "Check only this contract."),
      JobsOption.spec("Check responses on N threads; the output is the same"),
      .init("baseline", value: "FILE", help: "Hide findings known to FILE; report new and fixed ones."),
      .init(
        "shard", value: "I/N", help: "Check the I-th of N parts of the responses; join them with contract report merge."
      ),
    ] + OutputOptions.specOptions + SchemaOptions.specOptions,
    flags: [
      .init("update-baseline", help: "Write the run's findings to the --baseline FILE (atomically)."),
      SchemaOptions.assertFormatsFlag,
    ])

  let contractsDirectory: String
  let against: [String]
  let contractFilter: String?
  let jobs: Int
  let baselinePath: String?
  let updateBaseline: Bool
  let shard: Shard?
  let output: OutputOptions
  let schemaOptions: SchemaOptions
  /// The schema options as given, for the model-drift probes' workers.
  let schemaArguments: [String]
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    against = arguments.values("against")
    contractFilter = arguments.value("contract")
    jobs = try JobsOption.read(arguments)
    baselinePath = arguments.value("baseline")
    updateBaseline = arguments.flag("update-baseline")
    if updateBaseline, baselinePath == nil { throw UsageError("--update-baseline needs --baseline FILE") }
    shard = try Check.shard(arguments, updateBaseline: updateBaseline)
    output = OutputOptions(arguments)
    schemaOptions = try SchemaOptions(arguments)
    schemaArguments = FuzzSession.schemaArguments(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode {
    let console = context.console
    try output.checkDestination()
    if updateBaseline, let baselinePath, let problem = AtomicFile.problem(writing: baselinePath) {
      throw UsageError(problem)
    }
    let manifest = try Manifest.load(path: (contractsDirectory as NSString).appendingPathComponent("contracts.json"))
    if let contractFilter, manifest.contract(id: contractFilter) == nil {
      throw UsageError(
        "no contract '\(contractFilter)' in \(manifest.path); contracts: \(manifest.contracts.map(\.id).joined(separator: ", "))"
      )
    }
    let checkRun = CheckRun(
      manifest: manifest, registry: context.registry, contractFilter: contractFilter,
      loadSchema: schemaOptions.loader())
    let progress = ProgressLine(console: console, noun: "responses")
    // Checked in child processes: a model that traps is a crash finding, not the end of the run.
    var report = try CheckSupervisor(
      checkRun: checkRun, runArguments: workerArguments, against: against, shard: shard, jobs: jobs,
      progress: progress.update
    ).run()
    progress.finish()
    // Model drift is between the models and the contracts: the corpus run's business (of its
    // first shard).
    if against.isEmpty, (shard?.index ?? 0) == 0 {
      report.add(modelDrift(checkRun, console: console))
      report.add(checkRun.reflectionFindings(skipping: report.crashed))
    }
    report.apply(manifest.severities)

    var baselineFailure = false
    if let baselinePath {
      if updateBaseline {
        let baseline = Baseline(findings: report.findings)
        try AtomicFile.write(try baseline.serialized(), to: baselinePath)
        console.errorLine(
          "contract check: wrote \(baseline.entries.count) known findings (\(report.occurrences.values.reduce(0, +)) occurrences) to \(baselinePath)"
        )
        // What it wrote is now known: the run reports (and exits on) nothing new.
        baseline.apply(to: &report)
      } else if FileManager.default.fileExists(atPath: baselinePath) {
        // Only a corpus run sees everything the baseline knows; a dump may hold only part.
        let baseline = try Baseline.load(path: baselinePath)
        baseline.apply(to: &report) { [against, contractFilter] entry in
          against.isEmpty && (contractFilter == nil || entry.contract == contractFilter)
        }
        report.shard = report.shard?.including(baseline: baseline)
      } else {
        console.errorLine("contract check: \(baselinePath): no such baseline (create it with --update-baseline)")
        baselineFailure = true
      }
    }

    report.shard = report.shard?.including("contract=\(contractFilter ?? "*") corpus=\(against.isEmpty)")
      .including(ContractTool.version)
    try output.emit(Check.render(report, output: output, context: context), console: console)

    for warning in report.warnings { console.errorLine("contract check: \(warning)") }
    for error in report.configurationErrors { console.errorLine("contract check: \(error)") }
    for path in report.missingPaths { console.errorLine("contract check: \(path): no such file or folder") }
    if !report.configurationErrors.isEmpty || !report.missingPaths.isEmpty || baselineFailure { return .usage }
    return output.fails(report.findings) ? .findings : .success
  }
}

extension Check {
  /// What the check's worker processes are told about the run (``CheckWorker``).
  var workerArguments: [String] {
    var arguments = ["--contracts", contractsDirectory]
    for path in against { arguments += ["--against", path] }
    if let contractFilter { arguments += ["--contract", contractFilter] }
    if let shard { arguments += ["--shard", shard.description] }
    return arguments + schemaArguments
  }

  /// The report in `output`'s format.
  static func render(_ report: CheckReport, output: OutputOptions, context: CommandContext) -> String {
    output.renderer(context: context, command: name).render(report, toolVersion: ContractTool.version)
  }

  /// The model-drift probes of the contracts this run bound with a schema and a type.
  ///
  /// They run in worker processes of this program. When the workers cannot start, this says
  /// so and finds nothing: the rest of the run stands.
  func modelDrift(_ checkRun: CheckRun, console: Console) -> [Finding] {
    // A contract with a configuration error is reported once, by the run; its probes' workers
    // would refuse it and say so again.
    let misconfigured = Set(
      checkRun.manifest.contracts.map(\.id).filter { id in
        checkRun.configurationErrors.contains { $0.message.hasPrefix("contract '\(id)'") }
      })
    let ids = checkRun.manifest.contracts.map(\.id).filter { id in
      !misconfigured.contains(id) && (checkRun.bindings[id].map { $0.schema != nil && $0.model != nil } ?? false)
    }
    guard !ids.isEmpty else { return [] }
    var evaluators: [String: MutantOracle] = [:]
    for id in ids { if let binding = checkRun.bindings[id] { evaluators[id] = MutantOracle(binding: binding) } }
    let pool: WorkerPool
    do {
      pool = try FuzzSession.workerPool(
        contracts: contractsDirectory, schemaArguments: schemaArguments, contractIDs: ids, evaluators: evaluators,
        workers: min(jobs, 4), timeout: 10)
    } catch {
      console.errorLine("contract check: model drift not probed: \(error)")
      return []
    }
    defer { pool.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: checkRun, contractIDs: ids, seed: 0, executor: pool, fixtureLimit: ModelDrift.fixtureLimit)
    return ModelDrift.findings(plan: plan, bindings: checkRun.bindings, executor: pool)
  }
}
