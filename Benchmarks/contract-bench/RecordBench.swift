import Foundation
import JSONCore
import Jansson

/// `contract-bench record`: `contract check` on one NDJSON record of many megabytes (an
/// envelope whose body is a PostgREST page of Chapter course rows, on one line), beside
/// jansson's bare parse of the same line; time, peak RSS and RSS per byte of record.
///
///   contract-bench record --contract BINARY [--size MB] [--contracts DIR]
///
/// One record is one response: nothing streams, so its peak is one document's reading (the
/// line, the model's decode, the reference tree). The target is jansson's own peak (its tree
/// plus the line) plus one more record's size.
struct RecordBench: BenchSection {
  let name = "record"
  let summary = "contract check on one huge NDJSON record: time and peak RSS vs jansson parse"

  func run(_ arguments: [String]) throws {
    let options = BenchOptions(arguments)
    guard let binary = options["contract"] else { throw BenchError("record needs --contract PATH-TO-BINARY") }
    let megabytes = Int(options["size"] ?? "500") ?? 500
    let contracts = options["contracts"] ?? "Contracts"
    let folder = NSTemporaryDirectory() + "contract-bench-record"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/record.ndjson"

    var rows: [[UInt8]] = []
    let corpus = (contracts as NSString).appendingPathComponent("../Corpus/chapter/courses")
    for name in (try FileManager.default.contentsOfDirectory(atPath: corpus)).sorted() where name.hasSuffix(".json") {
      guard let data = FileManager.default.contents(atPath: corpus + "/" + name),
        let page = try? JanssonParser.parse(Array(data)).value.arrayValue
      else { continue }
      for case .object(let row) in page { rows.append(JSONWriter().bytes(.object(row))) }
    }
    guard !rows.isEmpty else { throw BenchError("no chapter.course rows under \(corpus)") }
    // Written in pieces: the bench process itself need not hold the record.
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchError("cannot write \(path)") }
    var piece = Array(#"{"route": "GET /rest/v1/courses", "status": 200, "body": ["#.utf8)
    var written = 0
    var count = 0
    while written + piece.count < megabytes << 20 {
      if count > 0 { piece.append(UInt8(ascii: ",")) }
      piece += rows[count % rows.count]
      count += 1
      if piece.count > 1 << 20 {
        try handle.write(contentsOf: piece)
        written += piece.count
        piece.removeAll(keepingCapacity: true)
      }
    }
    piece += Array("]}\n".utf8)
    try handle.write(contentsOf: piece)
    written += piece.count
    try handle.close()

    let jansson = try PeakTable.janssonRow(path)
    let check = try ProcessMeasure.run(binary, ["check", "--contracts", contracts, "--against", path, "--format", "json"])
    print("record: one line, \(count) rows")
    PeakTable.print(input: path, size: Double(written), rows: [jansson, ("contract check", check.0, check.1)])
  }
}
