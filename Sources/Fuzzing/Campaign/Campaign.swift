public import Contracts
import Foundation
import JSONCore
public import Reports
public import Supervision

/// A fuzzing campaign: generates the plan's mutants in order, has the executor evaluate them
/// in batches, fills the resilience matrix, and triages failures into shrunk, saved findings.
///
/// Everything that reaches the report is decided in mutant order, on this thread: the
/// executor may spread a batch over threads or processes, but results are consumed in order,
/// so `--jobs` and `--in-process` do not change the report, and neither do batch or
/// checkpoint boundaries (a resumed run ends with the report an uninterrupted run writes).
public final class Campaign {
  public let plan: CampaignPlan
  public let bindings: [String: BoundContract]
  public let executor: any MutantExecutor
  public let configuration: CampaignConfiguration
  public internal(set) var state: CampaignState
  public var shrinker = Shrinker()
  /// Called after each checkpoint is written, with how many this process has written since
  /// the one it writes at its start (0).
  public var onCheckpoint: ((Int) -> Void)?
  /// Called when a finding is added (for the progress line's "new findings").
  public var onFinding: ((Finding) -> Void)?

  private var contractRows: [String: Int] = [:]

  /// Progress for the stderr line.
  public struct Progress: Sendable {
    public var elapsed: Double
    public var mutants: Int
    public var allowed: Int
    public var drift: Int
    public var findings: Int
  }

  /// - Parameter resume: a checkpoint to continue from; it must be of a run with the same
  ///   parameters.
  public init(
    plan: CampaignPlan, bindings: [String: BoundContract], executor: any MutantExecutor,
    configuration: CampaignConfiguration, resume: CampaignState? = nil
  ) throws(ConfigurationError) {
    self.plan = plan
    self.bindings = bindings
    self.executor = executor
    self.configuration = configuration
    if let resume {
      guard resume.identity == configuration.identity else {
        throw ConfigurationError(
          file: (configuration.outputDirectory as NSString).appendingPathComponent("checkpoint.json"),
          message:
            "the checkpoint is of another run (\(resume.identity)); this run is \(configuration.identity). Run without --resume to start over"
        )
      }
      state = resume
      state.report.interrupted = false
    } else {
      var report = FuzzReport(
        toolVersion: configuration.toolVersion, seed: configuration.seed,
        shard: configuration.shard.isWhole ? nil : configuration.shard.description)
      report.contracts = plan.contracts.map { contract in
        let binding = bindings[contract.contractID]
        return FuzzReport.ContractEntry(
          id: contract.contractID, type: binding?.contract.typeName, profile: binding?.profile.name ?? "default",
          fixtures: contract.fixtures.count, sites: contract.systematicCount, skippedFixtures: contract.skipped,
          seedsBreakingContract: contract.seedsBreakingContract.isEmpty ? nil : contract.seedsBreakingContract,
          coverageGaps: contract.gaps.isEmpty ? nil : contract.gaps)
      }
      state = CampaignState(identity: configuration.identity, report: report)
    }
    for (index, entry) in state.report.contracts.enumerated() { contractRows[entry.id] = index }
  }

  /// Runs until the iterations are done, the duration is up, or `shouldStop` says so (checked
  /// between batches), then writes a last checkpoint and returns the report.
  public func run(shouldStop: () -> Bool = { false }, progress: (Progress) -> Void = { _ in }) -> FuzzReport {
    let start = Date()
    var lastCheckpoint = start
    var checkpoints = 0
    func elapsed() -> Double { state.elapsed + Date().timeIntervalSince(start) }
    // The out folder and a checkpoint exist from the start: a run killed in its first batch
    // (or stuck in it) still leaves where it was and what it was.
    if !state.finished {
      writeCheckpoint(elapsed: state.elapsed)
      onCheckpoint?(0)
    }
    while !state.finished {
      if shouldStop() {
        state.report.interrupted = true
        break
      }
      if let duration = configuration.duration, elapsed() >= duration {
        state.finished = true
        break
      }
      var positions: [Int] = []
      for step in state.nextStep..<(state.nextStep + configuration.batchSize) {
        let position = configuration.shard.position(ofStep: step)
        if let iterations = configuration.iterations, position >= iterations { break }
        positions.append(position)
      }
      guard !positions.isEmpty, !plan.isEmpty else {
        state.finished = true
        break
      }
      // Mutants are made by the executor's threads as they are sent (overlapping the
      // workers' decoding), kept here to record in order.
      let made = ResultSlots<Mutant>(count: positions.count)
      let evaluations = executor.evaluate(count: positions.count) { [plan, positions] index in
        guard let mutant = plan.mutant(atGlobal: positions[index]) else {
          return EvaluationJob(contractID: "", payload: .null, bytes: Array("null".utf8))
        }
        made.store(mutant, at: index)
        return EvaluationJob(mutant)
      }
      for (mutant, evaluation) in zip(made.take(), evaluations) {
        if let mutant { record(mutant, evaluation) }
      }
      state.nextStep += positions.count
      let summary = state.report.summary
      progress(
        Progress(
          elapsed: elapsed(), mutants: summary.mutants, allowed: summary.allowed, drift: summary.drift,
          findings: state.report.findings.count))
      if Date().timeIntervalSince(lastCheckpoint) >= configuration.checkpointInterval {
        writeCheckpoint(elapsed: elapsed())
        checkpoints += 1
        onCheckpoint?(checkpoints)
        lastCheckpoint = Date()
      }
    }
    state.elapsed = elapsed()
    writeCheckpoint(elapsed: state.elapsed)
    var report = state.report
    // Probes the traffic contradicts are the contract's looseness, not the model's: folded per
    // contract, as the check's are; so are the nulls one object's members refuse.
    let models = bindings.compactMapValues { $0.model?.name }
    report.findings = LooserThanTraffic.rank(
      NullableMembers.fold(report.findings, models: models), plan: plan, models: models)
    report.finalize()
    return report
  }

  private func record(_ mutant: Mutant, _ evaluation: Evaluation) {
    guard let contract = plan.contract(mutant.id.contract) else { return }
    var evaluation = evaluation.settled(knownLosses: mutant.knownLosses)
    if mutant.routine, bindings[contract.contractID]?.schema == nil { evaluation = RoutineChange.settled(evaluation) }
    let outcome = evaluation.outcome(touched: mutant.touched)
    var site: (operatorName: String, pointer: String, variant: Int)? = nil
    if !mutant.isStacked, let only = mutant.applied.first {
      site = (
        only.mutation.operatorName, contract.payloadPointer(only.mutation.pointer).normalized, only.mutation.variant
      )
    }
    state.report.matrix.record(
      contract: contract.contractID, site: site, verdict: evaluation.verdict, outcome: outcome, mutant: mutant.id)
    state.report.summary.mutants += 1
    if mutant.isStacked { state.report.summary.stacked += 1 } else { state.report.summary.systematic += 1 }
    switch evaluation.verdict {
    case .allowed: state.report.summary.allowed += 1
    case .drift: state.report.summary.drift += 1
    case .unchecked: state.report.summary.unchecked += 1
    }
    if let row = contractRows[contract.contractID] {
      if !mutant.isStacked, let gaps = state.report.contracts[row].coverageGaps {
        for (position, gap) in gaps.enumerated() where gap.mutant == mutant.id.index {
          state.report.contracts[row].coverageGaps?[position].verdict = evaluation.verdict
          state.report.contracts[row].coverageGaps?[position].outcome = outcome
        }
      }
      state.report.contracts[row].mutants += 1
      switch evaluation.verdict {
      case .allowed: state.report.contracts[row].allowed += 1
      case .drift: state.report.contracts[row].drift += 1
      case .unchecked: state.report.contracts[row].unchecked += 1
      }
    }
    if let key = triageKey(mutant, evaluation, outcome, contract: contract), state.triaged.insert(key).inserted {
      let (example, result) = plainerExample(of: mutant, evaluation, outcome: outcome, key: key, contract: contract)
      triage(example, result, contract: contract)
    } else if outcome == .survived, evaluation.verdict == .allowed,
      let key = appleISO8601Key(mutant, contract: contract),
      state.triaged.insert(key).inserted
    {
      triageAppleISO8601(mutant, evaluation, contract: contract)
    } else if let site, evaluation.verdict == .drift, outcome >= .failed,
      Campaign.resilienceOperators.contains(site.operatorName),
      // A map's entry of a type its schema forbids is the backend's break, not a strictness
      // of the model: a map reads every entry.
      site.operatorName != ExtraKey().name || !RoutineChange.readsAddedMember(evaluation),
      state.triaged.insert("\(contract.contractID) weakness \(site.operatorName) \(site.pointer)").inserted
    {
      saveWeakness(mutant, evaluation, contract: contract, cell: site)
    }
  }

  private func writeCheckpoint(elapsed: Double) {
    var snapshot = state
    snapshot.elapsed = elapsed
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(snapshot) else { return }
    // A checkpoint that cannot be written costs only resumability; the run goes on.
    try? AtomicFile.write(
      String(decoding: data, as: UTF8.self),
      to: (configuration.outputDirectory as NSString).appendingPathComponent("checkpoint.json"))
  }

  /// Loads `checkpoint.json` from an output folder, `nil` when there is none.
  public static func loadCheckpoint(from directory: String) throws(ConfigurationError) -> CampaignState? {
    let path = (directory as NSString).appendingPathComponent("checkpoint.json")
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    do {
      let state = try JSONDecoder().decode(CampaignState.self, from: data)
      guard state.version == CampaignState.formatVersion else {
        throw ConfigurationError(
          file: path, message: "checkpoint version \(state.version); this tool reads \(CampaignState.formatVersion)")
      }
      return state
    } catch let error as ConfigurationError {
      throw error
    } catch {
      throw ConfigurationError(file: path, message: "not a contract fuzz checkpoint: \(error)")
    }
  }

  // Triage lives in Triage.swift; it needs these.
  func appendFinding(_ finding: Finding) {
    // Redacted as it is made, so the report, the checkpoint and a resumed run agree.
    let finding = Redactor.redact(finding)
    state.report.findings.append(finding)
    onFinding?(finding)
  }

  var knownFingerprints: Set<String> { Set(state.report.findings.map(\.fingerprint)) }
}
