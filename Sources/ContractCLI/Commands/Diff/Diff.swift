import Contracts
import Foundation
import JSONCore
import JSONSchema
import Jansson
import Reporting
import Reports
import SchemaDiff

/// `contract diff`: schema changes judged against the models that read them.
public struct Diff: Command {
  public static let name = "diff"
  public static let abstract = "Compare two versions of a schema and judge each change against the registered models."
  public static let discussion = """
    OLD and NEW are two schema files (S#/pointer allowed), two OpenAPI 3.x or Swagger 2.0
    documents (compared schema by schema), or two contracts folders (compared contract by
    contract). --base REF compares the contracts folder at git revision REF (read with git show)
    with the working tree. Changes are compared by meaning after resolving $refs, response side:
    what the backend may now send. Each change that widens what is sent is judged with a probe
    payload (a corpus row edited at the place, or one synthesised from the new schema), valid
    against NEW, decoded by the contract's model in a worker process: breaking when the model
    fails, safe when it tolerates it or does not read the place. A schema pairs with a contract
    of --contracts that names it, or, in a PostgREST Swagger document, whose route ends in the
    definition's name. Exit codes: 0 nothing at or above --fail-on, 1 changes, 2 usage or
    configuration error.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init("base", value: "REF", help: "Compare the contracts folder at git revision REF with the working tree."),
      .init(
        "contracts", value: "DIR", help: "Folder holding contracts.json: the models and corpus (default: Contracts)."),
      .init("ignore", value: "FILE", help: #"Accepted changes: {"ignore": [{"id", "pointer", "schema", "reason"}]}."#),
      .init("format", value: "FORMAT", help: "Report format.", choices: OutputOptions.Format.allCases.map(\.rawValue)),
      .init("output", value: "FILE", help: "Write the report to FILE (atomically) instead of standard output."),
      .init(
        "fail-on", value: "LEVEL", help: "Exit 1 when a change is at or above this level (default: breaking).",
        choices: ["breaking", "risky", "never"]),
    ],
    flags: [.init("no-models", help: "Rule levels only: do not judge changes against the models.")],
    positionalName: "OLD NEW", positionalHelp: "The two versions to compare (or none, with --base).")

  let old: String?
  let new: String?
  let base: String?
  let contractsDirectory: String
  /// Whether `--contracts` was given: a folder named and missing is a mistake, not a default.
  let namesContracts: Bool
  let ignorePath: String?
  let judgesModels: Bool
  let output: OutputOptions
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    base = arguments.value("base")
    let sides = arguments.positionals
    if base != nil {
      guard sides.isEmpty else { throw UsageError("give OLD NEW or --base REF, not both") }
      old = nil
      new = nil
    } else {
      guard sides.count == 2 else {
        throw UsageError("give two versions to compare: contract diff OLD NEW (or --base REF)")
      }
      old = sides[0]
      new = sides[1]
    }
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    namesContracts = arguments.value("contracts") != nil
    ignorePath = arguments.value("ignore")
    judgesModels = !arguments.flag("no-models")
    let failOn: Finding.Severity? =
      switch arguments.value("fail-on") ?? "breaking" {
      case "risky": .warning
      case "never": nil
      default: .error
      }
    output = OutputOptions(
      format: arguments.value("format").flatMap(OutputOptions.Format.init) ?? .text,
      output: arguments.value("output").flatMap { $0 == "-" ? nil : $0 }, failOn: failOn)
    self.context = context
  }

  public func run() throws -> ExitCode {
    try output.checkDestination()
    let manifest = (contractsDirectory as NSString).appendingPathComponent("contracts.json")
    if namesContracts, judgesModels, !FileManager.default.fileExists(atPath: manifest) {
      throw UsageError("--contracts \(contractsDirectory): no contracts.json there (run contract init to make one)")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contract-diff-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let oldSide: DiffSide
    let newSide: DiffSide
    let title: String
    if let base {
      oldSide = .contracts(try GitRevision.contracts(contractsDirectory, at: base, into: scratch))
      newSide = try DiffSide.read(contractsDirectory)
      title = "\(contractsDirectory) at \(base) → working tree"
    } else if let old, let new {
      oldSide = try DiffSide.read(old)
      newSide = try DiffSide.read(new)
      title = "\(old) → \(new)"
    } else {
      throw UsageError("give OLD NEW or --base REF")
    }
    let (pairs, unpaired) = try SchemaPair.pairs(old: oldSide, new: newSide)
    let frontend = DiffFrontend(
      contractsDirectory: contractsDirectory, registry: context.registry, judgesModels: judgesModels,
      console: context.console)
    var report = DiffReport(
      title: title, changes: unpaired.map { JudgedChange(change: $0, pair: "(document)") }, pairs: pairs.filter { !$0.isSupporting }.count)
    report.changes += try frontend.judge(pairs)
    if let ignorePath {
      let ignore = try IgnoreList.load(path: ignorePath)
      // A change is accepted whole, whichever contract's place the entry names.
      var kept: [JudgedChange] = []
      for group in report.groups {
        if let reason = ignore.reason(for: group) {
          report.ignored.append((group.shown, reason))
        } else {
          kept += group.judgements
        }
      }
      report.changes = kept
    }
    let renderer = output.renderer(context: context, command: Diff.name)
    try output.emit(renderer.render(report, toolVersion: ContractTool.version), console: context.console)
    return output.fails(report.findings) ? .findings : .success
  }
}
