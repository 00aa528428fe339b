import Contracts
import Dispatch
import JSONCore
public import Supervision

/// Evaluates in this process, on `jobs` threads: fast, but a model that traps takes the
/// whole run down (`--in-process`).
public final class InProcessExecutor: MutantExecutor {
  /// An oracle by reference: handing one out per mutant then costs one retain, not a copy of
  /// its contract, schema and model.
  private final class Oracle: Sendable {
    let oracle: MutantOracle
    init(_ oracle: MutantOracle) { self.oracle = oracle }
  }

  private let evaluators: [String: Oracle]
  private let threads: Int

  public init(evaluators: [String: MutantOracle], threads: Int = 1) {
    self.evaluators = evaluators.mapValues(Oracle.init)
    self.threads = max(1, threads)
  }

  public func evaluate(count: Int, job makeJob: @escaping @Sendable (Int) -> EvaluationJob) -> [Evaluation] {
    // Each thread evaluates a contiguous part with its own decoders and encoders.
    let evaluatePart: @Sendable (Range<Int>, (Int, Evaluation) -> Void) -> Void = { [evaluators] range, store in
      var coders: [String: MutantOracle.Coders] = [:]
      for index in range {
        let job = makeJob(index)
        guard let evaluator = evaluators[job.contractID] else {
          store(
            index,
            Evaluation(
              verdict: .unchecked,
              result: .failed(signature: "unknown-contract", message: "no contract '\(job.contractID)'")))
          continue
        }
        let pair: MutantOracle.Coders
        if let made = coders[job.contractID] {
          pair = made
        } else {
          pair = evaluator.oracle.makeCoders()
          coders[job.contractID] = pair
        }
        store(index, evaluator.oracle.evaluate(
            tree: job.payload, bytes: job.bytes, touched: job.touched, coders: pair,
            knownViolations: job.knownViolations, respelled: job.respelled, routine: job.routine))
      }
    }
    let results = ResultSlots<Evaluation>(count: count)
    guard threads > 1, count > 1 else {
      evaluatePart(0..<count) { results.store($1, at: $0) }
      return results.collect()
    }
    let chunk = (count + threads - 1) / threads
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      let start = thread * chunk
      guard start < count else { return }
      evaluatePart(start..<min(count, start + chunk)) { results.store($1, at: $0) }
    }
    return results.collect()
  }

  public func shutdown() {}
}

extension EvaluationJob {
  /// The job that evaluates a mutant.
  public init(_ mutant: Mutant) {
    self.init(
      contractID: mutant.id.contract, payload: mutant.payload, bytes: mutant.bytes, touched: mutant.touched,
      knownViolations: mutant.knownViolations, respelled: mutant.respelled, routine: mutant.routine)
  }
}
