import Contracts
import Foundation
import Reports
import Supervision

/// `contract check-worker`: checks one stretch of a `contract check` run for the supervisor
/// that started it (``CheckSupervisor``).
///
/// Not for people. It binds the contracts exactly as its parent does (same manifest, contract
/// filter and schema options), checks the responses of `--range` (of the run `--against`
/// and `--shard` name, and of its `--lane`), marking each response it checks in the
/// `--in-flight` file, and writes its part of the report to `--out`. A model that traps
/// kills it, and its parent kills it when one hangs; the parent reads from the in-flight
/// file where.
public struct CheckWorker: Command {
  public static let name = "check-worker"
  public static let abstract = "Internal: check one stretch of responses for contract check."
  public static let discussion =
    "Started by contract check, which joins the parts its workers write and survives models that trap or hang."
  public static let isHidden = true
  public static let spec = ArgumentSpec(
    // Not `--jobs`: a worker checks one lane, one response at a time.
    options: CheckRunOptions.specOptions.filter { $0.name != JobsOption.name } + [
      .init("range", value: "F:R-[F:R]", help: "The reading positions to check."),
      .init("lane", value: "I/N", help: "Check the I-th of N lanes of the run's responses (Shard.lane)."),
      .init("in-flight", value: "FILE", help: "The supervisor's slot file."),
      .init("out", value: "FILE", help: "Where to write the part of the report."),
      .init("parent", value: "PID", help: "The supervisor: stop when it is gone."),
    ],
    flags: CheckRunOptions.specFlags + [
      .init("sample-only", help: "Check only what the corpus sample wants (CorpusSample).")
    ])

  /// Which responses the run checks and how, read as `check` reads them.
  let options: CheckRunOptions
  let range: ReadingRange
  /// Which part of the run's responses this worker's lane holds (`--lane I/N`).
  let lane: Shard
  let inFlightPath: String
  let outputPath: String
  let parent: pid_t
  let sampleOnly: Bool
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    options = try CheckRunOptions(arguments)
    guard let text = arguments.value("range"), let range = ReadingRange(parsing: text) else {
      throw UsageError("--range takes FILE:RECORD-[FILE:RECORD]")
    }
    self.range = range
    if let text = arguments.value("lane") {
      guard let lane = Shard(parsing: text) else { throw UsageError("--lane takes I/N with 1 ≤ I ≤ N") }
      self.lane = lane
    } else {
      lane = Shard()
    }
    guard let inFlight = arguments.value("in-flight"), let out = arguments.value("out") else {
      throw UsageError("--in-flight FILE and --out FILE are required")
    }
    inFlightPath = inFlight
    outputPath = out
    parent = arguments.value("parent").flatMap { pid_t($0) } ?? getppid()
    sampleOnly = arguments.flag("sample-only")
    self.context = context
  }

  public func run() throws -> ExitCode {
    // Whatever a model prints goes to standard error, which the supervisor reads for the
    // runtime's message should the model trap.
    _ = dup2(2, 1)
    let inFlight: InFlightResponses
    do {
      inFlight = try InFlightResponses(mapping: inFlightPath)
    } catch {
      throw ConfigurationError(file: inFlightPath, message: error.description)
    }
    let checkRun = try options.checkRun(registry: context.registry)
    let part = CheckRun.Part(
      paths: options.against, shard: options.shard, lane: lane, range: range, sampleOnly: sampleOnly)
    let report = checkRun.run(part, inFlight: inFlight) {
      [parent] checked in
      inFlight.record(checked: checked)
      // A supervisor that was killed cannot read the part: stop rather than check on alone.
      if getppid() != parent { exit(ExitCode.internalError.rawValue) }
    }
    try AtomicFile.write(
      exactly: try CheckReport.Document(report, toolVersion: ContractTool.version, part: true).compact(), to: outputPath
    )
    return .success
  }
}
