import Contracts
import Foundation
import Fuzzing
import JSONCore
import Jansson
import Reports
import Supervision

/// The work of `contract replay` once its arguments are read: make the mutant again (or read
/// the reproducer), evaluate it in a worker, print the report, and write the test
/// `--emit-test` asks for.
struct ReplayFrontend {
  let replay: Replay

  func run() throws -> ExitCode {
    let target = replay.target
    if FileManager.default.fileExists(atPath: target) { return try replayFile(target) }
    guard let id = MutantID(parsing: target) else {
      throw UsageError("'\(target)' is neither a file nor a mutant id (contract:seed:index)")
    }
    var note: String?
    if let outputDirectory = replay.outputDirectory {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw UsageError("--out \(outputDirectory): no such folder (the --out of a fuzz run)") }
      let saved = (outputDirectory as NSString).appendingPathComponent(Reproducer.paths(for: id).record)
      if FileManager.default.fileExists(atPath: saved) { return try replayFile(saved) }
      note = "no reproducer of \(id) in \(outputDirectory): the mutant is made again from the corpus"
    }
    let loaded = try replay.session.load(
      registry: replay.context.registry, filter: [id.contract], console: console, command: Replay.name)
    guard loaded.contractIDs.contains(id.contract) else {
      throw UsageError("contract '\(id.contract)' names no type: nothing to decode")
    }
    let executor = try replay.session.executor(for: loaded, jobs: 1)
    defer { executor.shutdown() }
    let plan = CampaignPlan.build(
      checkRun: loaded.checkRun, contractIDs: [id.contract], seed: id.seed, executor: executor)
    guard let contract = plan.contract(id.contract), let mutant = contract.mutant(id.index, seed: id.seed) else {
      throw UsageError("contract '\(id.contract)' has no fixture to mutate (see contract check)")
    }
    guard let evaluation = executor.evaluate([EvaluationJob(mutant)]).first?.settled(knownLosses: mutant.knownLosses)
    else { return .internalError }
    let payload = JSONWriter(indent: 2).bytes(mutant.payload)
    let mutations = mutant.applied.map {
      ReplayReport.Mutation(
        operatorName: $0.mutation.operatorName, pointer: contract.payloadPointer($0.mutation.pointer).description,
        description: Redactor.redact($0.description, at: $0.mutation.pointer))
    }
    return try finish(
      evaluation, touched: mutant.touched, payload: payload, binding: loaded.checkRun.bindings[id.contract],
      report: {
        ReplayReport(
          note: note,
          subject: .mutant(
            id: id, fixture: contract.fixtures[mutant.fixture].label, isStacked: mutant.isStacked),
          mutations: mutations, payload: String(decoding: payload, as: UTF8.self), verdict: $0, outcome: $1,
          outcomeDetail: $2, findings: $3)
      })
  }

  private func replayFile(_ target: String) throws -> ExitCode {
    let reproducer = try Reproducer.load(path: target)
    let loaded = try replay.session.load(
      registry: replay.context.registry, filter: [reproducer.contract], console: console,
      command: Replay.name)
    let executor = try replay.session.executor(for: loaded, jobs: 1)
    defer { executor.shutdown() }
    let bytes = reproducer.replayBytes(recordPath: target)
    // Losses count where the chain changed the model's data; the record's pointers are in the
    // fixture (a row, for array contracts), the payload wraps it in an array.
    let envelope = loaded.manifest.contract(id: reproducer.contract)?.envelope ?? .object
    let touched = reproducer.chain.flatMap(\.touched).map { envelope.bodyPointer($0) }
    let payload = (try? JanssonParser.parse(bytes).value) ?? .null
    // A schema-less contract's mutant was allowed only as a routine change (a new key, fewer
    // fraction digits): the record's verdict says so, the chain alone does not.
    let job = EvaluationJob(
      contractID: reproducer.contract, payload: payload, bytes: bytes, touched: touched,
      routine: reproducer.verdict == .allowed)
    guard let evaluation = executor.evaluate([job]).first else { return .internalError }
    let mutations = reproducer.chain.map {
      ReplayReport.Mutation(
        operatorName: $0.mutation.operatorName, pointer: nil,
        description: Redactor.redact($0.description, at: $0.mutation.pointer))
    }
    return try finish(
      evaluation, touched: touched, payload: bytes, binding: loaded.checkRun.bindings[reproducer.contract],
      report: {
        ReplayReport(
          subject: .reproducer(path: target, mutant: reproducer.mutant, fixture: reproducer.fixture),
          mutations: mutations,
          recorded: .init(verdict: reproducer.verdict, outcome: reproducer.outcome, failure: reproducer.failure),
          verdict: $0, outcome: $1, outcomeDetail: $2, findings: $3)
      })
  }

  /// Prints the report the evaluation makes (with the located findings of a decode failure or
  /// loss), writes the `--emit-test` test, and returns the exit code.
  private func finish(
    _ evaluation: Evaluation, touched: [JSONPointer], payload: [UInt8], binding: BoundContract?,
    report: (Verdict, Outcome, String?, [Finding]) -> ReplayReport
  ) throws -> ExitCode {
    let evaluation = binding?.schema == nil ? RoutineChange.settled(evaluation) : evaluation
    let outcome = evaluation.outcome(touched: touched)
    var detail: String?
    switch evaluation.result {
    case .failed(_, let message): detail = message
    case .crashed(let how): detail = "the worker \(how)"
    case .hung(let seconds): detail = "no answer within \(SecondsText.text(seconds))"
    case .decoded(let losses):
      let touchedLosses = evaluation.touchedLosses(losses, touched)
      if !touchedLosses.isEmpty {
        detail = touchedLosses.map { "\($0.kind.rawValue) at \($0.pointer)" }.joined(separator: ", ")
      }
    }
    var findings: [Finding] = []
    if let binding, outcome == .failed || outcome == .lossy {
      findings = ResponseChecker(binding: binding).check(
        Response(body: payload, source: SourceReference(file: "payload"))
      )
      .findings.filter { $0.kind == .decodeFailure || $0.kind == .roundtripLoss }
    } else if let binding, outcome == .survived, binding.profile.readsISO8601 {
      // Read here, but not by Apple's `.iso8601` (fraction digits): the finding fuzz made of it.
      findings = ResponseChecker(binding: binding).check(
        Response(body: payload, source: SourceReference(file: "payload"))
      )
      .findings.filter { $0.kind == .decodeFailure && $0.evidence["strategy"] == "iso8601" }
    }
    var replayed = report(evaluation.verdict, outcome, detail, findings)
    replayed.judgedBySchema = binding?.schema != nil
    console.write(replay.renderer.render(replayed))
    if let emitTest = replay.emitTest {
      // A payload read here that Apple's `.iso8601` refuses has its finding: a test of it fails
      // wherever `check` says so, on Linux too, until the profile reads it on Apple platforms.
      if let binding, outcome == .failed || outcome == .lossy || !findings.isEmpty {
        try emit(findings, payload: payload, binding: binding, into: emitTest)
      } else if let binding, case .crashed(let how) = evaluation.result {
        // A trap's test reads the payload in a child process (an exit test).
        let crash = Finding.crash(
          model: binding.model?.name ?? binding.contract.typeName ?? binding.id, what: "this payload",
          death: .trapped(how), contract: binding.id, source: SourceReference(file: replay.target), pointer: .root,
          detail: "trap")
        try emit([crash], payload: payload, binding: binding, into: emitTest)
      } else {
        console.errorLine(
          outcome == .hung
            ? "contract replay: no test written: a model that never returns would hold the test run (replay it instead)"
            : "contract replay: no test written: the model reads this payload")
      }
    }
    return replayed.isFinding ? .findings : .success
  }

  /// One test per distinct failure of the payload, named after the mutant it replays.
  private func emit(_ findings: [Finding], payload: [UInt8], binding: BoundContract, into directory: String) throws {
    var seen = Set<String>()
    let tests = findings.filter { RegressionTest.isEmitted($0) && seen.insert($0.fingerprint).inserted }.map {
      finding in
      var finding = finding
      finding.source = SourceReference(file: replay.target)
      return RegressionTest(
        finding: finding, typeName: binding.contract.typeName ?? binding.id, body: payload,
        command: "contract replay --emit-test")
    }
    try RegressionTest.write(
      tests, into: directory, contractsDirectory: replay.session.contractsDirectory,
      registryModule: replay.registryModule, command: "contract replay", console: console)
  }

  private var console: Console { replay.context.console }
}
