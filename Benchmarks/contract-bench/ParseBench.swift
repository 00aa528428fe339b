import Foundation
import Jansson

/// `contract-bench parse FILE`: jansson's bare parse of one file, alone in its process, so
/// that the peak RSS measured around it (``ProcessMeasure``) is jansson's tree plus the file's
/// bytes: the peer the large-input benchmarks (`record`, `schema`) print beside `contract`.
///
///   contract-bench parse FILE
struct ParseBench: BenchSection {
  let name = "parse"
  let summary = "jansson's bare parse of one file, in its own process (peak RSS peer)"

  func run(_ arguments: [String]) throws {
    guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
      throw BenchError("parse needs a readable FILE")
    }
    guard JanssonParser.accepts(Array(data)) else { throw BenchError("\(path): jansson rejects it") }
  }
}

/// One process's time, peak RSS and RSS per input byte, beside jansson's bare parse of the
/// same input in a process of its own: the rows the large-input benchmarks print.
enum PeakTable {
  static func print(input: String, size: Double, rows: [(String, UInt64, Int)]) {
    Swift.print("input: \(input), \(String(format: "%.1f", size / 1_048_576)) MB")
    Swift.print("measure                        seconds     MB/s   peak RSS   RSS per byte")
    for (name, nanoseconds, kilobytes) in rows {
      Swift.print(
        String(
          format: "%@ %8.2f  %7.1f  %7.0f MB  %6.2f", name.padding(toLength: 28, withPad: " ", startingAt: 0),
          Double(nanoseconds) / 1e9, size / 1_048_576 / (Double(nanoseconds) / 1e9), Double(kilobytes) / 1024,
          Double(kilobytes) * 1024 / size))
    }
  }

  /// jansson's bare parse of `path` by `contract-bench parse`, in its own process.
  static func janssonRow(_ path: String) throws -> (String, UInt64, Int) {
    let measured = try ProcessMeasure.run(CommandLine.arguments[0], ["parse", path])
    return ("jansson bare parse", measured.0, measured.1)
  }
}
