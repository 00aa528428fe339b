import Contracts
import Foundation
import Fuzzing
import JSONCore
import Jansson
import Reports
import Supervision

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
    the report names). Either is validated against its
    contract and decoded (in a worker process unless --in-process, so a crash is reported).
    Prints the mutations, the payload, the verdict and the outcome. Exit codes: 1 when the
    outcome is a finding (a crash or hang, or an allowed payload the model fails on or loses
    data from), 0 when the model copes, 2 for usage or configuration errors.
    """
  public static let spec = ArgumentSpec(
    options: FuzzSession.specOptions + [
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
    self.context = context
  }

  public func run() throws -> ExitCode {
    let console = context.console
    if FileManager.default.fileExists(atPath: target) { return try replayFile(target, console: console) }
    guard let id = MutantID(parsing: target) else {
      throw UsageError("'\(target)' is neither a file nor a mutant id (contract:seed:index)")
    }
    if let outputDirectory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw UsageError("--out \(outputDirectory): no such folder (the --out of a fuzz run)") }
      let saved = (outputDirectory as NSString).appendingPathComponent(Reproducer.paths(for: id).record)
      if FileManager.default.fileExists(atPath: saved) { return try replayFile(saved, console: console) }
      console.line("no reproducer of \(id) in \(outputDirectory): the mutant is made again from the corpus")
    }
    let loaded = try session.load(
      registry: context.registry, filter: [id.contract], console: console, command: Replay.name)
    guard loaded.contractIDs.contains(id.contract) else {
      throw UsageError("contract '\(id.contract)' names no type: nothing to decode")
    }
    let executor = try session.executor(for: loaded, jobs: 1)
    defer { executor.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: loaded.checkRun, contractIDs: [id.contract], seed: id.seed, executor: executor)
    guard let contract = plan.contract(id.contract), let mutant = contract.mutant(id.index, seed: id.seed) else {
      throw UsageError("contract '\(id.contract)' has no fixture to mutate (see contract check)")
    }
    guard let evaluation = executor.evaluate([EvaluationJob(mutant)]).first else { return .internalError }
    console.line("mutant \(id) of \(contract.fixtures[mutant.fixture].label)\(mutant.isStacked ? " (stacked)" : "")")
    for applied in mutant.applied {
      console.line(
        "  \(applied.mutation.operatorName) at \(contract.payloadPointer(applied.mutation.pointer)): \(Redactor.redact(applied.description, at: applied.mutation.pointer))"
      )
    }
    let payload = JSONWriter(indent: 2).bytes(mutant.payload)
    console.line("payload:")
    console.line(String(decoding: payload, as: UTF8.self))
    let binding = loaded.checkRun.bindings[id.contract]
    return try report(evaluation, touched: mutant.touched, payload: payload, binding: binding, console: console)
  }

  private func replayFile(_ target: String, console: Console) throws -> ExitCode {
    let reproducer = try Reproducer.load(path: target)
    let loaded = try session.load(
      registry: context.registry, filter: [reproducer.contract], console: console, command: Replay.name)
    let executor = try session.executor(for: loaded, jobs: 1)
    defer { executor.shutdown() }
    let bytes = reproducer.replayBytes(recordPath: target)
    // Losses count where the chain changed the model's data; the record's pointers are in the
    // fixture (a row, for array contracts), the payload wraps it in an array.
    let envelope = loaded.manifest.contract(id: reproducer.contract)?.envelope ?? .object
    let touched = reproducer.chain.flatMap(\.touched).map { envelope.bodyPointer($0) }
    let payload = (try? JanssonParser.parse(bytes).value) ?? .null
    let job = EvaluationJob(contractID: reproducer.contract, payload: payload, bytes: bytes, touched: touched)
    guard let evaluation = executor.evaluate([job]).first else { return .internalError }
    console.line("reproducer \(target): mutant \(reproducer.mutant) of \(reproducer.fixture)")
    for applied in reproducer.chain {
      console.line(
        "  \(applied.mutation.operatorName): \(Redactor.redact(applied.description, at: applied.mutation.pointer))")
    }
    console.line(
      "recorded: \(reproducer.verdict.rawValue), \(reproducer.outcome.rawValue)\(reproducer.failure.map { ": \($0)" } ?? "")"
    )
    let code = try report(
      evaluation, touched: touched, payload: bytes, binding: loaded.checkRun.bindings[reproducer.contract],
      console: console)
    let outcome = evaluation.outcome(touched: touched)
    console.line(
      outcome == reproducer.outcome && evaluation.verdict == reproducer.verdict
        ? "reproduced" : "not reproduced: the outcome changed")
    return code
  }

  /// Prints the verdict and outcome (with the located finding for a decode failure or loss)
  /// and returns the exit code.
  private func report(
    _ evaluation: Evaluation, touched: [JSONPointer], payload: [UInt8], binding: BoundContract?,
    console: Console
  ) throws -> ExitCode {
    let outcome = evaluation.outcome(touched: touched)
    console.line(
      "verdict: \(evaluation.verdict.rawValue) (\(evaluation.verdict == .allowed ? "the contract allows it" : evaluation.verdict == .drift ? "the contract forbids it" : "no schema"))"
    )
    var line = "outcome: \(outcome.rawValue)"
    switch evaluation.result {
    case .failed(_, let message): line += ": \(message)"
    case .crashed(let how): line += ": the worker \(how)"
    case .hung(let seconds): line += ": no answer within \(SecondsText.text(seconds))"
    case .decoded(let losses):
      let touchedLosses = evaluation.touchedLosses(losses, touched)
      if !touchedLosses.isEmpty {
        line += ": " + touchedLosses.map { "\($0.kind.rawValue) at \($0.pointer)" }.joined(separator: ", ")
      }
    }
    console.line(line)
    if let binding, outcome == .failed || outcome == .lossy {
      let findings = ResponseChecker(binding: binding).check(
        Response(body: payload, source: SourceReference(file: "payload"))
      )
      .findings.filter { $0.kind == .decodeFailure || $0.kind == .roundtripLoss }
      for finding in findings {
        console.line("  \(finding.kind.rawValue) \(finding.pointer?.description ?? ""): \(finding.message)")
      }
      if let emitTest { try emit(findings, payload: payload, binding: binding, into: emitTest, console: console) }
    } else if let emitTest, let binding, case .crashed(let how) = evaluation.result {
      // A trap's test reads the payload in a child process (an exit test).
      let crash = Finding.crash(
        model: binding.model?.name ?? binding.contract.typeName ?? binding.id, what: "this payload",
        death: .trapped(how), contract: binding.id, source: SourceReference(file: target), pointer: .root,
        detail: "trap")
      try emit([crash], payload: payload, binding: binding, into: emitTest, console: console)
    } else if emitTest != nil {
      console.errorLine(
        outcome == .hung
          ? "contract replay: no test written: a model that never returns would hold the test run (replay it instead)"
          : "contract replay: no test written: the model reads this payload")
    }
    let isFinding =
      outcome == .crashed || outcome == .hung
      || (evaluation.verdict == .allowed && (outcome == .failed || outcome == .lossy))
    return isFinding ? .findings : .success
  }

  /// One test per distinct failure of the payload, named after the mutant it replays.
  private func emit(
    _ findings: [Finding], payload: [UInt8], binding: BoundContract, into directory: String, console: Console
  ) throws {
    var seen = Set<String>()
    let tests = findings.filter { RegressionTest.isEmitted($0) && seen.insert($0.fingerprint).inserted }.map {
      finding in
      var finding = finding
      finding.source = SourceReference(file: target)
      return RegressionTest(
        finding: finding, typeName: binding.contract.typeName ?? binding.id, body: payload,
        command: "contract replay --emit-test")
    }
    try RegressionTest.write(
      tests, into: directory, contractsDirectory: session.contractsDirectory, registryModule: registryModule,
      command: "contract replay", console: console)
  }
}
