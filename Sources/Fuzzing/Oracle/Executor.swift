import Dispatch
public import JSONCore

/// One payload to evaluate under one contract.
public struct EvaluationJob: Sendable {
  public var contractID: String
  /// The payload's tree, for evaluators in this process (they skip re-parsing).
  public var payload: JSONValue
  /// The payload's text: what the model decodes, and what a worker receives.
  public var bytes: [UInt8]

  public init(contractID: String, payload: JSONValue, bytes: [UInt8]) {
    self.contractID = contractID
    self.payload = payload
    self.bytes = bytes
  }
}

/// Runs the oracle on batches of payloads: in this process, or in worker processes that
/// survive models that trap. Results come back in the jobs' order, whatever ran them.
public protocol MutantExecutor: AnyObject, Sendable {
  func evaluate(_ jobs: [EvaluationJob]) -> [Evaluation]
  /// Stops workers, if any.
  func shutdown()
}

/// Evaluates in this process, on `jobs` threads: fast, but a model that traps takes the
/// whole run down (`--in-process`).
public final class InProcessExecutor: MutantExecutor {
  private let evaluators: [String: Evaluator]
  private let threads: Int

  public init(evaluators: [String: Evaluator], threads: Int = 1) {
    self.evaluators = evaluators
    self.threads = max(1, threads)
  }

  public func evaluate(_ jobs: [EvaluationJob]) -> [Evaluation] {
    let evaluateOne: @Sendable (EvaluationJob) -> Evaluation = { [evaluators] job in
      guard let evaluator = evaluators[job.contractID] else {
        return Evaluation(verdict: .unchecked, result: .failed(signature: "unknown-contract", message: "no contract '\(job.contractID)'"))
      }
      return evaluator.evaluate(tree: job.payload, bytes: job.bytes)
    }
    guard threads > 1, jobs.count > 1 else { return jobs.map(evaluateOne) }
    let results = ResultSlots<Evaluation>(count: jobs.count)
    let chunk = (jobs.count + threads - 1) / threads
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      let start = thread * chunk
      guard start < jobs.count else { return }
      for index in start..<min(jobs.count, start + chunk) { results.store(evaluateOne(jobs[index]), at: index) }
    }
    return results.collect()
  }

  public func shutdown() {}
}

/// One result slot per job, each written by exactly one thread, read after all have finished.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) {
    slots.withUnsafeMutableBufferPointer { $0[index] = value }
  }

  func collect() -> [Value] { slots.compactMap { $0 } }
}
