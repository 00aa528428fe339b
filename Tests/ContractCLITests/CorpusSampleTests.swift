import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// The findings about the models rather than the responses (the reflection check, the
/// model-drift probes) come from the first responses of each contract, which the check
/// samples as it reads the corpus: the first 50 responses (reflection) or 100 rows (probes)
/// in reading order, however the supervised check splits the run (a model that traps), on
/// any `--jobs`, and for a sharded run once, in the first shard's report.
@Suite struct CorpusSampleTests {
  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func int(_ value: JSONValue?) -> Int64? { value?.numberValue?.int64 }

  /// A corpus log of 201 `forgotten` responses (`PetWithForgottenKey` never decodes
  /// `photo_url`) with a response that traps `pets.trap`'s model at line 25 and, at line 203,
  /// one of `nick` (whose model requires the `nickname` its contract leaves optional): only
  /// the responses at `photoLines` have a `photo_url`.
  private func project(photoLines: Set<Int>) throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: #"""
        [ { "id": "pets.trap", "schema": "pets/pet.schema.json", "type": "PetWithTrappingLookup" },
          { "id": "forgotten", "type": "PetWithForgottenKey" },
          { "id": "nick", "schema": "pets/pet.schema.json#/$defs/petWithOptionalNickname",
            "type": "PetRequiringNickname" } ]
        """#, recordings: ["logs/*.ndjson"])
    var lines: [String] = []
    for line in 1...203 {
      if line == 25 {
        lines.append(
          #"{"contract": "pets.trap", "status": 200, "body": {"id": 1, "name": "Polly", "species": "parrot"}}"#)
        continue
      }
      if line == 203 {
        lines.append(#"{"contract": "nick", "status": 200, "body": {"id": 2, "name": "Bo", "nickname": "B"}}"#)
        continue
      }
      let photo = photoLines.contains(line) ? #", "photo_url": "https://pets.example/\#(line).jpg""# : ""
      lines.append(#"{"contract": "forgotten", "status": 200, "body": {"id": \#(line), "name": "Rex"\#(photo)}}"#)
    }
    try project.write("Corpus/logs/api.ndjson", lines.joined(separator: "\n") + "\n")
    return project
  }

  /// The reflection findings of a run: `property line`.
  private func reflected(_ report: JSONValue) -> [String] {
    (report["findings"]?.arrayValue ?? []).filter { $0["evidence"]?["cause"] == "never-decoded" }.map {
      "\($0["evidence"]?["property"]?.stringValue ?? "") \(int($0["line"]) ?? 0)"
    }
  }

  private func check(_ project: ScratchProject, _ arguments: [String] = []) throws -> JSONValue {
    let result = try project.run(["check", "--format", "json"] + arguments)
    #expect(result.exitCode == 1, "\(result.standardError)")
    return try parse(result.standardOutput)
  }

  /// The reflection check reads the first 50 responses of a contract, counted across the parts.
  ///
  /// Line 51 is the 50th `forgotten` response (line 25 is the trap's): read. Line 52 is the
  /// 51st: not read, though the child that checks it after the trap has seen only 26.
  @Test(arguments: [1, 2])
  func theReflectionCheckReadsEachContractsFirstResponsesAcrossTheCheckParts(jobs: Int) throws {
    let read = try check(try project(photoLines: [51, 52]), ["--jobs", String(jobs)])
    #expect(reflected(read) == ["PetWithForgottenKey.photoURL 51"])
    let crashes = (read["findings"]?.arrayValue ?? []).filter { $0["kind"] == "crash" }
    #expect(crashes.map { int($0["line"]) } == [25])
    #expect(int(read["summary"]?["responses"]) == 203)

    let unread = try check(try project(photoLines: [52]), ["--jobs", String(jobs)])
    #expect(reflected(unread) == [])
  }

  /// The first shard reports the sample's findings, of the whole corpus, and the others do not:
  /// the merged report is the unsharded run's.
  @Test func aShardedRunReportsTheSampleOnceInItsFirstShard() throws {
    let project = try project(photoLines: [7, 150])
    let whole = try project.run(["check", "--format", "json"])
    #expect(whole.exitCode == 1, "\(whole.standardError)")
    var parts: [String] = []
    for index in 1...2 {
      let part = try project.run(["check", "--format", "json", "--shard", "\(index)/2"])
      #expect(part.exitCode == 1 || part.exitCode == 0, "\(part.standardError)")
      try project.write("shard-\(index).json", part.standardOutput)
      parts.append("shard-\(index).json")
      // Findings about the models: the first shard's, whichever shard holds their responses.
      let drift = (try parse(part.standardOutput)["findings"]?.arrayValue ?? []).filter { $0["kind"] == "model-drift" }
      #expect(drift.isEmpty == (index == 2), "shard \(index): \(drift)")
    }
    let merged = try project.run(["report", "merge", "--format", "json"] + parts)
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    func findings(_ text: String) throws -> [String] {
      (try parse(text)["findings"]?.arrayValue ?? []).map {
        "\($0["kind"]?.stringValue ?? "") \($0["fingerprint"]?.stringValue ?? "") \(int($0["line"]) ?? 0)"
      }
    }
    #expect(try findings(merged.standardOutput) == findings(whole.standardOutput))
    #expect(reflected(try parse(whole.standardOutput)) == ["PetWithForgottenKey.photoURL 7"])
    // The probes started from the response the check sampled: the nickname dropped, as the
    // contract allows, and the model cannot read it. Every sampled response carries the
    // nickname, so the probe is folded into the contract's schema-gap note, placed at that
    // response.
    let probes = (try parse(whole.standardOutput)["findings"]?.arrayValue ?? []).filter {
      $0["kind"] == "schema-gap" && $0["evidence"]?["keys"] != nil
    }
    #expect(
      probes.map { "\($0["evidence"]?["keys"]?.stringValue ?? "") \(int($0["line"]) ?? 0)" } == [
        "/nickname 203"
      ])
  }
}
