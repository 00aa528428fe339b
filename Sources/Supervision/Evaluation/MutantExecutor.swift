/// Runs the oracle on batches of payloads: in this process, or in worker processes that
/// survive models that trap.
///
/// Results come back in the jobs' order, whatever ran them.
public protocol MutantExecutor: AnyObject, Sendable {
  /// Evaluates `count` jobs, made on demand by `job` (once per index, on whichever thread
  /// will send or run it): making the next mutants then overlaps evaluating the previous
  /// ones, in workers.
  func evaluate(count: Int, job: @escaping @Sendable (Int) -> EvaluationJob) -> [Evaluation]
  /// Stops workers, if any.
  func shutdown()
}

extension MutantExecutor {
  /// Evaluates jobs already made.
  public func evaluate(_ jobs: [EvaluationJob]) -> [Evaluation] { evaluate(count: jobs.count) { jobs[$0] } }
}
