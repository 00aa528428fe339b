import Contracts
import Foundation
import Reporting
import Reports

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
    in worker processes. A response whose checks take longer than --timeout (and --timeout per
    MB of a larger response) is a crash finding too: its worker is killed and the run goes on.
    --against takes files and folders: *.json (one body each; the contract comes from the
    manifest's corpus globs or the folder name), *.ndjson/*.jsonl (one response per line, bare
    or as {"contract"|"route", "status", "body"}), *.har (entries matched by route).
    Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: CheckRunOptions.specOptions + [
      .init("baseline", value: "FILE", help: "Hide findings known to FILE; report new and fixed ones."),
      .init(
        "emit-tests", value: "DIR",
        help: "Write a Swift Testing test per new decode failure, data loss or trap into DIR, its response beside it."),
      .init("registry-module", value: "NAME", help: "The module the emitted tests import the registry from (AppContracts)."),
    ] + OutputOptions.specOptions,
    flags: [
      .init("update-baseline", help: "Write the run's findings to the --baseline FILE (atomically).")
    ] + CheckRunOptions.specFlags)

  /// Which responses the run checks and how, as its workers read them too.
  let options: CheckRunOptions
  let baselinePath: String?
  let updateBaseline: Bool
  /// `--emit-tests`: the folder of the test target the findings become tests in.
  let emitTests: String?
  let registryModule: String
  let output: OutputOptions
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    options = try CheckRunOptions(arguments)
    baselinePath = arguments.value("baseline")
    updateBaseline = arguments.flag("update-baseline")
    if updateBaseline, baselinePath == nil { throw UsageError("--update-baseline needs --baseline FILE") }
    // A shard sees part of the responses, so it cannot write a baseline.
    if updateBaseline, options.shard != nil {
      throw UsageError("--update-baseline needs the whole run, not a --shard: merge the shards' reports first")
    }
    emitTests = arguments.value("emit-tests")
    registryModule = arguments.value("registry-module") ?? ScaffoldTemplates.registryTarget
    if emitTests == nil, arguments.value("registry-module") != nil {
      throw UsageError("--registry-module names what the --emit-tests DIR tests import")
    }
    output = OutputOptions(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode { try CheckFrontend(check: self).run() }
}

extension Check {
  /// The report in `output`'s format.
  static func render(_ report: CheckReport, output: OutputOptions, context: CommandContext) -> String {
    output.renderer(context: context, command: name).render(report, toolVersion: ContractTool.version)
  }
}
