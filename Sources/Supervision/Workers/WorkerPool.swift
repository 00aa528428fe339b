import Contracts
import Dispatch
import Foundation
public import Reports

/// Evaluates mutants in worker processes: the isolation that turns a trapping model into a
/// `crash` finding instead of a dead campaign.
///
/// Each batch is split into one contiguous slice per worker; each slice runs on its own
/// thread, which keeps a few requests in flight to its worker (so the worker never waits for
/// the next mutant) and reads the answers in order. When the worker's output ends before the
/// answer to the oldest request in flight, that request killed it: it is reported `crashed`
/// with the worker's exit status and its "Fatal error" line, a new worker is started, and
/// the requests after it are sent again. No answer within the timeout: the worker is killed
/// and the request reported `hung`.
public final class WorkerPool: MutantExecutor, @unchecked Sendable {
  public struct Configuration: Sendable {
    /// The worker executable (this program) and its arguments (`fuzz-worker --contracts …`).
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]
    public var workers: Int
    /// Seconds a decode may take before its worker is killed.
    public var timeout: Double
    /// Requests in flight per worker.
    public var window = 16
    /// The verdict of a payload, worked out here while the worker runs the model (validation
    /// is safe in this process, which has the tree; only the model is not).
    public var verdict: @Sendable (EvaluationJob) -> Verdict

    public init(
      executable: String, arguments: [String], environment: [String: String], workers: Int, timeout: Double,
      verdict: @escaping @Sendable (EvaluationJob) -> Verdict
    ) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
      self.workers = max(1, workers)
      self.timeout = timeout
      self.verdict = verdict
    }
  }

  /// A worker could not be started, or refused to start (a configuration error in it).
  public struct StartError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  private let configuration: Configuration
  /// One slot per worker; each is used by one thread at a time.
  private var workers: [WorkerProcess?]
  /// Seconds to wait for a new worker to load the contracts and say it is ready.
  private let startTimeout: Double = 120
  /// How many workers were restarted after a crash or a hang.
  public private(set) var restarts = 0
  private let lock = NSLock()

  public init(_ configuration: Configuration) throws(StartError) {
    signal(SIGPIPE, SIG_IGN)
    self.configuration = configuration
    workers = Array(repeating: nil, count: configuration.workers)
    // Start one now, so a worker that cannot start is a clear error before any mutant runs.
    workers[0] = try startWorker()
  }

  private func startWorker() throws(StartError) -> WorkerProcess {
    let worker: WorkerProcess
    do {
      worker = try WorkerProcess(
        executable: configuration.executable, arguments: configuration.arguments,
        environment: configuration.environment)
    } catch {
      throw StartError(message: error.description)
    }
    switch worker.nextAnswer(timeout: startTimeout) {
    case .frame(let frame):
      switch WireFormat.parseResponse(frame) {
      case .ready?: return worker
      case .startFailed(let message)?:
        worker.finish()
        throw StartError(message: "the fuzz worker could not start: \(message)")
      default:
        worker.kill()
        throw StartError(message: "the fuzz worker answered something other than the worker protocol")
      }
    case .endOfFile:
      let how = worker.end()
      throw StartError(message: "the fuzz worker \(configuration.executable) \(how) before it was ready")
    case .timedOut:
      worker.kill()
      throw StartError(message: "the fuzz worker was not ready within \(Int(startTimeout))s")
    }
  }

  public func evaluate(count: Int, job: @escaping @Sendable (Int) -> EvaluationJob) -> [Evaluation] {
    guard count > 0 else { return [] }
    let slices = min(configuration.workers, count)
    let size = (count + slices - 1) / slices
    let results = ResultSlots<Evaluation>(count: count)
    let run: @Sendable (Int) -> Void = { [self] slice in
      let start = slice * size
      guard start < count else { return }
      let range = start..<min(count, start + size)
      for (offset, evaluation) in evaluateSlice(range, job: job, worker: slice).enumerated() {
        results.store(evaluation, at: range.lowerBound + offset)
      }
    }
    if slices == 1 {
      run(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: slices, execute: run)
    }
    return results.collect()
  }

  /// Runs jobs `range` in order on worker `slot`, restarting it as often as it dies.
  ///
  /// Each job
  /// is made just before it is first sent, while the worker decodes the ones before it.
  private func evaluateSlice(_ range: Range<Int>, job makeJob: (Int) -> EvaluationJob, worker slot: Int) -> [Evaluation]
  {
    var jobs: [EvaluationJob] = []
    jobs.reserveCapacity(range.count)
    var results: [Evaluation] = []
    results.reserveCapacity(range.count)
    var sent = 0
    while results.count < range.count {
      guard let worker = worker(at: slot) else {
        // No worker can be started: the rest cannot be evaluated in isolation.
        let failure = Evaluation(
          verdict: .unchecked,
          result: .failed(signature: "worker-unavailable", message: "no fuzz worker could be started"))
        results += Array(repeating: failure, count: range.count - results.count)
        break
      }
      sent = max(sent, results.count)
      // Requests go out in bursts, one write each, once half the window has been answered:
      // fewer system calls and wake-ups than a request per answer.
      if sent - results.count <= configuration.window / 2 {
        while sent < range.count, sent - results.count < configuration.window {
          if sent == jobs.count { jobs.append(makeJob(range.lowerBound + sent)) }
          worker.channel.queue(WireFormat.request(jobs[sent]))
          sent += 1
        }
        _ = worker.channel.flush()
      }
      switch worker.nextAnswer(timeout: configuration.timeout) {
      case .frame(let frame):
        if case .evaluation(var evaluation)? = WireFormat.parseResponse(frame) {
          evaluation.verdict = configuration.verdict(jobs[results.count])
          results.append(evaluation)
        } else {
          results.append(
            Evaluation(
              verdict: .unchecked,
              result: .failed(signature: "bad-response", message: "the worker sent an unreadable answer")))
        }
      case .endOfFile:
        let how = worker.end()
        results.append(Evaluation(verdict: configuration.verdict(jobs[results.count]), result: .crashed(how)))
        replace(slot)
        sent = results.count
      case .timedOut:
        worker.kill()
        results.append(
          Evaluation(verdict: configuration.verdict(jobs[results.count]), result: .hung(seconds: configuration.timeout))
        )
        replace(slot)
        sent = results.count
      }
    }
    worker(at: slot, create: false)?.drainErrors()
    return results
  }

  private func worker(at slot: Int, create: Bool = true) -> WorkerProcess? {
    if let worker = lock.withLock({ workers[slot] }) { return worker }
    guard create, let worker = try? startWorker() else { return nil }
    lock.withLock { workers[slot] = worker }
    return worker
  }

  private func replace(_ slot: Int) {
    lock.withLock {
      workers[slot] = nil
      restarts += 1
    }
  }

  /// The running workers' process ids (for benchmarks that count their CPU time).
  public var workerProcessIDs: [Int32] { lock.withLock { workers.compactMap { $0?.pid } } }

  public func shutdown() {
    let all = lock.withLock { () -> [WorkerProcess] in
      defer { workers = Array(repeating: nil, count: workers.count) }
      return workers.compactMap { $0 }
    }
    for worker in all { worker.finish() }
  }

  deinit { shutdown() }
}
