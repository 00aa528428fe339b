import Foundation

/// One benchmark section (`validate`, later `check`, `fuzz`): a subcommand of
/// `contract-bench`.
protocol BenchSection: Sendable {
  var name: String { get }
  var summary: String { get }
  func run(_ arguments: [String]) throws
}

enum BenchSections {
  static let all: [any BenchSection] = [
    ValidateBench(), CheckBench(), FuzzBench(), DocumentBench(), RecordBench(), SchemaBench(), ParseBench(), ScaleBench(),
    CoverageBench(), MeasureBench(),
  ]
}

/// `--name value` pairs, by name.
struct BenchOptions {
  private var values: [String: String] = [:]

  init(_ arguments: [String]) {
    var index = 0
    while index + 1 < arguments.count {
      values[String(arguments[index].drop { $0 == "-" })] = arguments[index + 1]
      index += 2
    }
  }

  subscript(name: String) -> String? { values[name] }
}

/// A usage mistake or unreadable input, printed as one line.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Monotonic time in nanoseconds.
enum BenchClock {
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Runs `body` and returns the elapsed nanoseconds.
  static func measure(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() - start
  }

  /// The CPU time this process has used, in nanoseconds: what a shared machine's load
  /// changes least.
  static func processCPU() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Runs `body` and returns the elapsed and the CPU nanoseconds.
  static func measureWithCPU(_ body: () -> Void) -> (wall: UInt64, cpu: UInt64) {
    let (start, startCPU) = (now(), processCPU())
    body()
    return (now() - start, processCPU() - startCPU)
  }
}
