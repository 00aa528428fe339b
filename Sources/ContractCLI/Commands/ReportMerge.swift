import Contracts
import Foundation
import Fuzzing

/// `contract report merge`: joins the reports of a sharded fuzz campaign, or of a sharded
/// check (``CheckReportMerging``), into one.
public struct ReportMerge: Command {
  public static let name = "report"
  public static let abstract = "report merge FILE...: join shard reports of contract fuzz or check into one report."
  public static let discussion = """
    Each shard of `contract fuzz --shard I/N` writes report.json in its --out folder. Merging
    adds up the counts, merges the resilience matrices (worst outcome per cell), and keeps each
    finding once. All shards must share a seed. With --baseline, the merged matrix is compared
    with a committed baseline as contract fuzz does.
    The reports of `contract check --shard I/N --format json` (every shard of one run) merge
    into the report of the unsharded run, in any of check's formats.
    """
  public static let spec = ArgumentSpec(
    options: [.init("baseline", value: "FILE", help: "Compare the merged matrix with FILE.")]
      + OutputOptions.specOptions,
    positionalName: "merge FILE", positionalHelp: "The word 'merge', then the shard reports (report.json files).")

  let files: [String]
  let baselinePath: String?
  let output: OutputOptions
  let console: Console
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard arguments.positionals.first == "merge" else {
      throw UsageError("the report subcommand is 'merge': contract report merge FILE...")
    }
    files = Array(arguments.positionals.dropFirst())
    guard !files.isEmpty else { throw UsageError("give the shard reports to merge") }
    baselinePath = arguments.value("baseline")
    output = OutputOptions(arguments)
    console = context.console
    self.context = context
  }

  public func run() throws -> ExitCode {
    if let first = files.first, CheckReportMerging.isCheckReport(first) {
      if baselinePath != nil { throw UsageError("check shards apply their --baseline themselves: merge without one") }
      return try CheckReportMerging(files: files, output: output, context: context).run()
    }
    guard output.format == .text || output.format == .json else {
      throw UsageError("fuzz reports merge as text or json, not \(output.format.rawValue)")
    }
    var merged: FuzzReport? = nil
    for file in files {
      let report = try FuzzReport.load(path: file)
      if let first = merged, first.seed != report.seed {
        throw UsageError(
          "\(file) has seed \(report.seed), the other reports \(first.seed): shards of one campaign share a seed")
      }
      if merged == nil {
        merged = report
        merged?.findings = []
        merged?.matrix = ResilienceMatrix()
        merged?.summary = FuzzReport.Summary()
        merged?.contracts = report.contracts.map { entry in
          var entry = entry
          (entry.mutants, entry.allowed, entry.drift, entry.unchecked) = (0, 0, 0, 0)
          return entry
        }
      }
      merged?.merge(report)
    }
    guard var report = merged else { return .usage }
    if let baselinePath {
      let baseline = try FuzzBaseline.load(path: baselinePath)
      let (regressions, fixed) = baseline.compare(report.matrix, contracts: Set(report.contracts.map(\.id)))
      report.findings += regressions.map { Finding.fuzzRegression($0, baselinePath: baselinePath) }
      report.baseline = FuzzReport.BaselineResult(path: baselinePath, regressions: regressions.count, fixed: fixed)
      report.finalize()
    }
    switch output.format {
    case .json: try output.emit(report.json(), console: console)
    default:
      try output.emit(FuzzTextReport(color: console.useColor && output.output == nil).render(report), console: console)
    }
    return output.fails(report.findings) ? .findings : .success
  }
}
