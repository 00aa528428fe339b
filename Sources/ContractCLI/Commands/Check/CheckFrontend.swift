import Contracts
import Foundation
import Fuzzing
import Supervision

/// The work of `contract check` once its arguments are read: bind the contracts, check every
/// response in supervised workers, add the corpus run's model-drift probes and reflection
/// findings, apply the baseline, and render the report in `--format`.
struct CheckFrontend {
  let check: Check

  func run() throws -> ExitCode {
    let console = check.context.console
    try check.output.checkDestination()
    if check.updateBaseline, let baselinePath = check.baselinePath,
      let problem = AtomicFile.problem(writing: baselinePath)
    {
      throw UsageError(problem)
    }
    let manifest = try check.options.manifest()
    if let contractFilter = check.options.contractFilter, manifest.contract(id: contractFilter) == nil {
      throw UsageError(
        "no contract '\(contractFilter)' in \(manifest.path); contracts: \(manifest.contracts.map(\.id).joined(separator: ", "))"
      )
    }
    // Found before the run (a directory walk), said after its report, like a missing path.
    let empty = EmptyDumpPaths.warnings(for: check.options.against)
    let progress = ProgressLine(console: console, noun: "responses")
    let pending = PendingCheckRun { [options = check.options, registry = check.context.registry] in
      options.checkRun(manifest: manifest, registry: registry)
    }
    // Checked in child processes: a model that traps or hangs is a crash finding, not the end
    // of the run.
    var report = try CheckSupervisor(checkRun: pending, run: supervised(check.options), progress: progress.update)
      .run()
    progress.finish()
    let checkRun = pending.value
    // Model drift is between the models and the contracts: the corpus run's business (of its
    // first shard), from the sample of the corpus the check took (CorpusSample).
    if check.options.against.isEmpty, (check.options.shard?.index ?? 0) == 0 {
      var sample = report.sample ?? CorpusSample()
      if check.options.shard != nil {
        // A shard's check saw only its own responses: the sample is of the whole corpus.
        var whole = check.options
        whole.shard = nil
        sample =
          try CheckSupervisor(
            checkRun: pending, run: supervised(whole, workerFlags: ["--sample-only"]), progress: { _ in }
          ).run().sample ?? sample
      }
      report.add(modelDrift(checkRun, sample: sample, console: console))
      report.add(sample.reflectionFindings)
    }
    report.apply(manifest.severities)

    var baselineFailure = false
    if let baselinePath = check.baselinePath {
      if check.updateBaseline {
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
        baseline.apply(to: &report) { [check] entry in
          check.options.against.isEmpty
            && (check.options.contractFilter == nil || entry.contract == check.options.contractFilter)
        }
        report.shard = report.shard?.including(baseline: baseline)
      } else {
        console.errorLine("contract check: \(baselinePath): no such baseline (create it with --update-baseline)")
        baselineFailure = true
      }
    }

    let scope = "contract=\(check.options.contractFilter ?? "*") corpus=\(check.options.against.isEmpty)"
    report.shard = report.shard?.including(scope).including(ContractTool.version)
    try check.output.emit(Check.render(report, output: check.output, context: check.context), console: console)
    if let directory = check.emitTests { try emitTests(report.findings, checkRun: checkRun, into: directory) }

    for warning in report.warnings { console.errorLine("contract check: \(warning)") }
    for error in report.configurationErrors { console.errorLine("contract check: \(error)") }
    for path in report.missingPaths { console.errorLine("contract check: \(path): no such file or folder") }
    for warning in empty { console.errorLine("contract check: \(warning)") }
    if !report.configurationErrors.isEmpty || !report.missingPaths.isEmpty || !empty.isEmpty || baselineFailure {
      return .usage
    }
    return check.output.fails(report.findings) ? .findings : .success
  }

  /// One test per distinct new finding the model owns, with the response it came from.
  func emitTests(_ findings: [Finding], checkRun: CheckRun, into directory: String) throws {
    var seen = Set<String>()
    let emitted = findings.filter { RegressionTest.isEmitted($0) && seen.insert($0.fingerprint).inserted }
    let responses = checkRun.recordedResponses(at: emitted.map(\.source))
    let tests = emitted.compactMap { finding -> RegressionTest? in
      guard let contract = finding.contract, let response = responses[finding.source] else { return nil }
      let typeName = checkRun.manifest.contract(id: contract)?.typeName ?? contract
      return RegressionTest(finding: finding, typeName: typeName, body: response.body, command: "contract check --emit-tests")
    }
    try RegressionTest.write(
      tests, into: directory, contractsDirectory: check.options.contractsDirectory,
      registryModule: check.registryModule, command: "contract check", console: check.context.console)
  }

  /// The run as the supervisor starts its `check-worker` children on it.
  private func supervised(_ options: CheckRunOptions, workerFlags: [String] = []) -> CheckSupervisor.Run {
    CheckSupervisor.Run(
      workerArguments: [CheckWorker.name] + options.workerArguments + workerFlags, against: options.against,
      shard: options.shard, jobs: options.jobs, timeout: options.timeout)
  }

  /// The model-drift probes of the contracts this run bound with a schema and a type, from
  /// the responses `sample` names.
  ///
  /// They run in worker processes of this program. When the workers cannot start, this says
  /// so and finds nothing: the rest of the run stands.
  func modelDrift(_ checkRun: CheckRun, sample: CorpusSample, console: Console) -> [Finding] {
    // A contract with a configuration error is reported once, by the run; its probes' workers
    // would refuse it and say so again.
    let misconfigured = Set(checkRun.configurationErrors.compactMap(\.contract))
    let ids = checkRun.manifest.contracts.map(\.id).filter { id in
      !misconfigured.contains(id) && (checkRun.bindings[id].map { $0.schema != nil && $0.model != nil } ?? false)
    }
    guard !ids.isEmpty else { return [] }
    let pool: any MutantExecutor
    do {
      pool = try ModelWorkers(
        contractsDirectory: check.options.contractsDirectory, schemaArguments: check.options.schemaArguments,
        timeout: check.options.timeout
      ).executor(for: ids, of: checkRun, jobs: min(check.options.jobs, 4))
    } catch {
      console.errorLine("contract check: model drift not probed: \(error)")
      return []
    }
    defer { pool.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: checkRun, contractIDs: ids, seed: 0, executor: pool, fixtureLimit: CorpusSample.rowLimit,
      sources: sample.probeSources, operators: ModelDrift.mutationOperators, gapsFirst: false)
    return ModelDrift.findings(plan: plan, bindings: checkRun.bindings, executor: pool)
  }
}
