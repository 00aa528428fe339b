import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// A model that traps while `contract check` decodes a response (`PetWithTrappingLookup`
/// force-unwraps its species table; `Fixtures/pets/trap-dump` sends it `parrot` twice), run
/// as the built fixture runner: each trap is a `crash` finding at its response, and every
/// other response is checked as in a run no model kills.
@Suite struct CheckCrashTests {
  static let fixtures = CheckCommandTests.fixtures

  private func check(_ arguments: [String], in directory: String = fixtures) throws -> CommandOutput {
    try executeCommand(["check"] + arguments, product: "contract-fixtures", in: directory)
  }

  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func findings(_ report: JSONValue) -> [JSONValue] { report["findings"]?.arrayValue ?? [] }

  private func int(_ value: JSONValue?) -> Int64? { value?.numberValue?.int64 }

  @Test func aTrapIsACrashFindingAtItsResponseAndTheRestIsChecked() throws {
    let result = try check(["--against", "trap-dump", "--format", "json"])
    #expect(result.exitCode == 1, "\(result.standardError)")
    let report = try parse(result.standardOutput)
    let crashes = findings(report).filter { $0["kind"] == "crash" }
    #expect(crashes.map { $0["file"]?.stringValue } == ["trap-dump/logs/api.ndjson", "trap-dump/logs/api.ndjson"])
    #expect(crashes.map { int($0["line"]) } == [3, 5])
    for crash in crashes {
      #expect(crash["contract"] == "pets.trap")
      #expect(crash["pointer"] == "")
      let message = crash["message"]?.stringValue ?? ""
      #expect(
        message.hasPrefix("PetWithTrappingLookup crashed the process while decoding this response: terminated by"))
      #expect(message.contains("Unexpectedly found nil while unwrapping an Optional value"), "\(message)")
    }
    // Line 5 breaks its contract too: the stages that run no model code still report it.
    let line5 = findings(report).filter { int($0["line"]) == 5 }.map { $0["kind"]?.stringValue }
    #expect(line5 == ["schema-violation", "crash"])
    // Every response was checked: six lines and one file.
    #expect(int(report["summary"]?["responses"]) == 7)
    let trap = (report["contracts"]?.arrayValue ?? []).first { $0["id"] == "pets.trap" }
    #expect(int(trap?["responses"]) == 5)
    #expect(int(trap?["decoded"]) == 3)
    #expect(int(trap?["decodeFailed"]) == 2)
    // What comes after the traps: the closed enum of line 4, the dropped tag of line 6 and
    // of the JSON file read after the log.
    let after = findings(report).filter { $0["kind"] != "crash" }.map {
      "\($0["kind"]?.stringValue ?? "") \($0["file"]?.stringValue ?? ""):\(int($0["line"]) ?? 0)"
    }
    #expect(after.contains("decode-failure trap-dump/logs/api.ndjson:4"))
    #expect(after.contains("roundtrip-loss trap-dump/logs/api.ndjson:6"))
    #expect(after.contains("roundtrip-loss trap-dump/trap/later.json:1"))
  }

  /// The report is a run no model kills (the same dump with a species the table has), plus
  /// the crash findings: the same findings in the same order, the same counts.
  @Test(arguments: [1, 2])
  func theReportIsTheUnkilledRunsPlusTheCrashes(jobs: Int) throws {
    let trapping = try fixtureDumpCopy("trap-dump")
    let harmless = try fixtureDumpCopy("trap-dump") {
      $0.replacingOccurrences(of: "\"Polly\", \"species\": \"parrot\"", with: "\"Polly\", \"species\": \"cat\"")
        .replacingOccurrences(of: "\"Kiwi\", \"species\": \"parrot\"", with: "\"Kiwi\", \"species\": \"cat\"")
    }
    let killed = try parse(
      try check(["--against", trapping, "--format", "json", "--jobs", String(jobs)]).standardOutput)
    let unkilled = try parse(
      try check(["--against", harmless, "--format", "json", "--jobs", String(jobs)]).standardOutput)
    func comparable(_ findings: [JSONValue], in dump: String) -> [String] {
      findings.map { JSONWriter().string($0).replacingOccurrences(of: dump, with: "DUMP") }
    }
    let withoutCrashes = findings(killed).filter { $0["kind"] != "crash" }
    // Line 5 decodes as a cat: the model takes a response that breaks its contract.
    let unkilledFindings = findings(unkilled).filter {
      !($0["kind"] == "decode-accepts-invalid" && int($0["line"]) == 5)
    }
    #expect(comparable(withoutCrashes, in: trapping) == comparable(unkilledFindings, in: harmless))
    #expect(int(killed["summary"]?["responses"]) == int(unkilled["summary"]?["responses"]))
    #expect(findings(killed).filter { $0["kind"] == "crash" }.count == 2)
  }

  @Test func jobsShardsAndBaselinesSeeTheSameCrashes() throws {
    let dump = try fixtureDumpCopy("trap-dump")
    let whole = try check(["--against", dump, "--format", "json"])
    let twoJobs = try check(["--against", dump, "--format", "json", "--jobs", "2"])
    #expect(twoJobs.standardOutput == whole.standardOutput)

    let folder = (dump as NSString).deletingLastPathComponent
    var shards: [String] = []
    for index in 1...2 {
      let file = folder + "/shard-\(index).json"
      let shard = try check(["--against", dump, "--format", "json", "--shard", "\(index)/2", "--output", file])
      #expect(shard.exitCode == 0 || shard.exitCode == 1, "\(shard.standardError)")
      shards.append(file)
    }
    let merged = try executeCommand(
      ["report", "merge"] + shards + ["--format", "json"], product: "contract-fixtures", in: CheckCrashTests.fixtures)
    #expect(merged.standardOutput == whole.standardOutput)

    // A baseline knows the crashes like any finding.
    let baseline = folder + "/baseline.json"
    let written = try check(["--against", dump, "--baseline", baseline, "--update-baseline"])
    #expect(written.exitCode == 0, "\(written.standardError)")
    #expect(try String(contentsOfFile: baseline, encoding: .utf8).contains("\"crash\""))
    let known = try check(["--against", dump, "--baseline", baseline])
    #expect(known.exitCode == 0, "\(known.standardOutput)\(known.standardError)")
  }

  /// A corpus run: the trap is a crash at its file, and the reflection check and the
  /// model-drift probes, which run after the check, neither trap again nor stop.
  @Test func aCorpusResponseThatTrapsIsACrashAndTheCorpusChecksGoOn() throws {
    let project = try ScratchProject(
      contracts: #"""
        [ { "id": "pets.trap", "schema": "pets/pet.schema.json", "type": "PetWithTrappingLookup",
            "corpus": ["trap/*.json"] } ]
        """#)
    try project.write("Corpus/trap/a.json", #"{"id": 1, "name": "Tom", "species": "cat"}"#)
    try project.write("Corpus/trap/b.json", #"{"id": 2, "name": "Polly", "species": "parrot"}"#)
    try project.write("Corpus/trap/c.json", #"{"id": 3, "name": "Rex", "species": "dog", "tag": "x"}"#)
    let result = try project.run(["check", "--format", "json"])
    #expect(result.exitCode == 1, "\(result.standardError)")
    let report = try parse(result.standardOutput)
    let located = findings(report).map {
      "\($0["kind"]?.stringValue ?? "") \($0["file"]?.stringValue ?? ""):\(int($0["line"]) ?? 0)"
    }
    #expect(located.contains("crash Corpus/trap/b.json:1"), "\(located)")
    #expect(located.contains("roundtrip-loss Corpus/trap/c.json:1"), "\(located)")
    // The probes ran (in their workers): changing a species to another the contract allows.
    #expect(int(report["summary"]?["responses"]) == 3)
  }
}
