import Foundation

/// `contract-bench coverage`: `contract coverage` and `contract infer` throughput on the
/// NDJSON dump `check` is measured on, beside `contract check --jobs 1` on the same bytes, and
/// their peak memory on that dump and on a dump `--stream` MB large (flat: the same peak).
///
///   contract-bench coverage --contract BINARY [--size MB] [--stream MB] [--dump PATH]
///     [--contracts DIR] [--runs N]
///
/// Neither decodes a model, so each should read at least twice the check's MB/s. Then `infer`
/// once more with the contracts' schemas taken out: it drafts one per contract from the
/// traffic instead; and `init` on the dump as a package's recordings (it reads every
/// response to sort them into contracts). Each figure is the best of `--runs` (default 3); peak RSS is the largest
/// of the runs.
struct CoverageBench: BenchSection {
  let name = "coverage"
  let summary = "contract coverage and infer MB/s and peak RSS vs contract check --jobs 1"

  func run(_ arguments: [String]) throws {
    let options = BenchOptions(arguments)
    guard let binary = options["contract"] else { throw BenchError("coverage needs --contract PATH-TO-BINARY") }
    let megabytes = Int(options["size"] ?? "100") ?? 100
    let stream = Int(options["stream"] ?? "1024") ?? 1024
    let dump = options["dump"] ?? NSTemporaryDirectory() + "contract-bench-check.ndjson"
    let contracts = options["contracts"] ?? "Contracts"
    let runs = max(1, Int(options["runs"] ?? "3") ?? 3)

    let chapter = try ChapterDump(contracts: contracts)
    let (written, lines) = try chapter.write(to: dump, megabytes: megabytes)
    let size = Double(written) / 1_048_576
    print("dump: \(dump), \(String(format: "%.1f", size)) MB, \(lines) responses")
    let out = NSTemporaryDirectory() + "contract-bench-infer"
    let schemaless = try CoverageBench.withoutSchemas(contracts)
    defer { try? FileManager.default.removeItem(atPath: schemaless) }
    let commands: [(String, [String], String)] = [
      ("contract check --jobs 1", ["check", "--jobs", "1", "--format", "json"], contracts),
      ("contract coverage", ["coverage", "--format", "json"], contracts),
      ("contract infer --out DIR", ["infer", "--format", "json", "--out", out], contracts),
      ("infer, no schemas (drafts)", ["infer", "--format", "json", "--out", out + "-drafts"], schemaless),
    ]
    print("")
    // Wall time is what a user waits; CPU time (the process and its workers) is what a
    // shared machine's load changes least: both, each with its ratio to the check's.
    print("measure                              MB/s   vs check   MB/s of CPU   vs check   peak RSS (KB)")
    var checkRates: (wall: Double, cpu: Double)?
    for (label, command, folder) in commands {
      let measures = try (0..<runs).map { _ in
        try ProcessMeasure.run(binary, command + ["--contracts", folder, "--against", dump])
      }
      let rate = size / (Double(measures.map(\.0).min()!) / 1e9)
      let cpuRate = size / (Double(measures.map(\.2).min()!) / 1e9)
      if checkRates == nil { checkRates = (rate, cpuRate) }
      let ratio = checkRates.map { String(format: "%8.2fx", rate / $0.wall) } ?? ""
      let cpuRatio = checkRates.map { String(format: "%8.2fx", cpuRate / $0.cpu) } ?? ""
      print(
        label.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%9.1f", rate) + "  " + ratio
          + String(format: "%14.1f", cpuRate) + "  " + cpuRatio + String(format: "%16d", measures.map(\.1).max()!))
    }
    try? FileManager.default.removeItem(atPath: out)
    try? FileManager.default.removeItem(atPath: out + "-drafts")
    // `init` on the same bytes as a package's recordings: every response read and sorted by
    // the contract it names or its route.
    let package = try CoverageBench.packageWithRecording(dump)
    defer { try? FileManager.default.removeItem(atPath: package) }
    let initMeasures = try (0..<runs).map { _ in
      try ProcessMeasure.run(binary, ["init", "--package", package, "--fixtures", package + "/Fixtures"])
    }
    let initRate = size / (Double(initMeasures.map(\.0).min()!) / 1e9)
    let initCPURate = size / (Double(initMeasures.map(\.2).min()!) / 1e9)
    print(
      "contract init (the dump)".padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%9.1f", initRate)
        + "  " + checkRates.map { String(format: "%8.2fx", initRate / $0.wall) }!
        + String(format: "%14.1f", initCPURate) + "  " + checkRates.map { String(format: "%8.2fx", initCPURate / $0.cpu) }!
        + String(format: "%16d", initMeasures.map(\.1).max()!))
    guard stream > 0 else { return }
    // Flat memory: the same peak on a dump ten times larger.
    let large = NSTemporaryDirectory() + "contract-bench-coverage-stream.ndjson"
    let (largeBytes, _) = try chapter.write(to: large, megabytes: stream)
    defer { try? FileManager.default.removeItem(atPath: large) }
    let measure = try ProcessMeasure.run(
      binary, ["coverage", "--format", "json", "--contracts", contracts, "--against", large])
    print(
      "contract coverage, \(largeBytes >> 20) MB stream".padding(toLength: 32, withPad: " ", startingAt: 0)
        + String(format: "%9.1f", Double(largeBytes) / 1_048_576 / (Double(measure.0) / 1e9)) + "            "
        + String(format: "%14d", measure.1))
  }

  /// A package in the temporary directory (a manifest and a models target) whose
  /// `Fixtures/` holds `dump` (a hard link: no copy of the bytes), as `init` finds one.
  static func packageWithRecording(_ dump: String) throws -> String {
    let folder = NSTemporaryDirectory() + "contract-bench-init"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder + "/Sources/Models", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/Fixtures", withIntermediateDirectories: true)
    try Data(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"Models\")])\n"
        .utf8
    ).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
    try Data("public struct Course: Decodable { public let id: String }\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/Sources/Models/Course.swift"))
    try FileManager.default.linkItem(atPath: dump, toPath: folder + "/Fixtures/recording.ndjson")
    return folder
  }

  /// A contracts folder in the temporary directory with `contracts`' manifest, every schema
  /// taken out (the contracts' and the error bodies'), its corpus where it was.
  static func withoutSchemas(_ contracts: String) throws -> String {
    let source = URL(fileURLWithPath: contracts).appendingPathComponent("contracts.json")
    guard var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any] else {
      throw BenchError("\(source.path) is not a JSON object")
    }
    let root = (manifest["corpusRoot"] as? String) ?? "../Corpus"
    manifest["corpusRoot"] = URL(fileURLWithPath: contracts).appendingPathComponent(root).standardizedFileURL.path
    manifest["errors"] = nil
    manifest["contracts"] = (manifest["contracts"] as? [[String: Any]] ?? []).map { contract in
      var contract = contract
      contract["schema"] = nil
      contract["errors"] = nil
      return contract
    }
    let folder = NSTemporaryDirectory() + "contract-bench-schemaless"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: manifest).write(
      to: URL(fileURLWithPath: folder).appendingPathComponent("contracts.json"))
    return folder
  }
}
