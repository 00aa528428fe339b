import Foundation
import JSONCore
import JSONSchema
import Jansson

/// `contract-bench validate [DIR]`: validator throughput on the jsonschema-benchmark data.
///
/// For each `DIR/*/schema.json` with an `instances.jsonl`: the schema's `format` keywords
/// are stripped (as the benchmark does, formats being optional), the schema is compiled
/// once, then all instances are validated with `isValid`: one cold pass, then the best of
/// several warm passes. Parsing is not timed. Every instance of the benchmark is valid; any
/// instance reported invalid is printed loudly and makes the run fail.
///
/// With `--callgrind` (under `valgrind --tool=callgrind --dump-before=getppid`, as
/// `scripts/bench` runs it) there are no warm passes: after the cold pass, one pass between two
/// ``CallgrindMark/mark()`` calls, so callgrind's counters for that pass alone land in one dump.
struct ValidateBench: BenchSection {
  let name = "validate"
  let summary = "validator throughput (µs per instance) on jsonschema-benchmark schemas"

  struct Row {
    let schema: String
    let instances: Int
    let coldNanoseconds: UInt64
    let warmNanoseconds: UInt64
    let invalid: Int
  }

  func run(_ arguments: [String]) throws {
    var directory = "../shared/data/jsonschema-benchmark"
    var warmPasses = 10
    var tsv = false
    var only: String?
    var callgrind = false
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--warm":
        guard let value = iterator.next().flatMap(Int.init), value > 0 else { throw BenchError("--warm needs a count") }
        warmPasses = value
      case "--tsv": tsv = true
      case "--only": only = iterator.next()
      case "--callgrind": callgrind = true
      default:
        guard !argument.hasPrefix("-") else { throw BenchError("unknown option \(argument)") }
        directory = argument
      }
    }
    let root = URL(fileURLWithPath: directory)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/instances.jsonl").path)
        && (only == nil || $0 == only)
    }
    guard !names.isEmpty else { throw BenchError("no */instances.jsonl under \(root.path)") }
    var rows: [Row] = []
    if callgrind { CallgrindMark.calibrate() }
    for name in names {
      rows.append(
        try bench(root.appendingPathComponent(name), name: name, warmPasses: warmPasses, callgrind: callgrind))
    }
    report(rows, tsv: tsv)
    let invalid = rows.reduce(0) { $0 + $1.invalid }
    if invalid > 0 {
      FileHandle.standardError.write(
        Data("\n!!! FAILURE: \(invalid) valid instance(s) reported INVALID (see above) !!!\n\n".utf8))
      exit(1)
    }
  }

  private func bench(_ folder: URL, name: String, warmPasses: Int, callgrind: Bool) throws -> Row {
    let schemaURL = folder.appendingPathComponent("schema.json")
    let schemaBytes = try Data(contentsOf: schemaURL)
    let schemaValue = try JanssonParser.parse(Array(schemaBytes)).value
    let schema = try CompiledSchema.compile(
      FormatStripper.strip(schemaValue), baseURI: schemaURL.absoluteString,
      registry: SchemaRegistry(root: folder.path))
    var instances: [JSONValue] = []
    let text = try Data(contentsOf: folder.appendingPathComponent("instances.jsonl"))
    for line in text.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 32 || $0 == 13 }) {
      instances.append(try JanssonParser.parse(Array(line)).value)
    }
    var invalid = 0
    let cold = BenchClock.measure {
      for instance in instances where !schema.isValid(instance) { invalid += 1 }
    }
    if invalid > 0 {
      for (index, instance) in instances.enumerated() where !schema.isValid(instance) {
        let errors = schema.validate(instance).prefix(3).map(\.description).joined(separator: "; ")
        FileHandle.standardError.write(Data("!!! \(name): instance \(index + 1) reported invalid: \(errors)\n".utf8))
      }
    }
    var best = UInt64.max
    if callgrind {
      CallgrindMark.mark()
      best = BenchClock.measure {
        for instance in instances where !schema.isValid(instance) { invalid += 1 }
      }
      CallgrindMark.mark()
    }
    for _ in 0..<(callgrind ? 0 : warmPasses) {
      var count = 0
      let elapsed = BenchClock.measure {
        for instance in instances where schema.isValid(instance) { count += 1 }
      }
      // Keep the result observable so the loop cannot be optimised away.
      if count == -1 { print(count) }
      best = min(best, elapsed)
    }
    return Row(schema: name, instances: instances.count, coldNanoseconds: cold, warmNanoseconds: best, invalid: invalid)
  }

  private func report(_ rows: [Row], tsv: Bool) {
    func micros(_ nanoseconds: UInt64, _ count: Int) -> Double { Double(nanoseconds) / 1000 / Double(max(count, 1)) }
    if tsv {
      print("schema\tinstances\tcold_us_per_instance\twarm_us_per_instance\tinvalid")
      for row in rows {
        print(
          "\(row.schema)\t\(row.instances)\t\(String(format: "%.4f", micros(row.coldNanoseconds, row.instances)))\t"
            + "\(String(format: "%.4f", micros(row.warmNanoseconds, row.instances)))\t\(row.invalid)")
      }
      return
    }
    print("schema".padding(toLength: 26, withPad: " ", startingAt: 0) + "  instances   cold µs/inst   warm µs/inst")
    for row in rows {
      print(
        row.schema.padding(toLength: 26, withPad: " ", startingAt: 0)
          + String(
            format: "  %9d   %12.3f   %12.3f", row.instances, micros(row.coldNanoseconds, row.instances),
            micros(row.warmNanoseconds, row.instances)))
    }
    let count = rows.reduce(0) { $0 + $1.instances }
    let warm = rows.reduce(UInt64(0)) { $0 + $1.warmNanoseconds }
    let cold = rows.reduce(UInt64(0)) { $0 + $1.coldNanoseconds }
    print(
      "total".padding(toLength: 26, withPad: " ", startingAt: 0)
        + String(format: "  %9d   %12.3f   %12.3f", count, micros(cold, count), micros(warm, count)))
  }
}

/// Where callgrind dumps its counters: `valgrind --tool=callgrind --dump-before=getppid`.
///
/// `getppid` is a function neither this program nor CPython nor jsonschema-rs calls, so the
/// peer's Python script marks its passes with the same call (`os.getppid()`) and both programs'
/// dumps are read the same way by `scripts/bench-peers/callgrind_totals.py`.
enum CallgrindMark {
  static func mark() { _ = getppid() }

  /// Two marks with nothing between: the dump between them is the cost of a mark, which the
  /// reader subtracts from each pass.
  static func calibrate() {
    mark()
    mark()
  }
}

/// Removes `format` keywords from a schema, as jsonschema-benchmark does: only string-valued
/// `format` members, so a property that happens to be named "format" stays.
enum FormatStripper {
  static func strip(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object):
      var stripped = JSONObject()
      for member in object where !(member.key == "format" && member.value.stringValue != nil) {
        stripped.append(key: member.key, value: strip(member.value))
      }
      return .object(stripped)
    case .array(let items):
      return .array(items.map(strip))
    default:
      return value
    }
  }
}
