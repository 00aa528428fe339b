import Contracts
import Foundation
import Fuzzing
import Reporting
import Reports

/// The work of `contract fuzz` once its arguments are read: bind the contracts, start the
/// workers, run (or resume) the campaign, compare its matrix with the baseline, save the
/// reproducers, write `report.json` into `--out`, and render the report in `--format`.
struct FuzzFrontend {
  let fuzz: Fuzz

  func run() throws -> ExitCode {
    let console = fuzz.context.console
    try fuzz.output.checkDestination()
    if fuzz.updateBaseline, let baselinePath = fuzz.baselinePath,
      let problem = AtomicFile.problem(writing: baselinePath)
    {
      throw UsageError(problem)
    }
    let reportPath = (fuzz.outputDirectory as NSString).appendingPathComponent("report.json")
    if let problem = AtomicFile.problem(writing: reportPath) { throw UsageError(problem) }
    // One run per --out folder: a second one is refused before it writes anything there.
    let lock: FuzzOutLock
    do {
      lock = try FuzzOutLock.acquire(fuzz.outputDirectory) { console.errorLine("contract fuzz: \($0)") }
    } catch {
      throw UsageError(error.description)
    }
    defer { lock.release() }
    let loaded = try fuzz.session.load(
      registry: fuzz.context.registry, filter: fuzz.filter, console: console, command: Fuzz.name)
    guard !loaded.contractIDs.isEmpty else {
      throw UsageError("no contract to fuzz: none of the selected contracts names a type")
    }
    let resumeState = fuzz.resume ? try Campaign.loadCheckpoint(from: fuzz.outputDirectory) : nil
    if fuzz.resume, resumeState == nil {
      throw UsageError("--resume: no checkpoint in \(fuzz.outputDirectory) (a run writes one there)")
    }
    var report = try campaign(loaded, resume: resumeState)

    var exitForBaseline = false
    if let baselinePath = fuzz.baselinePath {
      if fuzz.updateBaseline {
        try AtomicFile.write(try FuzzBaseline(matrix: report.matrix).serialized(), to: baselinePath)
        console.errorLine("contract fuzz: wrote the resilience matrix to \(baselinePath)")
      } else if FileManager.default.fileExists(atPath: baselinePath) {
        try report.compare(withBaseline: baselinePath, contracts: Set(loaded.contractIDs))
      } else {
        console.errorLine("contract fuzz: \(baselinePath): no such baseline (create it with --update-baseline)")
        exitForBaseline = true
      }
    }
    if fuzz.saveToCorpus { saveReproducers(report, corpus: loaded.manifest.corpusDirectory) }

    try AtomicFile.write(report.json(), to: reportPath)
    try fuzz.output.emit(
      fuzz.output.renderer(context: fuzz.context, command: Fuzz.name).render(report), console: console)
    if report.interrupted {
      console.errorLine("contract fuzz: interrupted; continue with --resume --out \(fuzz.outputDirectory)")
    }
    if exitForBaseline { return .usage }
    return fuzz.output.fails(report.findings) ? .findings : .success
  }

  /// The campaign over `loaded`'s contracts, in workers (or threads), until its iterations,
  /// its duration or an interrupt.
  private func campaign(_ loaded: FuzzSession.Loaded, resume: CampaignState?) throws -> FuzzReport {
    let executor = try fuzz.session.executor(for: loaded, jobs: fuzz.jobs)
    defer { executor.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: loaded.checkRun, contractIDs: loaded.contractIDs, seed: fuzz.seed, executor: executor)
    let configuration = CampaignConfiguration(
      seed: fuzz.seed, iterations: fuzz.iterations, duration: fuzz.duration, shard: fuzz.shard,
      batchSize: 64 * fuzz.jobs, outputDirectory: fuzz.outputDirectory, checkpointInterval: fuzz.checkpointInterval,
      toolVersion: ContractTool.version, contracts: loaded.contractIDs)
    let campaign = try Campaign(
      plan: plan, bindings: loaded.checkRun.bindings, executor: executor, configuration: configuration, resume: resume)
    let interrupt = InterruptFlag()
    campaign.onCheckpoint = FuzzFrontend.checkpointHook(until: interrupt.isSet)
    let progress = FuzzProgressLine(
      console: fuzz.context.console, startingFindings: campaign.state.report.findings.count)
    let report = campaign.run(shouldStop: interrupt.isSet, progress: progress.update)
    progress.finish()
    interrupt.restore()
    return report
  }

  /// Copies each reproducer's payload into `<corpus>/regressions/<contract>/` (only with
  /// --save-to-corpus: the corpus is the user's).
  private func saveReproducers(_ report: FuzzReport, corpus: String) {
    for finding in report.findings {
      guard let path = finding.evidence["reproducer"], let reproducer = try? Reproducer.load(path: path) else {
        continue
      }
      let name = (Reproducer.paths(for: reproducer.mutant).payload as NSString).lastPathComponent
      let target = ((corpus as NSString).appendingPathComponent("regressions/\(reproducer.contract)") as NSString)
        .appendingPathComponent(name)
      do {
        try AtomicFile.write(exactly: Data(reproducer.payload.utf8), to: target)
      } catch {
        fuzz.context.console.errorLine("contract fuzz: cannot save \(target): \(error.localizedDescription)")
      }
    }
  }

  /// For the resume and interrupt tests: `CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT=N` makes the run
  /// wait after writing its N-th checkpoint (0: the one written at the start), until it is
  /// killed or interrupted (a test cannot otherwise stop a short run at a known point without
  /// racing it).
  static func checkpointHook(until interrupted: @escaping () -> Bool) -> ((Int) -> Void)? {
    guard let text = ProcessInfo.processInfo.environment["CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT"], let hold = Int(text)
    else {
      return nil
    }
    return { count in
      guard count == hold else { return }
      FileHandle.standardError.write(Data("contract fuzz: holding after checkpoint \(count)\n".utf8))
      while !interrupted() { usleep(10_000) }
    }
  }
}

extension FuzzReport {
  /// Compares the matrix with the baseline at `path` over `contracts`: each cell that got
  /// worse is a `fuzz-regression` finding, and the report says what got better.
  mutating func compare(withBaseline path: String, contracts: Set<String>) throws {
    let baseline = try FuzzBaseline.load(path: path)
    let (regressions, fixed) = baseline.compare(matrix, contracts: contracts)
    findings += regressions.map { Finding.fuzzRegression($0, baselinePath: path) }
    self.baseline = FuzzReport.BaselineResult(path: path, regressions: regressions.count, fixed: fixed)
    finalize()
  }
}
