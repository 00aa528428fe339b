import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract check --shard I/N` and `contract report merge` of its reports, run as the built
/// binaries: the merged report is the unsharded run's report, byte for byte.
@Suite struct CheckShardTests {
  /// The package root (the shipped contracts and the demo dumps).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// A fresh scratch folder inside the package's build folder.
  private func scratch() throws -> String {
    let path = CheckShardTests.root + "/.build/shard-tests/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func run(_ arguments: [String], product: String = "contract", in directory: String = root) throws
    -> CommandOutput
  {
    try executeCommand(arguments, product: product, in: directory)
  }

  /// Checks `arguments` in `count` shards and returns their JSON reports (after checking that
  /// each shard ran).
  private func shards(_ arguments: [String], count: Int, product: String = "contract", in directory: String = root)
    throws -> [String]
  {
    let folder = try scratch()
    var files: [String] = []
    for index in 1...count {
      let file = folder + "/shard-\(index).json"
      let shard = try run(
        ["check"] + arguments + ["--format", "json", "--shard", "\(index)/\(count)", "--output", file],
        product: product, in: directory)
      #expect(shard.exitCode == 0 || shard.exitCode == 1, "\(shard.standardError)")
      files.append(file)
    }
    return files
  }

  /// Checks `arguments` whole and in `count` shards, merges the shards' reports and returns both
  /// texts in each of `formats` (after checking that the merge's exit code is the whole run's).
  private func wholeAndMerged(
    _ arguments: [String], count: Int, formats: [String] = ["json"], product: String = "contract",
    in directory: String = root
  ) throws -> [(format: String, whole: String, merged: String)] {
    let files = try shards(arguments, count: count, product: product, in: directory)
    return try formats.map { format in
      let whole = try run(["check"] + arguments + ["--format", format], product: product, in: directory)
      // In any order.
      let merged = try run(
        ["report", "merge"] + files.reversed() + ["--format", format], product: product, in: directory)
      #expect(merged.exitCode == whole.exitCode, "\(merged.standardError)")
      return (format, whole.standardOutput, merged.standardOutput)
    }
  }

  /// The JSON reports of the whole run and of its merged shards.
  private func wholeAndMergedJSON(
    _ arguments: [String], count: Int, product: String = "contract", in directory: String = root
  ) throws -> (whole: String, merged: String) {
    let json = try wholeAndMerged(arguments, count: count, product: product, in: directory)[0]
    return (json.whole, json.merged)
  }

  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  @Test(arguments: [1, 2, 3])
  func mergedShardsOfTheDemoDumpAreTheUnshardedReport(count: Int) throws {
    for dump in try FileManager.default.contentsOfDirectory(atPath: CheckShardTests.root + "/Corpus/demo").sorted() {
      let arguments = ["--against", "Corpus/demo/" + dump, "--baseline", "Contracts/baseline.json"]
      // Every format renders the merged report as it renders the whole one (all of them once).
      let formats = count == 3 ? ["json", "text", "junit", "sarif", "github", "markdown", "html"] : ["json", "text"]
      let rendered = try wholeAndMerged(arguments, count: count, formats: formats)
      for (format, whole, merged) in rendered { #expect(merged == whole, "\(dump) \(format)") }
      let report = try parse(rendered[0].whole)
      #expect((report["findings"]?.arrayValue?.count ?? 0) > 0, "the demo dump has findings to merge")
      #expect((report["baseline"]?["known"]?.numberValue?.int64 ?? 0) > 0, "the baseline hides some")
    }
  }

  /// One whole run's JSON report is its own merge: `report merge` renders it in any format as
  /// check would have (the shipped workflows check once and render three times).
  @Test func oneWholeReportRendersAsTheRunWould() throws {
    let folder = try scratch()
    let arguments = ["check", "--against", "Corpus/demo/prod-dump", "--baseline", "Contracts/baseline.json"]
    let report = try write(try run(arguments + ["--format", "json"]), folder, "whole")
    for format in ["sarif", "markdown", "github"] {
      let direct = try run(arguments + ["--format", format])
      let rendered = try run(["report", "merge", report, "--format", format])
      #expect(rendered.standardOutput == direct.standardOutput, "\(format)")
      #expect(rendered.exitCode == direct.exitCode)
    }
  }

  /// A dump repeating its findings beyond the 25 listed per fingerprint: the shards each list
  /// their own first 25, the merge keeps the run's first 25 and counts the rest.
  @Test(arguments: [2, 3])
  func theListedCutAndTheCountsMergeExactly(count: Int) throws {
    let dump = try scratch()
    let log = try String(
      contentsOfFile: CheckShardTests.root + "/Corpus/demo/prod-dump/chapter/logs/api-2025-06-02.ndjson",
      encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dump + "/logs", withIntermediateDirectories: true)
    try String(repeating: log, count: 60).write(toFile: dump + "/logs/api.ndjson", atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: CheckShardTests.root + "/Corpus/demo/prod-dump/chapter/courses", toPath: dump + "/courses")
    let json = try wholeAndMergedJSON(["--against", dump], count: count)
    #expect(json.merged == json.whole)
    let report = try parse(json.whole)
    #expect((report["summary"]?["unlisted"]?.numberValue?.int64 ?? 0) > 0, "some occurrences are beyond the cut")
    let listed = report["findings"]?.arrayValue ?? []
    let perFingerprint = Dictionary(grouping: listed) { $0["fingerprint"]?.stringValue ?? "" }
    #expect(perFingerprint.values.contains { $0.count == 25 })
  }

  /// The fixture runner's corpus run: model drift (checked by shard 1 only), unmapped records,
  /// and a baseline that knows half the findings plus one no run produces (fixed).
  @Test(arguments: [1, 2, 3])
  func aCorpusRunWithModelDriftAndABaselineMerges(count: Int) throws {
    let fixtures = CheckCommandTests.fixtures
    let folder = try scratch()
    let full = folder + "/full-baseline.json"
    let written = try run(
      ["check", "--baseline", full, "--update-baseline"], product: "contract-fixtures", in: fixtures)
    // What it wrote is known: nothing new.
    #expect(written.exitCode == 0, "\(written.standardError)")
    let entries = try parse(String(contentsOfFile: full, encoding: .utf8))["findings"]?.arrayValue ?? []
    #expect(entries.count > 2)
    var kept = entries.enumerated().filter { $0.offset % 2 == 0 }.map { JSONWriter().string($0.element) }
    kept.append(#"{"fingerprint":"00000000deadbeef","kind":"decode-failure","contract":"pets.pet","message":"gone"}"#)
    let baseline = folder + "/baseline.json"
    try #"{"version": 1, "findings": [\#(kept.joined(separator: ","))]}"#.write(
      toFile: baseline, atomically: true, encoding: .utf8)

    let json = try wholeAndMergedJSON(
      ["--baseline", baseline], count: count, product: "contract-fixtures", in: fixtures)
    #expect(json.merged == json.whole)
    let report = try parse(json.whole)
    let fixed = report["baseline"]?["fixed"]?.arrayValue ?? []
    #expect(fixed.map { $0["fingerprint"]?.stringValue } == ["00000000deadbeef"])
    #expect((report["findings"]?.arrayValue ?? []).contains { $0["kind"] == "model-drift" })

    // The fixture dump: HAR entries (some not JSON), a broken HAR, binary and empty files.
    let dump = try wholeAndMergedJSON(["--against", "dump"], count: count, product: "contract-fixtures", in: fixtures)
    #expect(dump.merged == dump.whole)
    #expect((try parse(dump.whole)["summary"]?["skippedNonJSON"]?.numberValue?.int64 ?? 0) > 0)
  }

  /// Each response goes to one shard; which one depends on the file's path inside the dump and
  /// the record, not on where the dump is unpacked.
  @Test func shardsSplitDisjointlyWhereverTheDumpLies() throws {
    let folder = try scratch()
    let demo = CheckShardTests.root + "/Corpus/demo/prod-dump"
    try FileManager.default.copyItem(atPath: demo, toPath: folder + "/a")
    try FileManager.default.createDirectory(atPath: folder + "/elsewhere/deeper", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: demo, toPath: folder + "/elsewhere/deeper/b")
    let whole = try parse(try run(["check", "--against", folder + "/a", "--format", "json"]).standardOutput)
    let one = try run(["check", "--against", folder + "/a", "--shard", "1/2", "--format", "json"])
    let two = try run(["check", "--against", folder + "/elsewhere/deeper/b/", "--shard", "2/2", "--format", "json"])
    let (first, second) = (try parse(one.standardOutput), try parse(two.standardOutput))
    func responses(_ report: JSONValue) -> Int64 { report["summary"]?["responses"]?.numberValue?.int64 ?? -1 }
    #expect(responses(first) > 0 && responses(second) > 0, "both shards have work")
    #expect(responses(first) + responses(second) == responses(whole))
    #expect(first["shard"]?["run"] == second["shard"]?["run"], "one run, wherever its dump lies")
    // Together, the shards found what the whole run found, each finding once.
    func located(_ report: JSONValue, prefix: String) -> [String] {
      (report["findings"]?.arrayValue ?? []).map {
        let file = ($0["file"]?.stringValue ?? "").replacingOccurrences(of: prefix, with: "")
        return "\(file):\($0["line"]?.numberValue?.int64 ?? 0) \($0["fingerprint"]?.stringValue ?? "")"
      }
    }
    let together = located(first, prefix: folder + "/a/") + located(second, prefix: folder + "/elsewhere/deeper/b/")
    #expect(together.sorted() == located(whole, prefix: folder + "/a/").sorted())
    let merged = try run(["report", "merge", try write(one, folder, "1"), try write(two, folder, "2")])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
  }

  private func write(_ output: CommandOutput, _ folder: String, _ name: String) throws -> String {
    let path = folder + "/" + name + ".json"
    try output.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func mergingAnythingButAllShardsOfOneRunIsAUsageError() throws {
    let folder = try scratch()
    let dump = ["check", "--against", "Corpus/demo/prod-dump", "--format", "json"]
    let shard1 = try write(try run(dump + ["--shard", "1/3"]), folder, "s1")
    let shard2 = try write(try run(dump + ["--shard", "2/3"]), folder, "s2")
    let whole = try write(try run(dump), folder, "whole")
    let other = try write(try run(dump + ["--shard", "3/3", "--contract", "chapter.course"]), folder, "other")
    let cases: [([String], String)] = [
      ([shard1, shard2], "shard 3/3 missing"),
      ([shard1, shard1, shard2], "are both shard 1/3"),
      ([shard1, whole], "is not the report of a shard"),
      ([shard1, shard2, other], "is a shard of another run"),
    ]
    for (files, message) in cases {
      let output = try run(["report", "merge"] + files)
      #expect(output.exitCode == 2)
      #expect(output.standardError.contains(message), "\(output.standardError)")
      #expect(output.standardOutput.isEmpty)
    }
    for arguments in [["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "x"]] {
      let output = try run(["check", "--against", "Corpus/demo/prod-dump"] + arguments)
      #expect(output.exitCode == 2)
      #expect(output.standardError.contains("--shard takes I/N with 1 ≤ I ≤ N"), "\(output.standardError)")
    }
    let update = try run(
      ["check", "--shard", "1/2", "--baseline", folder + "/b.json", "--update-baseline"])
    #expect(update.exitCode == 2)
    #expect(update.standardError.contains("--update-baseline needs the whole run"))
    let broken = folder + "/broken.json"
    try #"{"version": 1, "summary": {"responses": 1}, "contracts": [], "findings": [{"kind": 3}]}"#.write(
      toFile: broken, atomically: true, encoding: .utf8)
    let unreadable = try run(["report", "merge", broken])
    #expect(unreadable.exitCode == 2)
    #expect(
      unreadable.standardError.contains(
        #"\#(broken):1:1: not a contract check report (--format json): missing "tool""#),
      "\(unreadable.standardError)")
  }
}
