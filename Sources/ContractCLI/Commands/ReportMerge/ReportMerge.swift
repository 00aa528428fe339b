import Contracts
import Foundation

/// `contract report merge`: joins the reports of a sharded fuzz campaign, or of a sharded
/// check (``CheckReportMerging``), into one.
public struct ReportMerge: Command {
  public static let name = "report"
  public static let abstract = "report merge FILE...: join shard reports of contract fuzz or check into one report."
  public static let discussion = """
    Each shard of `contract fuzz --shard I/N` writes report.json in its --out folder. Merging
    adds up the counts, merges the resilience matrices (worst outcome per cell), and keeps each
    finding once. All shards must share a seed. With --baseline, the merged matrix is compared
    with a committed baseline as contract fuzz does. Any of the report formats.
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
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard arguments.positionals.first == "merge" else {
      throw UsageError("the report subcommand is 'merge': contract report merge FILE...")
    }
    files = Array(arguments.positionals.dropFirst())
    guard !files.isEmpty else { throw UsageError("give the shard reports to merge") }
    baselinePath = arguments.value("baseline")
    output = OutputOptions(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode {
    try ReportMergeFrontend(files: files, baselinePath: baselinePath, output: output, context: context).run()
  }
}
