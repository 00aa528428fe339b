import ChapterModels
import Contracts
import ExampleContracts
import Foundation
import Fuzzing
import Supervision

/// `contract-bench fuzz`: fuzz throughput, mutants per second per core, on the Chapter corpus.
///
/// For each contract, the first `--mutants` mutants of its campaign (seed 1: the systematic
/// phase, operators taking turns) are generated and evaluated as a campaign does (validate,
/// decode, encode, diff the round trip), three ways: in this process, in one worker process,
/// and in two (`--jobs 2`, reported per core). Beside them, the floor: the same mutants'
/// bytes through a bare `JSONDecoder` decode and `JSONEncoder` encode of the model, nothing
/// else. Best of `--repeat` passes each. Isolation needs the `contract` executable, built
/// beside this one (`swift build -c release --product contract`), or `--worker PATH`.
struct FuzzBench: BenchSection {
  let name = "fuzz"
  let summary = "fuzz mutants/s per core (in process, isolated, --jobs 2) beside bare decode+encode"

  /// The contracts measured and their bare decode + encode.
  ///
  /// `GroupChat` is left out: its
  /// decoder traps on some mutants, which only the isolated runs survive.
  static let floors: [(contract: String, roundTrip: @Sendable (Data, JSONDecoder, JSONEncoder) -> Bool)] = [
    ("chapter.course", { bare([Course_V2].self, $0, $1, $2) }),
    ("chapter.course.detail", { bare(Course_V2.self, $0, $1, $2) }),
    ("chapter.group_user", { bare([GroupUser].self, $0, $1, $2) }),
    ("chapter.inbox_notification", { bare([InboxNotification].self, $0, $1, $2) }),
    ("chapter.city", { bare([City].self, $0, $1, $2) }),
  ]

  static func bare<T: Codable>(_ type: T.Type, _ data: Data, _ decoder: JSONDecoder, _ encoder: JSONEncoder) -> Bool {
    guard let value = try? decoder.decode(T.self, from: data) else { return false }
    return (try? encoder.encode(value)) != nil
  }

  struct Row {
    var contract: String
    var mutants: Int
    var meanBytes: Int
    var floor: Double
    var inProcess: Double
    var isolated: Double?
    var jobs2PerCore: Double?
  }

  func run(_ arguments: [String]) throws {
    var contracts = "Contracts"
    var count = 2000
    var repeats = 3
    var worker: String? = nil
    var tsv = false
    var only: String? = nil
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--contracts": contracts = try value(&iterator, argument)
      case "--mutants": count = try positive(&iterator, argument)
      case "--repeat": repeats = try positive(&iterator, argument)
      case "--worker": worker = try value(&iterator, argument)
      case "--only": only = try value(&iterator, argument)
      case "--tsv": tsv = true
      default: throw BenchError("unknown option \(argument)")
      }
    }
    let manifest = try Manifest.load(path: (contracts as NSString).appendingPathComponent("contracts.json"))
    let registry = ExampleContracts.registry
    let checkRun = CheckRun(manifest: manifest, registry: registry, loadSchema: JSONSchemaLoader().load)
    let workerPath =
      worker
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("contract")
      .path
    let canIsolate = FileManager.default.isExecutableFile(atPath: workerPath)
    if !canIsolate {
      FileHandle.standardError.write(
        Data("contract-bench fuzz: no worker at \(workerPath); isolated runs skipped\n".utf8))
    }
    var rows: [Row] = []
    for (id, roundTrip) in FuzzBench.floors where only == nil || only == id {
      guard let binding = checkRun.bindings[id] else { throw BenchError("no contract \(id) in \(manifest.path)") }
      let evaluators = [id: MutantOracle(binding: binding)]
      let inProcess = InProcessExecutor(evaluators: evaluators)
      let plan = CampaignPlan.build(checkRun: checkRun, contractIDs: [id], seed: 1, executor: inProcess)
      guard let contract = plan.contract(id), contract.isActive else { throw BenchError("\(id) has nothing to mutate") }
      let mutants = (0..<count).compactMap { contract.mutant($0, seed: 1) }
      let meanBytes = mutants.reduce(0) { $0 + $1.bytes.count } / max(mutants.count, 1)

      let datas = mutants.map { Data($0.bytes) }
      let floorPass = {
        let decoder = binding.profile.makeDecoder()
        let encoder = binding.profile.makeEncoder()
        var decoded = 0
        for data in datas where roundTrip(data, decoder, encoder) { decoded += 1 }
        if decoded < 0 { print(decoded) }
      }
      // What a campaign does per batch: generate the mutants, have the executor evaluate them.
      let campaignPass: (any MutantExecutor) -> Void = { executor in
        var index = 0
        while index < count {
          let start = index
          let size = min(count, index + 64) - index
          let evaluations = executor.evaluate(count: size) { offset in
            contract.mutant(start + offset, seed: 1).map(EvaluationJob.init)
              ?? EvaluationJob(contractID: id, payload: .null, bytes: Array("null".utf8))
          }
          if evaluations.count != size { print("lost evaluations") }
          index += 64
        }
      }
      var pools: [WorkerPool] = []
      if canIsolate {
        for workers in [1, 2] {
          pools.append(
            try WorkerPool(
              .init(
                executable: workerPath, arguments: ["fuzz-worker", "--contracts", contracts, "--contract", id],
                environment: ProcessInfo.processInfo.environment, workers: workers, timeout: 30,
                verdict: { evaluators[$0.contractID]?.verdict(of: $0.payload, size: $0.bytes.count) ?? .unchecked })))
          // Start every worker before timing: a campaign starts them once.
          _ = pools.last?.evaluate(Array(mutants.prefix(workers)).map(EvaluationJob.init))
        }
      }
      // Passes interleaved, best of each: the machine may be shared, and a burst of other
      // work should not land on one figure only. Each pass is timed in CPU time, this
      // process's and its workers', so "per core" means per CPU-second actually spent, and
      // other programs on the machine do not count against us.
      var best = (floor: UInt64.max, inProcess: UInt64.max, isolated: UInt64.max, jobs2: UInt64.max)
      for _ in 0..<repeats {
        best.floor = min(best.floor, CPUClock.measure(workers: []) { floorPass() })
        best.inProcess = min(best.inProcess, CPUClock.measure(workers: []) { campaignPass(inProcess) })
        if pools.count == 2 {
          best.isolated = min(
            best.isolated, CPUClock.measure(workers: pools[0].workerProcessIDs) { campaignPass(pools[0]) })
          best.jobs2 = min(best.jobs2, CPUClock.measure(workers: pools[1].workerProcessIDs) { campaignPass(pools[1]) })
        }
      }
      for pool in pools { pool.shutdown() }
      let floor = best.floor
      let inProcessTime = best.inProcess
      let isolated: Double? = pools.isEmpty ? nil : rate(mutants.count, best.isolated)
      let jobs2: Double? = pools.isEmpty ? nil : rate(mutants.count, best.jobs2)
      rows.append(
        Row(
          contract: id, mutants: mutants.count, meanBytes: meanBytes, floor: rate(mutants.count, floor),
          inProcess: rate(mutants.count, inProcessTime), isolated: isolated, jobs2PerCore: jobs2))
    }
    report(rows, tsv: tsv)
  }

  private func rate(_ count: Int, _ nanoseconds: UInt64) -> Double {
    Double(count) / (Double(max(nanoseconds, 1)) / 1e9)
  }

  private func value(_ iterator: inout IndexingIterator<[String]>, _ option: String) throws -> String {
    guard let value = iterator.next() else { throw BenchError("\(option) needs a value") }
    return value
  }

  private func positive(_ iterator: inout IndexingIterator<[String]>, _ option: String) throws -> Int {
    guard let value = iterator.next().flatMap(Int.init), value > 0 else {
      throw BenchError("\(option) needs a positive count")
    }
    return value
  }

  private func report(_ rows: [Row], tsv: Bool) {
    func ratio(_ value: Double?, _ floor: Double) -> String { value.map { String(format: "%.2f", $0 / floor) } ?? "-" }
    func number(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "-" }
    if tsv {
      print("contract\tmutants\tmean_bytes\tfloor_per_s\tin_process_per_s\tisolated_per_s\tjobs2_per_core_per_s")
      for row in rows {
        print(
          "\(row.contract)\t\(row.mutants)\t\(row.meanBytes)\t\(number(row.floor))\t\(number(row.inProcess))\t\(number(row.isolated))\t\(number(row.jobs2PerCore))"
        )
      }
      return
    }
    print(
      "mutants per CPU-second (this process and its workers); (×floor): ratio to bare JSONDecoder+JSONEncoder, same mutants"
    )
    print(
      "contract".padding(toLength: 28, withPad: " ", startingAt: 0)
        + "mutants  bytes    floor/s   in-process (×floor)   isolated (×floor)     --jobs 2 (×floor)")
    for row in rows {
      let name = row.contract.padding(toLength: 28, withPad: " ", startingAt: 0)
      let sizes = String(format: "%7d  %5d  %9.0f", row.mutants, row.meanBytes, row.floor)
      let inProcess = "   \(number(row.inProcess).leftPad(10)) (\(ratio(row.inProcess, row.floor)))"
      let isolated = "   \(number(row.isolated).leftPad(9)) (\(ratio(row.isolated, row.floor)))"
      let jobs2 = "   \(number(row.jobs2PerCore).leftPad(10)) (\(ratio(row.jobs2PerCore, row.floor)))"
      print(name + sizes + inProcess + isolated + jobs2)
    }
    print("(in process: one thread; isolated: this process generating, one worker decoding; --jobs 2: two workers)")
  }
}

extension String {
  fileprivate func leftPad(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

/// CPU time, in nanoseconds, of this process and of worker processes.
enum CPUClock {
  /// Runs `body` and returns the CPU time it took here plus what `workers` used meanwhile.
  static func measure(workers: [Int32], _ body: () -> Void) -> UInt64 {
    let start = processNanoseconds() + workers.reduce(0) { $0 + workerNanoseconds($1) }
    body()
    let end = processNanoseconds() + workers.reduce(0) { $0 + workerNanoseconds($1) }
    return end >= start ? end - start : 0
  }

  static func processNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// A worker's time on a CPU so far: the first field of /proc/PID/schedstat (nanoseconds).
  static func workerNanoseconds(_ pid: Int32) -> UInt64 {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
      let first = text.split(separator: " ").first, let value = UInt64(first)
    else { return 0 }
    return value
  }
}
