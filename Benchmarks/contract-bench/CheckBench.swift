import Contracts
import Foundation
import Jansson

/// `contract-bench check`: `contract check` throughput on a large NDJSON dump built from the
/// Chapter corpus, beside its floors on the same bytes: jansson's bare parse, and the bound
/// models' own JSONDecoder decode + JSONEncoder encode (what any checker must at least do).
/// The same responses as bare bodies (no envelope; the contract from the folder's name) are
/// checked too: they should cost what the envelopes do, response for response.
///
///   contract-bench check --contract BINARY [--size MB] [--dump PATH] [--contracts DIR] [--runs N]
///
/// Each figure is the best of `--runs` (default 3) measurements: one run of a ten-second
/// process on a shared two-core machine varies by a few percent.
struct CheckBench: BenchSection {
  let name = "check"
  let summary = "contract check MB/s (--jobs 1 and 2) vs jansson parse and decode+encode floor"

  func run(_ arguments: [String]) throws {
    let options = BenchOptions(arguments)
    guard let binary = options["contract"] else { throw BenchError("check needs --contract PATH-TO-BINARY") }
    let megabytes = Int(options["size"] ?? "100") ?? 100
    let dump = options["dump"] ?? NSTemporaryDirectory() + "contract-bench-check.ndjson"
    let contracts = options["contracts"] ?? "Contracts"
    let runs = max(1, Int(options["runs"] ?? "3") ?? 3)

    let chapter = try ChapterDump(contracts: contracts)
    let entries = chapter.entries
    let (written, lines) = try chapter.write(to: dump, megabytes: megabytes)
    let megabytesWritten = Double(written) / 1_048_576
    print(
      "dump: \(dump), \(String(format: "%.1f", megabytesWritten)) MB, \(lines) responses (\(entries.count) distinct)")

    // Floor 1: jansson's bare parse of every line.
    var rejected = 0
    let parseTimes = (0..<runs).map { _ in
      var reader = LineReader(path: dump)
      return BenchClock.measureWithCPU {
        while let (_, line) = reader?.next() { if !JanssonParser.accepts(line) { rejected += 1 } }
      }
    }
    let parseTime = parseTimes.map(\.wall).min()!
    // Floor 2: the models' decode + encode of every body, in the dump's order.
    let repeats = lines / entries.count
    var failures = 0
    let floorTimes = (0..<runs).map { _ in
      BenchClock.measureWithCPU {
        for _ in 0..<repeats {
          for entry in entries {
            let asArray = entry.binding.envelope.decodesArray
            if case .decoded = entry.binding.model?.roundTrip(
              entry.body, asArray: asArray, profile: entry.binding.profile)
            {
            } else {
              failures += 1
            }
          }
        }
      }
    }
    guard rejected == 0, failures == 0 else {
      throw BenchError("\(rejected) lines rejected, \(failures) bodies failed to decode")
    }

    func rate(_ nanoseconds: UInt64) -> Double { megabytesWritten / (Double(nanoseconds) / 1e9) }
    let floorShare = Double(repeats * entries.count) / Double(lines)
    let floorTime = floorTimes.map(\.wall).min()!
    let floorRate = megabytesWritten * floorShare / (Double(floorTime) / 1e9)
    // The same ratios by CPU time (the check's worker processes included), which the load of
    // a shared machine changes far less than wall time: printed beside each row.
    let floorCPURate = megabytesWritten * floorShare / (Double(floorTimes.map(\.cpu).min()!) / 1e9)
    // The `--jobs 1` run's rates, the corpus run's peer.
    var against: (wall: Double, cpu: Double)?
    print("")
    let parseRate = rate(parseTime)
    print("measure                                     MB/s   vs floor  vs jansson   peak RSS   CPU MB/s  CPU vs floor")
    print(row("jansson bare parse", parseRate, nil, 1, nil, cpu: rate(parseTimes.map(\.cpu).min()!), floor: floorCPURate))
    print(
      row(
        "JSONDecoder decode + JSONEncoder encode", floorRate, 1, floorRate / parseRate, nil, cpu: floorCPURate,
        floor: floorCPURate))
    for jobs in [1, 2] {
      let measures = try (0..<runs).map { _ in
        try ProcessMeasure.run(
          binary, ["check", "--contracts", contracts, "--against", dump, "--jobs", String(jobs), "--format", "json"])
      }
      let nanoseconds = measures.map(\.0).min()!
      let rss = measures.map(\.1).max()!
      let checkRate = rate(nanoseconds)
      let cpuRate = rate(measures.map(\.2).min()!)
      if jobs == 1 { against = (checkRate, cpuRate) }
      print(
        row(
          "contract check --jobs \(jobs)", checkRate, checkRate / floorRate, checkRate / parseRate, rss, cpu: cpuRate,
          floor: floorCPURate))
    }
    // The same responses as bare bodies: compared response for response (their bytes are
    // fewer: no envelope).
    let bare = dump + ".bare"
    defer { try? FileManager.default.removeItem(atPath: bare) }
    let (bareBytes, bareLines) = try chapter.writeBare(to: bare, repeats: repeats)
    let envelopeTime = try (0..<runs).map { _ in
      try ProcessMeasure.run(
        binary, ["check", "--contracts", contracts, "--against", dump, "--jobs", "1", "--format", "json"])
    }.map(\.0).min()!
    let bareMeasures = try (0..<runs).map { _ in
      try ProcessMeasure.run(
        binary, ["check", "--contracts", contracts, "--against", bare, "--jobs", "1", "--format", "json"])
    }
    let bareTime = bareMeasures.map(\.0).min()!
    let bareRate = Double(bareBytes) / 1_048_576 / (Double(bareTime) / 1e9)
    print(row("contract check --jobs 1, bare bodies", bareRate, nil, nil, bareMeasures.map(\.1).max()!))
    let perResponse = (Double(bareTime) / Double(bareLines)) / (Double(envelopeTime) / Double(lines))
    print(
      "  bare bodies: \(bareLines) responses, \(String(format: "%.2f", perResponse))x the envelope dump's time per response"
    )
    // The same bytes as a corpus: the check plus what only a corpus run does (the reflection
    // check and the model-drift probes, from the sample the check takes as it reads).
    let corpusRun = try CorpusCopy(contracts: contracts, log: dump)
    defer { corpusRun.remove() }
    let measures = try (0..<runs).map { _ in
      try ProcessMeasure.run(binary, ["check", "--contracts", corpusRun.contracts, "--jobs", "1", "--format", "json"])
    }
    let corpusRate = rate(measures.map(\.0).min()!)
    let corpusCPURate = rate(measures.map(\.2).min()!)
    print(
      row(
        "contract check, corpus run, --jobs 1", corpusRate, corpusRate / floorRate, corpusRate / parseRate,
        measures.map(\.1).max()!, cpu: corpusCPURate, floor: floorCPURate))
    if let against {
      let wall = String(format: "%.2f", corpusRate / against.wall)
      let cpu = String(format: "%.2f", corpusCPURate / against.cpu)
      print("  corpus run: \(wall)x the --against run's MB/s (wall), \(cpu)x by CPU time")
    }
  }

  private func row(
    _ name: String, _ rate: Double, _ toFloor: Double?, _ toJansson: Double?, _ rss: Int?, cpu: Double? = nil,
    floor: Double? = nil
  ) -> String {
    func ratio(_ value: Double?) -> String { value.map { String(format: "%8.2fx", $0) } ?? "         " }
    let rssText = (rss.map { String(format: "%7.1f MB", Double($0) / 1024) } ?? "").padding(
      toLength: 10, withPad: " ", startingAt: 0)
    let cpuText = cpu.map { String(format: "%9.1f  ", $0) + ratio(floor.map { cpu! / $0 }) } ?? ""
    return name.padding(toLength: 41, withPad: " ", startingAt: 0) + String(format: "%8.1f", rate) + "  "
      + ratio(toFloor) + "  " + ratio(toJansson) + "  " + rssText + cpuText
  }
}

/// A scratch project whose corpus is one NDJSON log: the contracts folder copied, the log
/// linked where the Chapter manifest's recordings glob (`chapter/logs/*.ndjson`) finds it.
struct CorpusCopy {
  let root: String
  var contracts: String { root + "/Contracts" }

  init(contracts source: String, log: String) throws {
    root = NSTemporaryDirectory() + "contract-bench-corpus-\(getpid())"
    let files = FileManager.default
    try? files.removeItem(atPath: root)
    try files.createDirectory(atPath: root + "/Corpus/chapter/logs", withIntermediateDirectories: true)
    try files.copyItem(atPath: source, toPath: contracts)
    // A hard link: the same bytes, not copied (a copy, should the log be on another device).
    let target = root + "/Corpus/chapter/logs/bench.ndjson"
    do { try files.linkItem(atPath: log, toPath: target) } catch { try files.copyItem(atPath: log, toPath: target) }
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Runs a process to completion with its output and its warnings discarded.
///
/// Returns wall time, peak RSS (kilobytes) and CPU time (user + system, nanoseconds) from
/// `wait4`. On a shared machine the CPU time varies far less than the wall time.
///
/// The process is started by a small `contract-bench measure` process, not by the benchmark
/// itself: Linux counts the resident size of the process that spawns a child into the child's
/// peak at `exec`, so a benchmark holding a dump would report its own size as every
/// command's peak.
enum ProcessMeasure {
  static func run(_ path: String, _ arguments: [String]) throws -> (UInt64, Int, UInt64) {
    let measurer = Process()
    measurer.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    measurer.arguments = ["measure", path] + arguments
    let output = Pipe()
    measurer.standardOutput = output
    try measurer.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    measurer.waitUntilExit()
    let fields = text.split(whereSeparator: \.isWhitespace)
    guard measurer.terminationStatus == 0, fields.count == 3, let wall = UInt64(fields[0]),
      let peak = Int(fields[1]), let cpu = UInt64(fields[2])
    else { throw BenchError("cannot measure \(path): \(text)") }
    return (wall, peak, cpu)
  }

  /// Runs the process from this one (``MeasureBench``).
  static func direct(_ path: String, _ arguments: [String]) throws -> (UInt64, Int, UInt64) {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    // A corpus of one log warns that the other contracts' corpus globs match nothing.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let start = BenchClock.now()
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard status == 0 else { throw BenchError("cannot start \(path): error \(status)") }
    var exitStatus: Int32 = 0
    var usage = rusage()
    wait4(pid, &exitStatus, 0, &usage)
    let elapsed = BenchClock.now() - start
    func nanoseconds(_ time: timeval) -> UInt64 { UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1000 }
    return (elapsed, Int(usage.ru_maxrss), nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime))
  }
}
