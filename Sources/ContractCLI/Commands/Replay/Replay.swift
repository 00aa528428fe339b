import Reporting

/// `contract replay`: re-runs one mutant, by id or from a saved reproducer, and says what the
/// model does with it now.
public struct Replay: Command {
  public static let name = "replay"
  public static let abstract = "Re-run a fuzz mutant (by id) or a saved reproducer and print its outcome."
  public static let discussion = """
    An id (chapter.group_chat:1:482, as reports print them) regenerates the mutant from the
    corpus, the contract and the seed in it, exactly as the campaign made it. A reproducer file
    (fuzz-out/reproducers/*.json) carries its own payload; with --out DIR, the folder a fuzz run
    wrote, an id whose reproducer was saved there replays that reproducer (the shrunk payload
    the report names). Either is validated against its contract and decoded (in a worker
    process unless --in-process, so a crash is reported). Prints the mutations, the payload,
    the verdict and the outcome (--format json: one object with the same fields). Exit codes:
    1 when the outcome is a finding (a crash or hang, or an allowed payload the model fails on
    or loses data from), 0 when the model copes, 2 for usage or configuration errors.
    """
  public static let spec = ArgumentSpec(
    options: FuzzSession.specOptions + [
      RecordFormatOption.spec,
      .init("out", value: "DIR", help: "The folder a fuzz run wrote: an id's saved reproducer there is replayed."),
      .init(
        "emit-test", value: "DIR",
        help: "Write a Swift Testing test of the payload into DIR when the model fails on it, loses data or traps."),
      .init("registry-module", value: "NAME", help: "The module the emitted test imports the registry from (AppContracts)."),
    ],
    flags: FuzzSession.specFlags,
    positionalName: "ID|FILE", positionalHelp: "A mutant id, or a reproducer file.")

  let session: FuzzSession
  let target: String
  /// `--out`: the folder of a fuzz run, whose saved reproducers an id names.
  let outputDirectory: String?
  /// `--emit-test`: the folder of the test target the outcome becomes a test in.
  let emitTest: String?
  let registryModule: String
  let renderer: any RecordRenderer
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    session = try FuzzSession(arguments)
    guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
      throw UsageError("give one mutant id (contract:seed:index) or reproducer file")
    }
    self.target = target
    outputDirectory = arguments.value("out")
    emitTest = arguments.value("emit-test")
    registryModule = arguments.value("registry-module") ?? ScaffoldTemplates.registryTarget
    if emitTest == nil, arguments.value("registry-module") != nil {
      throw UsageError("--registry-module names what the --emit-test DIR test imports")
    }
    renderer = RecordFormatOption.renderer(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode { try ReplayFrontend(replay: self).run() }
}
