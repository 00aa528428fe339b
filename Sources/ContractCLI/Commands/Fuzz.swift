import Contracts
import Dispatch
import Foundation
import Fuzzing

/// `contract fuzz`: a mutation campaign over the corpus, judged by the contracts.
public struct Fuzz: Command {
  public static let name = "fuzz"
  public static let abstract = "Mutate the corpus the ways backends drift; report what the models cannot take."
  public static let discussion = """
    Each corpus row (or body) is mutated by operators driven by its contract: key spellings,
    dropped and null optionals, dropped required keys, re-rendered timestamps, unknown and other
    enum values, extra keys, type drift, number, string and array edges. A systematic phase
    tries every single-site mutation (every kind once before any twice), then random chains of
    2 to 4. Each mutant is validated (allowed or drift) and decoded, in worker processes unless
    --in-process. Findings: a crash or hang, an allowed mutant the model cannot decode, an
    allowed mutant whose round trip loses data; each is shrunk and saved as a reproducer under
    --out. Drift outcomes fill the resilience matrix; with --baseline a cell that got worse is a
    fuzz-regression. The same --seed, corpus and code give the same report. A checkpoint in
    --out lets --resume continue a run that was killed; Ctrl-C stops cleanly with a report.
    Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: FuzzSession.specOptions + [
      .init("contract", value: "ID", help: "Fuzz only this contract; repeatable.", repeatable: true),
      .init("seed", value: "N", help: "Seed of the random phase (default: 1)."),
      .init("iterations", value: "N", help: "Mutants to run, all shards together (default: 10000 without --duration)."),
      .init("duration", value: "TIME", help: "Run this long: 90s, 30m, 8h, 1h30m (counts time before a --resume)."),
      .init("jobs", value: "N", help: "Worker processes (or threads with --in-process) (default: 1)."),
      .init("shard", value: "I/N", help: "Run the I-th of N interleaved parts; join them with contract report merge."),
      .init("out", value: "DIR", help: "Folder for the report, checkpoint and reproducers (default: fuzz-out)."),
      .init(
        "baseline", value: "FILE", help: "Compare the resilience matrix with FILE: worse cells are fuzz-regressions."),
      .init("checkpoint-interval", value: "SECONDS", help: "Seconds between checkpoints (default: 5; 0: every batch)."),
    ] + OutputOptions.specOptions(formats: [.text, .json]),
    flags: FuzzSession.specFlags + [
      .init("update-baseline", help: "Write the run's matrix to the --baseline FILE (atomically)."),
      .init("resume", help: "Continue the run whose checkpoint is in --out."),
      .init("save-to-corpus", help: "Also save each reproducer's payload under the corpus's regressions/ folder."),
    ])

  let session: FuzzSession
  let filter: [String]
  let seed: UInt64
  let iterations: Int?
  let duration: Double?
  let jobs: Int
  let shard: Shard
  let outputDirectory: String
  let baselinePath: String?
  let updateBaseline: Bool
  let resume: Bool
  let saveToCorpus: Bool
  let checkpointInterval: Double
  let output: OutputOptions
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    session = try FuzzSession(arguments)
    filter = arguments.values("contract")
    seed = try Fuzz.number(arguments, "seed", default: 1, as: UInt64.self, minimum: 0)
    duration = try arguments.value("duration").map { text throws(UsageError) in
      guard let seconds = Fuzz.seconds(text) else {
        throw UsageError("--duration takes a time such as 90s, 30m, 8h or 1h30m, not '\(text)'")
      }
      return seconds
    }
    if arguments.value("iterations") != nil || duration == nil {
      iterations = try Fuzz.number(arguments, "iterations", default: 10_000, as: Int.self, minimum: 1)
    } else {
      iterations = nil
    }
    jobs = try Fuzz.number(arguments, "jobs", default: 1, as: Int.self, minimum: 1)
    guard jobs <= 256 else { throw UsageError("--jobs takes a whole number from 1 to 256") }
    shard = try Shard.option(arguments) ?? Shard()
    outputDirectory = arguments.value("out") ?? "fuzz-out"
    baselinePath = arguments.value("baseline")
    updateBaseline = arguments.flag("update-baseline")
    if updateBaseline, baselinePath == nil { throw UsageError("--update-baseline needs --baseline FILE") }
    resume = arguments.flag("resume")
    saveToCorpus = arguments.flag("save-to-corpus")
    if let text = arguments.value("checkpoint-interval") {
      guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
        throw UsageError("--checkpoint-interval takes a number of seconds, not '\(text)'")
      }
      checkpointInterval = seconds
    } else {
      checkpointInterval = 5
    }
    output = OutputOptions(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode {
    let console = context.console
    try output.checkDestination()
    if updateBaseline, let baselinePath, let problem = AtomicFile.problem(writing: baselinePath) {
      throw UsageError(problem)
    }
    if let problem = AtomicFile.problem(writing: (outputDirectory as NSString).appendingPathComponent("report.json")) {
      throw UsageError(problem)
    }
    let loaded = try session.load(registry: context.registry, filter: filter, console: console, command: Fuzz.name)
    guard !loaded.contractIDs.isEmpty else {
      throw UsageError("no contract to fuzz: none of the selected contracts names a type")
    }
    let resumeState = resume ? try Campaign.loadCheckpoint(from: outputDirectory) : nil
    if resume, resumeState == nil {
      throw UsageError("--resume: no checkpoint in \(outputDirectory) (a run writes one there)")
    }
    let executor = try session.executor(for: loaded, jobs: jobs)
    defer { executor.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: loaded.checkRun, contractIDs: loaded.contractIDs, seed: seed, executor: executor)
    let configuration = CampaignConfiguration(
      seed: seed, iterations: iterations, duration: duration, shard: shard, batchSize: 64 * jobs,
      outputDirectory: outputDirectory, checkpointInterval: checkpointInterval, toolVersion: ContractTool.version,
      contracts: loaded.contractIDs)
    let campaign = try Campaign(
      plan: plan, bindings: loaded.checkRun.bindings, executor: executor, configuration: configuration,
      resume: resumeState)
    let interrupt = InterruptFlag()
    campaign.onCheckpoint = Fuzz.checkpointHook(until: interrupt.isSet)
    let progress = FuzzProgressLine(console: console, startingFindings: campaign.state.report.findings.count)
    var report = campaign.run(shouldStop: interrupt.isSet, progress: progress.update)
    progress.finish()
    interrupt.restore()

    var exitForBaseline = false
    if let baselinePath {
      if updateBaseline {
        try AtomicFile.write(try FuzzBaseline(matrix: report.matrix).serialized(), to: baselinePath)
        console.errorLine("contract fuzz: wrote the resilience matrix to \(baselinePath)")
      } else if FileManager.default.fileExists(atPath: baselinePath) {
        let baseline = try FuzzBaseline.load(path: baselinePath)
        let (regressions, fixed) = baseline.compare(report.matrix, contracts: Set(loaded.contractIDs))
        report.findings += regressions.map { Finding.fuzzRegression($0, baselinePath: baselinePath) }
        report.baseline = FuzzReport.BaselineResult(path: baselinePath, regressions: regressions.count, fixed: fixed)
        report.finalize()
      } else {
        console.errorLine("contract fuzz: \(baselinePath): no such baseline (create it with --update-baseline)")
        exitForBaseline = true
      }
    }
    if saveToCorpus { saveReproducers(report, corpus: loaded.manifest.corpusDirectory) }

    let json = report.json()
    try AtomicFile.write(json, to: (outputDirectory as NSString).appendingPathComponent("report.json"))
    switch output.format {
    case .json: try output.emit(json, console: console)
    default:  // `--format` offers only text and json here.
      try output.emit(FuzzTextReport(color: console.useColor && output.output == nil).render(report), console: console)
    }
    if report.interrupted {
      console.errorLine("contract fuzz: interrupted; continue with --resume --out \(outputDirectory)")
    }
    if exitForBaseline { return .usage }
    return output.fails(report.findings) ? .findings : .success
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
        context.console.errorLine("contract fuzz: cannot save \(target): \(error.localizedDescription)")
      }
    }
  }

  static func number<Value: FixedWidthInteger>(
    _ arguments: ParsedArguments, _ name: String, default value: Value, as type: Value.Type, minimum: Value
  ) throws(UsageError) -> Value {
    guard let text = arguments.value(name) else { return value }
    guard let number = Value(text), number >= minimum else {
      throw UsageError("--\(name) takes a whole number ≥ \(minimum), not '\(text)'")
    }
    return number
  }

  /// `90`, `90s`, `30m`, `8h`, `1h30m`, `2d` as seconds.
  static func seconds(_ text: String) -> Double? {
    if let plain = Double(text), plain > 0, plain.isFinite { return plain }
    var total = 0.0
    var digits = ""
    for character in text {
      if character.isNumber || character == "." {
        digits.append(character)
        continue
      }
      guard let value = Double(digits) else { return nil }
      switch character {
      case "s": total += value
      case "m": total += value * 60
      case "h": total += value * 3600
      case "d": total += value * 86_400
      default: return nil
      }
      digits = ""
    }
    return digits.isEmpty && total > 0 ? total : nil
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

/// The campaign's progress on standard error, redrawn in place when it is a terminal:
/// elapsed time, mutants, rate, allowed/drift, new findings.
final class FuzzProgressLine: @unchecked Sendable {
  private let console: Console
  private let startingFindings: Int
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var drawn = false

  init(console: Console, startingFindings: Int) {
    self.console = console
    self.startingFindings = startingFindings
  }

  var update: (Campaign.Progress) -> Void {
    { [self] progress in
      guard console.errorIsTerminal, Date().timeIntervalSince(lastDraw) >= 0.25 else { return }
      lastDraw = Date()
      let thisRun = max(Date().timeIntervalSince(start), 0.001)
      let elapsed = Int(progress.elapsed)
      let clock = String(format: "%d:%02d:%02d", elapsed / 3600, elapsed / 60 % 60, elapsed % 60)
      let rate = Int(Double(progress.mutants) / max(progress.elapsed, thisRun))
      console.writeError(
        "\r\u{1B}[K\(clock)  \(progress.mutants) mutants  \(rate)/s  allowed \(progress.allowed) / drift \(progress.drift)  findings \(progress.findings - startingFindings) new"
      )
      drawn = true
    }
  }

  func finish() {
    if drawn { console.writeError("\r\u{1B}[K") }
  }
}
