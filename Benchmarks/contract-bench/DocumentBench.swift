import Foundation
import JSONCore
import Jansson

/// `contract-bench document`: `contract check` on one large JSON document (a PostgREST page
/// of Chapter course rows, every row with round-trip findings), beside jansson's bare parse of
/// the same bytes; peak RSS per byte of document.
///
///   contract-bench document --contract BINARY [--size MB] [--contracts DIR] [--runs N]
///
/// The rows are the corpus's `chapter.course` rows, each given an extra key the model drops
/// and its timestamps' fractions, so each row yields findings: a locator that rescans the
/// document per finding is quadratic here.
struct DocumentBench: BenchSection {
  let name = "document"
  let summary = "contract check on one large JSON array: time and peak RSS vs jansson parse"

  func run(_ arguments: [String]) throws {
    var options: [String: String] = [:]
    var index = 0
    while index + 1 < arguments.count {
      options[String(arguments[index].drop { $0 == "-" })] = arguments[index + 1]
      index += 2
    }
    guard let binary = options["contract"] else { throw BenchError("document needs --contract PATH-TO-BINARY") }
    let megabytes = Int(options["size"] ?? "200") ?? 200
    let contracts = options["contracts"] ?? "Contracts"
    let runs = max(1, Int(options["runs"] ?? "1") ?? 1)
    let folder = NSTemporaryDirectory() + "contract-bench-document/chapter/courses"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/page.json"

    var rows: [[UInt8]] = []
    let corpus = (contracts as NSString).appendingPathComponent("../Corpus/chapter/courses")
    for name in (try FileManager.default.contentsOfDirectory(atPath: corpus)).sorted() where name.hasSuffix(".json") {
      guard let data = FileManager.default.contents(atPath: corpus + "/" + name),
        let page = try? JanssonParser.parse(Array(data)).value.arrayValue
      else { continue }
      for case .object(var row) in page {
        row.append(key: "legacy_code", value: .string("L-\(rows.count)"))
        rows.append(JSONWriter().bytes(.object(row)))
      }
    }
    guard !rows.isEmpty else { throw BenchError("no chapter.course rows under \(corpus)") }
    var document: [UInt8] = [UInt8(ascii: "[")]
    document.reserveCapacity(megabytes << 20 + (1 << 20))
    var count = 0
    while document.count < megabytes << 20 {
      if count > 0 { document.append(UInt8(ascii: ",")) }
      document += rows[count % rows.count]
      count += 1
    }
    document.append(UInt8(ascii: "]"))
    try Data(document).write(to: URL(fileURLWithPath: path))
    let size = Double(document.count)
    print("document: \(path), \(String(format: "%.1f", size / 1_048_576)) MB, \(count) rows, one line")

    let parse = (0..<runs).map { _ in BenchClock.measure { _ = try? JanssonParser.parse(document) } }.min() ?? 0
    document = []
    let measures = try (0..<runs).map { _ in
      try ProcessMeasure.run(binary, ["check", "--contracts", contracts, "--against", path, "--format", "json"])
    }
    let check = measures.map(\.0).min() ?? 0
    let rss = measures.map(\.1).max() ?? 0
    print("measure                        seconds     MB/s   peak RSS   RSS per byte")
    print(String(format: "jansson bare parse           %8.2f  %7.1f", Double(parse) / 1e9, size / 1_048_576 / (Double(parse) / 1e9)))
    print(
      String(
        format: "contract check               %8.2f  %7.1f  %7.0f MB  %6.2f", Double(check) / 1e9,
        size / 1_048_576 / (Double(check) / 1e9), Double(rss) / 1024, Double(rss) * 1024 / size))
  }
}
