import Contracts
import Foundation
import Fuzzing
import Supervision

/// The one way this program runs contracts' models on payloads: `fuzz` (and `replay`),
/// `check`'s model-drift probes and `diff`'s judge all evaluate through the executor made
/// here.
///
/// In worker processes of this program (`fuzz-worker`), by default: a model that traps
/// there is a `crash` answer, not the end of the run. A worker binds the contracts exactly
/// as this process does, so it is given the same contracts folder and schema options; the
/// verdict (does the contract allow the payload?) is worked out here, where the trees are.
struct ModelWorkers {
  /// The contracts folder the workers load, as given.
  var contractsDirectory: String
  /// The schema options as given (``FuzzSession/schemaArguments(_:)``).
  var schemaArguments: [String] = []
  /// Seconds a decode may take before its worker is killed.
  var timeout: Double

  /// The oracles of the contracts `ids` names, from `checkRun`'s bindings.
  static func oracles(of ids: [String], in checkRun: CheckRun) -> [String: MutantOracle] {
    var oracles: [String: MutantOracle] = [:]
    for id in ids { if let binding = checkRun.bindings[id] { oracles[id] = MutantOracle(binding: binding) } }
    return oracles
  }

  /// An executor for the contracts `ids` of `checkRun`: `jobs` worker processes, or `jobs`
  /// threads of this process when `inProcess` (faster; a model that traps ends the run).
  func executor(
    for ids: [String], of checkRun: CheckRun, jobs: Int, inProcess: Bool = false
  ) throws(ConfigurationError) -> any MutantExecutor {
    let oracles = ModelWorkers.oracles(of: ids, in: checkRun)
    if inProcess { return InProcessExecutor(evaluators: oracles, threads: jobs) }
    return try pool(for: ids, oracles: oracles, workers: jobs)
  }

  /// Worker processes that bind `ids` as this process does.
  private func pool(
    for ids: [String], oracles: [String: MutantOracle], workers: Int
  ) throws(ConfigurationError) -> WorkerPool {
    let contracts = (contractsDirectory as NSString).standardizingPath
    let absolute =
      contracts.hasPrefix("/")
      ? contracts : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(contracts)
    var arguments = ["fuzz-worker", "--contracts", absolute] + schemaArguments
    for id in ids { arguments += ["--contract", id] }
    let configuration = WorkerPool.Configuration(
      executable: WorkerProcess.currentExecutable(), arguments: arguments,
      environment: ProcessInfo.processInfo.environment, workers: workers, timeout: timeout,
      verdict: { job in
        oracles[job.contractID]?.verdict(
          of: job.payload, respelled: job.respelled, size: job.bytes.count, knownViolations: job.knownViolations,
          routine: job.routine)
          ?? .unchecked
      })
    do {
      return try WorkerPool(configuration)
    } catch {
      throw ConfigurationError(file: WorkerProcess.currentExecutable(), message: error.message)
    }
  }
}
