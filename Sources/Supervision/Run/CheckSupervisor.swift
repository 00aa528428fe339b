public import Contracts
import Foundation
public import Reports

/// Runs `contract check`'s responses in child processes of this program (`check-worker`), so
/// that a model that traps on a response (a force unwrap, `fatalError`, a precondition) or
/// never finishes it (an endless loop) is a `crash` finding at that response, not the end or
/// the hang of the run.
///
/// A child checks a stretch of the run (a ``ReadingRange``), marking each response it checks
/// in a file both map (``InFlightResponses``), and writes its part of the report when done.
/// When a child dies, the response it was checking is the one that killed it: the next child
/// checks the responses before it again (the dead child's part died with it), this process
/// reports the crash there (``CheckRun/crashReport(at:in:death:)``), and a
/// third child goes on after it. The parts join (``CheckReportMerge/join(_:)``) into the
/// report one process would make, with the crash in its place.
///
/// With `--jobs N` the run is checked in N lanes at once (``Shard/lane(_:of:)``), each lane by
/// its own children, one at a time, as above: a model that kills a child stops only that
/// lane's child, and only its response is blamed.
///
/// Meanwhile this process reads the file four times a second (``HangWatch``): a response in
/// flight longer than `--timeout` (per MB of a larger one) hangs. It kills the child, and
/// goes on as for a trap.
///
/// A run no model kills costs one child a lane: the parts are small (at most 25 listed
/// occurrences of a fingerprint), and marking a response is a few stores into memory. A run
/// one model kills checks the lane's responses before each crash twice. Every lane reads
/// every line of the run's files, and parses only its own.
public struct CheckSupervisor: Sendable {
  /// What the supervisor needs to know of the run: what it tells its children, and what it
  /// reads itself to report a crash.
  public struct Run: Sendable {
    /// The children's command and the run's options, as the child reads them
    /// (`check-worker --contracts … --against …`); each child is also told its lane, its
    /// range, its slot file and where to write its part.
    public var workerArguments: [String]
    /// The dumps the run reads (none: the corpus), and its shard: where a crash report looks
    /// for the response that killed a child.
    public var against: [String]
    public var shard: Shard?
    /// How many lanes are checked at once (at most one per core).
    public var jobs: Int
    /// How long one response's checks may take, in seconds (``HangWatch``).
    public var timeout: Double

    public init(workerArguments: [String], against: [String], shard: Shard?, jobs: Int, timeout: Double) {
      self.workerArguments = workerArguments
      self.against = against
      self.shard = shard
      self.jobs = jobs
      self.timeout = timeout
    }
  }

  /// This process's own binding of the run: for crash reports and configuration errors.
  let checkRun: PendingCheckRun
  let options: Run
  let progress: @Sendable (Int) -> Void

  public init(checkRun: PendingCheckRun, run: Run, progress: @escaping @Sendable (Int) -> Void) {
    self.checkRun = checkRun
    self.options = run
    self.progress = progress
  }

  /// A child's end that is not a part of the report.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The run's report, checked by children, `jobs` lanes at once.
  public func run() throws -> CheckReport {
    let folder = try CheckSupervisor.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // No more lanes than cores: a lane is a process holding its own contracts and models
    // (about 45 MB), and more of them than cores only wait for each other.
    let lanes = min(options.jobs, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let checked = LaneProgress(lanes: lanes, report: progress)
    let outcomes = ResultSlots<Result<[CheckReport], any Error>>(count: lanes)
    // A thread per lane, not a pool's: each waits on its children for the whole run.
    let finished = DispatchGroup()
    for lane in 0..<lanes {
      finished.enter()
      Thread {
        defer { finished.leave() }
        var children = Children(
          folder: folder, lane: Shard(index: lane, count: lanes), supervisor: self,
          progress: { checked.update(lane: lane, to: $0) })
        var parts: [CheckReport] = []
        outcomes.store(Result { try check(.whole, children: &children, into: &parts) }.map { parts }, at: lane)
      }.start()
    }
    finished.wait()
    var parts: [CheckReport] = []
    for outcome in outcomes.collect() { parts += try outcome.get() }
    // The first lane's first part starts the run: it carries what is the run's.
    var report = CheckReportMerge.join(parts)
    report.shard = parts.first?.shard
    report.configurationErrors = checkRun.value.configurationErrors
    return report
  }

  /// Checks `range` of the children's lane, appending its parts in reading order.
  private func check(_ range: ReadingRange, children: inout Children, into parts: inout [CheckReport]) throws {
    var from = range.lowerBound
    while true {
      let stretch = ReadingRange(from: from, to: range.upperBound)
      switch try children.check(stretch, checkedBefore: parts.reduce(0) { $0 + $1.responses }) {
      case .finished(let part):
        parts.append(part)
        return
      case .died(let how, let inFlight):
        // A child checks one response at a time: the one in flight killed it.
        guard let culprit = inFlight.first else {
          throw Failure(description: "the check process died outside any response's checks: \(how)")
        }
        if stretch.lowerBound < culprit {
          try check(ReadingRange(from: stretch.lowerBound, to: culprit), children: &children, into: &parts)
        }
        guard
          let crash = checkRun.value.crashReport(at: culprit, in: children.part, death: .trapped(how))
        else {
          throw Failure(description: "the check process died on a response no model reads: \(how)")
        }
        parts.append(crash)
        from = culprit.next
      case .hung(let culprits):
        // Each was over time: a hang, in reading order, the stretches between them checked again.
        for culprit in culprits {
          if from < culprit {
            try check(ReadingRange(from: from, to: culprit), children: &children, into: &parts)
          }
          guard
            let crash = checkRun.value.crashReport(
              at: culprit, in: children.part, death: .hung(seconds: options.timeout))
          else {
            // No model ran there: the run's own checks of a very large body or schema were slower
            // than the timeout meant for models.
            throw Failure(
              description:
                "the checks of a response no model reads ran past --timeout \(SecondsText.text(options.timeout)) (input file \(culprit.file + 1)\(culprit.record > 0 ? ", record \(culprit.record)" : "")): run again with a larger --timeout"
            )
          }
          parts.append(crash)
          from = culprit.next
        }
      }
    }
  }

  /// A private folder for the children's files, removed after the run.
  private static func makeFolder() throws -> String {
    var template = Array(
      (NSTemporaryDirectory() as NSString).appendingPathComponent("contract-check.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw Failure(description: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }
}

extension CheckSupervisor {
  /// How one child ended.
  enum End {
    case finished(CheckReport)
    /// Killed (`how`: the signal and the runtime's message) while checking `inFlight`.
    case died(how: String, inFlight: [ReadingPosition])
    /// Killed by this process: it had been checking each of `culprits` (in reading order)
    /// for longer than the timeout.
    case hung(culprits: [ReadingPosition])
  }

  /// Starts one lane's children, one at a time, each with its own files.
  struct Children {
    let folder: String
    let lane: Shard
    let supervisor: CheckSupervisor
    /// Told the lane's responses checked so far.
    let progress: @Sendable (Int) -> Void
    private var started = 0

    /// The part of the run the lane's children check, the whole lane: where a crash report
    /// finds the response that killed one.
    var part: CheckRun.Part {
      CheckRun.Part(paths: supervisor.options.against, shard: supervisor.options.shard, lane: lane)
    }

    init(folder: String, lane: Shard, supervisor: CheckSupervisor, progress: @escaping @Sendable (Int) -> Void) {
      self.folder = folder
      self.lane = lane
      self.supervisor = supervisor
      self.progress = progress
    }

    /// Checks `range` of the lane in a new child; `checkedBefore` responses are done, for
    /// the progress line.
    mutating func check(_ range: ReadingRange, checkedBefore: Int) throws -> End {
      started += 1
      let name = "\(lane.index + 1).\(started)"
      let slots = (folder as NSString).appendingPathComponent("in-flight.\(name)")
      let out = (folder as NSString).appendingPathComponent("part.\(name).json")
      do {
        // One slot: a child checks one response at a time.
        try InFlightResponses.create(at: slots, slots: 1)
      } catch {
        throw Failure(description: error.description)
      }
      let arguments =
        supervisor.options.workerArguments + [
          "--lane", lane.description, "--range", range.description, "--in-flight", slots, "--out", out,
          "--parent", String(getpid()),
        ]
      let inFlight: InFlightResponses
      let child: WorkerProcess
      do {
        inFlight = try InFlightResponses(mapping: slots)
        // In this process's group: Ctrl-C in the terminal stops the child with the run.
        child = try WorkerProcess(
          executable: WorkerProcess.currentExecutable(), arguments: arguments,
          environment: ProcessInfo.processInfo.environment, ownProcessGroup: false)
      } catch {
        throw Failure(description: "\(error)")
      }
      let progress = self.progress
      var watch = HangWatch(timeout: supervisor.options.timeout)
      let spawned = ContinuousClock.now
      var culprits: [ReadingPosition] = []
      let end = child.waitForExit {
        let snapshot = inFlight.snapshot()
        progress(checkedBefore + snapshot.checked)
        culprits = watch.overTime(snapshot, at: (ContinuousClock.now - spawned) / .seconds(1))
        return culprits.isEmpty
      }
      if end.status == 0 {
        do {
          let document = try CheckReport.Document(compact: Data(contentsOf: URL(fileURLWithPath: out)))
          return .finished(try document.report(file: out))
        } catch {
          throw Failure(description: "the check process wrote no readable report: \(error)")
        }
      }
      if !culprits.isEmpty { return .hung(culprits: culprits) }
      guard end.status == nil else { throw Failure(description: "the check process \(end.how)") }
      return .died(how: end.how, inFlight: inFlight.snapshot().inFlight)
    }
  }
}

/// The responses checked so far in every lane, summed for the progress line.
private final class LaneProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var checked: [Int]
  private let report: @Sendable (Int) -> Void

  init(lanes: Int, report: @escaping @Sendable (Int) -> Void) {
    checked = Array(repeating: 0, count: lanes)
    self.report = report
  }

  func update(lane: Int, to count: Int) {
    let total = lock.withLock {
      checked[lane] = count
      return checked.reduce(0, +)
    }
    report(total)
  }
}
