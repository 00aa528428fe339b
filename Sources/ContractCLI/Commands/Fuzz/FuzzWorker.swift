import Contracts
import Foundation
import Fuzzing
import Supervision

/// `contract fuzz-worker`: the isolated decoder `contract fuzz` and `contract replay` start.
///
/// Not for people: it speaks the length-prefixed protocol of ``WorkerServer`` on standard
/// input and output. It binds the contracts exactly as its parent does (same manifest, same
/// schema options), then evaluates each mutant it is sent.
public struct FuzzWorker: Command {
  public static let name = "fuzz-worker"
  public static let abstract = "Internal: evaluate mutants sent by contract fuzz on standard input."
  public static let discussion =
    "Started by contract fuzz and contract replay; speaks a binary protocol on stdin/stdout."
  public static let isHidden = true
  public static let spec = ArgumentSpec(
    options: FuzzSession.specOptions + [
      .init("contract", value: "ID", help: "Bind only this contract; repeatable.", repeatable: true)
    ],
    flags: FuzzSession.specFlags)

  let session: FuzzSession
  let filter: [String]
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    session = try FuzzSession(arguments)
    filter = arguments.values("contract")
    self.context = context
  }

  public func run() throws -> ExitCode {
    let status = WorkerServer.serve {
      let loaded = try session.load(
        registry: context.registry, filter: filter, console: context.console, command: FuzzWorker.name)
      return MutantOracle.modelRun(ModelWorkers.oracles(of: loaded.contractIDs, in: loaded.checkRun))
    }
    return ExitCode(status)
  }
}
