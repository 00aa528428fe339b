import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// A model that never finishes decoding a response, run as the built fixture runner.
///
/// `PetWithWaitingName` waits for a name, and `Fixtures/pets/hang-dump` sends it an empty one
/// on lines 3 and 6. With `check --timeout 1`, each hang is a `crash` finding at its response,
/// the worker checking it is killed, and every other response is checked as in a run no model
/// holds up. Nothing here is timed: the runs finish, and their reports are compared.
@Suite struct CheckHangTests {
  static let fixtures = CheckCommandTests.fixtures

  private func check(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(["check"] + arguments, product: "contract-fixtures", in: CheckHangTests.fixtures)
  }

  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func findings(_ report: JSONValue) -> [JSONValue] { report["findings"]?.arrayValue ?? [] }

  private func int(_ value: JSONValue?) -> Int64? { value?.numberValue?.int64 }

  private func line(_ finding: JSONValue) -> String {
    "\(finding["file"]?.stringValue ?? ""):\(int(finding["line"]) ?? 0)"
  }

  @Test(arguments: [1, 2])
  func aHangIsACrashFindingAtItsResponseAndTheRestIsChecked(jobs: Int) throws {
    let result = try check(["--against", "hang-dump", "--timeout", "1", "--jobs", String(jobs), "--format", "json"])
    #expect(result.exitCode == 1, "\(result.standardError)")
    let report = try parse(result.standardOutput)
    let crashes = findings(report).filter { $0["kind"] == "crash" }
    #expect(crashes.map(line) == ["hang-dump/logs/api.ndjson:3", "hang-dump/logs/api.ndjson:6"])
    for crash in crashes {
      #expect(crash["contract"] == "pets.waiting")
      #expect(crash["pointer"] == "")
      #expect(
        crash["message"]
          == "PetWithWaitingName did not finish decoding this response within 1 s; the worker was killed")
      #expect(crash["evidence"]?["timeout"] == "1 s")
    }
    // Line 6 breaks its contract too: the stages that run no model code still report it.
    let line6 = findings(report).filter { int($0["line"]) == 6 }.map { $0["kind"]?.stringValue }
    #expect(line6 == ["schema-violation", "crash"])
    // Every response was checked: seven lines and one file.
    #expect(int(report["summary"]?["responses"]) == 8)
    let waiting = (report["contracts"]?.arrayValue ?? []).first { $0["id"] == "pets.waiting" }
    #expect(int(waiting?["responses"]) == 5)
    #expect(int(waiting?["decoded"]) == 3)
    #expect(int(waiting?["decodeFailed"]) == 2)
    // What comes after the hangs: the closed enum of line 4, the dropped nickname of line 5
    // and of the JSON file read after the log, the dropped tag of line 7.
    let after = findings(report).filter { $0["kind"] != "crash" }.map {
      "\($0["kind"]?.stringValue ?? "") \(line($0))"
    }
    #expect(after.contains("decode-failure hang-dump/logs/api.ndjson:4"), "\(after)")
    #expect(after.contains("roundtrip-loss hang-dump/logs/api.ndjson:5"), "\(after)")
    #expect(after.contains("roundtrip-loss hang-dump/logs/api.ndjson:7"), "\(after)")
    #expect(after.contains("roundtrip-loss hang-dump/waiting/later.json:1"), "\(after)")
  }

  /// The report is a run no model holds up (the same dump with names), plus the crash
  /// findings: the same findings in the same order, the same counts.
  @Test(arguments: [1, 2])
  func theReportIsTheUnheldRunsPlusTheCrashes(jobs: Int) throws {
    let hanging = try fixtureDumpCopy("hang-dump")
    let harmless = try fixtureDumpCopy("hang-dump") {
      $0.replacingOccurrences(of: #""id": 15, "name": """#, with: #""id": 15, "name": "Lucky""#)
        .replacingOccurrences(of: #""id": 17, "name": """#, with: #""id": 17, "name": "Pozzo""#)
    }
    let held = try check(["--against", hanging, "--timeout", "1", "--format", "json", "--jobs", String(jobs)])
    let unheld = try check(["--against", harmless, "--timeout", "1", "--format", "json", "--jobs", String(jobs)])
    #expect(held.exitCode == 1, "\(held.standardError)")
    #expect(unheld.exitCode == 1, "\(unheld.standardError)")
    let heldReport = try parse(held.standardOutput)
    let unheldReport = try parse(unheld.standardOutput)
    // The hung responses' own findings differ (a crash there; the model's findings here).
    let hungLines: Set<Int64> = [3, 6]
    func comparable(_ report: JSONValue, in dump: String) -> [String] {
      findings(report).filter {
        !($0["file"]?.stringValue?.hasSuffix("api.ndjson") == true && hungLines.contains(int($0["line"]) ?? 0))
      }
      .map { JSONWriter().string($0).replacingOccurrences(of: dump, with: "DUMP") }
    }
    #expect(comparable(heldReport, in: hanging) == comparable(unheldReport, in: harmless))
    #expect(!comparable(heldReport, in: hanging).isEmpty)
    #expect(int(heldReport["summary"]?["responses"]) == int(unheldReport["summary"]?["responses"]))
    #expect(findings(unheldReport).filter { $0["kind"] == "crash" }.isEmpty)
    let crashes = findings(heldReport).filter { $0["kind"] == "crash" }.map { int($0["line"]) }
    #expect(crashes == [3, 6])
  }

  /// `--jobs 2`, `--shard` and `report merge` see the same hangs; the text report names them.
  @Test func jobsAndShardsSeeTheSameHangs() throws {
    let dump = try fixtureDumpCopy("hang-dump")
    let whole = try check(["--against", dump, "--timeout", "1", "--format", "json"])
    let twoJobs = try check(["--against", dump, "--timeout", "1", "--format", "json", "--jobs", "2"])
    #expect(twoJobs.standardOutput == whole.standardOutput)

    let folder = (dump as NSString).deletingLastPathComponent
    var shards: [String] = []
    for index in 1...2 {
      let file = folder + "/shard-\(index).json"
      let shard = try check([
        "--against", dump, "--timeout", "1", "--format", "json", "--shard", "\(index)/2", "--output", file,
      ])
      #expect(shard.exitCode == 0 || shard.exitCode == 1, "\(shard.standardError)")
      shards.append(file)
    }
    let merged = try executeCommand(
      ["report", "merge"] + shards + ["--format", "json"], product: "contract-fixtures", in: CheckHangTests.fixtures)
    #expect(merged.standardOutput == whole.standardOutput)
  }

  @Test func timeoutUsageErrors() throws {
    for bad in ["0", "-1", "soon", "inf"] {
      let result = try check(["--against", "hang-dump", "--timeout", bad])
      #expect(result.exitCode == 2, "--timeout \(bad)")
      #expect(result.standardError.contains("--timeout takes a number of seconds above 0, not '\(bad)'"))
    }
  }

  /// A response whose checks run past `--timeout` where no model runs (a contract without a
  /// model, a body of many megabytes, a timeout far below its parse) is not a model's hang:
  /// the run stops and says which response and what to do, rather than blaming a model.
  @Test func checksWithNoModelThatRunPastTheTimeoutSayWhereAndWhatToDo() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "envelope": "array" } ]
        """)
    let row = #"{"id": 1, "name": "Rex", "species": "dog"}"#
    let body = "[" + Array(repeating: row, count: 200_000).joined(separator: ",") + "]"
    try project.write("dump/pets.ndjson", #"{"contract": "pets.pet", "status": 200, "body": \#(body)}"# + "\n")
    let output = try project.run(["check", "--against", "dump", "--timeout", "0.01"])
    #expect(output.exitCode == 3, "\(output.standardError)")
    #expect(
      output.standardError.contains(
        "the checks of a response no model reads ran past --timeout 0.01 s (input file 1, record 1): run again with a larger --timeout"
      ), "\(output.standardError)")
  }
}
