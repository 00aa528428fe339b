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
    guard let path = arguments.first else { throw BenchError("parse needs a FILE") }
    // Read straight into the one array jansson reads: the process holds the file once, as a
    // C program would (`Data` and then an array would hold it twice).
    let descriptor = open(path, O_RDONLY)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0 else { throw BenchError("cannot read \(path)") }
    defer { close(descriptor) }
    let size = Int(status.st_size)
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var done = 0
      while done < size {
        let got = read(descriptor, buffer.baseAddress.map { $0 + done }, size - done)
        if got <= 0 { break }
        done += got
      }
      count = done
    }
    guard bytes.count == size else { throw BenchError("cannot read \(path)") }
    guard JanssonParser.accepts(bytes) else { throw BenchError("\(path): jansson rejects it") }
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
