import Contracts
import Foundation
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

  public func run() throws -> ExitCode { try CheckFrontend(check: self).run() }
}

extension Check {
  /// The report in `output`'s format.
  static func render(_ report: CheckReport, output: OutputOptions, context: CommandContext) -> String {
    output.renderer(context: context, command: name).render(report, toolVersion: ContractTool.version)
  }
}
