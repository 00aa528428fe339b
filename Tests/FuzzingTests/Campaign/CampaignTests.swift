import Contracts
import Foundation
import JSONCore
import Reports
import Testing

@testable import Fuzzing

/// Whole campaigns, in process, over the pets fixtures: each planted weakness is found,
/// shrunk and saved; the same seed gives the same report; shards merge into the whole.
@Suite struct CampaignTests {
  @Test func findsEachPlantedWeaknessAndShrinksIt() throws {
    let pets = try PetsCampaign(contracts: ["pets.nickname", "pets.closed", "pets.tagged"])
    let (report, directory) = try pets.run(iterations: 300)
    func finding(_ contract: String, _ kind: Finding.Kind, _ pointer: String, _ text: String) -> Finding? {
      report.findings.first {
        $0.contract == contract && $0.kind == kind && $0.pointer?.description == pointer && $0.message.contains(text)
      }
    }
    // An optional field the model requires: found by dropping it, the contract allows that;
    // a payload the tool made that the model cannot read is model drift, as in `check`.
    let nickname = try #require(finding("pets.nickname", .modelDrift, "/nickname", "missing key 'nickname'"))
    #expect(nickname.message.contains("the contract allows"))
    #expect(nickname.evidence["operator"] == "drop-optional")
    // A closed Swift enum missing a case the contract has.
    let closed = try #require(
      finding("pets.closed", .modelDrift, "/species", #"unknown Species raw value "rabbit""#))
    #expect(closed.evidence["operators"] == "enum-known /species")
    // `tag` made required: both absent and null fail. Every recorded row carries the tag,
    // so its absence is folded into the contract's schema-gap note; the nullable tag keeps its
    // own warning.
    let folded = report.findings.filter { $0.contract == "pets.tagged" && $0.evidence["keys"] == "/*/tag" }
    #expect(folded.map(\.kind) == [.schemaGap] && folded.first?.severity == .note, "\(folded)")
    #expect(finding("pets.tagged", .modelDrift, "/0/tag", "null where the model requires String") != nil)

    // Shrunk: one mutation, and only what the failure needs is left of the payload.
    let path = try #require(nickname.evidence["reproducer"])
    let reproducer = try Reproducer.load(path: path)
    #expect(reproducer.chain.count == 1)
    #expect(reproducer.chain.first?.mutation.operatorName == "drop-optional")
    #expect(reproducer.verdict == .allowed)
    #expect(reproducer.outcome == .failed)
    #expect(json(reproducer.payload) == json(#"{"id": 9, "name": "Mog"}"#))
    #expect(path.hasPrefix(directory + "/reproducers/"))
    let payloadFile = path.replacingOccurrences(of: ".json", with: ".payload.json")
    #expect(FileManager.default.contents(atPath: payloadFile) == Data(reproducer.payload.utf8))
    #expect(nickname.source.file == payloadFile, "findings point into the saved payload")

    // The closed enum also fails on values outside the contract: a weakness with a reproducer.
    let unknown = try #require(report.matrix.row(contract: "pets.closed", operatorName: "enum-unknown"))
    let cell = try #require(unknown.pointers.first { $0.pointer == "/species" })
    #expect(cell.worst == .failed)
    #expect(cell.reproducer != nil)
    #expect(unknown.drift.failed > 0 && unknown.allowed.total == 0)
  }

  @Test func theSameSeedGivesTheSameReportAndAnotherSeedAnotherRandomPhase() throws {
    let pets = try PetsCampaign(contracts: ["pets.pet", "pets.closed"])
    let directory = NSTemporaryDirectory() + "fuzz-" + UUID().uuidString
    let (first, _) = try pets.run(iterations: 400, output: directory)
    try FileManager.default.removeItem(atPath: directory)
    let (second, _) = try pets.run(iterations: 400, output: directory)
    let same = first.json() == second.json()
    #expect(same, "two runs with seed 1 wrote different reports")
    #expect(first.summary.stacked > 0)
    let (other, _) = try pets.run(iterations: 400, seed: 2, output: directory + "-2")
    #expect(
      other.matrix.row(contract: "pets.pet", operatorName: "stacked")
        != first.matrix.row(contract: "pets.pet", operatorName: "stacked"))
  }

  @Test func systematicPhaseVisitsEveryKindOfMutationBeforeRepeats() throws {
    let pets = try PetsCampaign(contracts: ["pets.pet"])
    let plan = pets.plan()
    let contract = try #require(plan.contract("pets.pet"))
    #expect(contract.fixtures.count == 3, "two rows of list.json and the NDJSON record")
    var seen = Set<String>()
    var repeated = false
    for index in 0..<contract.systematicCount {
      let mutant = try #require(contract.mutant(index, seed: 1))
      #expect(!mutant.isStacked)
      let site = try #require(mutant.applied.first?.mutation)
      let key = site.kindKey
      if seen.contains(key) { repeated = true } else { #expect(!repeated, "\(key) came after a repeat") }
      seen.insert(key)
    }
    let first = (0..<12).compactMap { contract.mutant($0, seed: 1)?.applied.first?.mutation.operatorName }
    #expect(Set(first).count >= 8, "operators take turns: \(first)")
    let stacked = try #require(contract.mutant(contract.systematicCount + 5, seed: 1))
    #expect(stacked.isStacked)
    #expect(stacked.applied.count >= 1)
  }

  @Test func shardReportsMergeIntoTheWholeRun() throws {
    let pets = try PetsCampaign(contracts: ["pets.pet", "pets.closed", "pets.nickname"])
    let (whole, _) = try pets.run(iterations: 240)
    let (one, _) = try pets.run(iterations: 240, shard: Shard(index: 0, count: 2))
    let (two, _) = try pets.run(iterations: 240, shard: Shard(index: 1, count: 2))
    #expect(one.shard == "1/2")
    var merged = one
    merged.merge(two)
    // The shards ran exactly the whole run's mutants: the same matrix and counts (reproducers
    // are in each run's own folder).
    func withoutFolders(_ matrix: ResilienceMatrix) -> [ResilienceMatrix.Row] {
      matrix.sortedRows.map { row in
        var row = row
        for index in row.pointers.indices {
          row.pointers[index].reproducer = row.pointers[index].reproducer.map { ($0 as NSString).lastPathComponent }
        }
        return row
      }
    }
    let sameMatrix = withoutFolders(merged.matrix) == withoutFolders(whole.matrix)
    #expect(sameMatrix)
    let (mergedCounts, wholeCounts) = (merged.summary, whole.summary)
    #expect(mergedCounts.mutants == wholeCounts.mutants && mergedCounts.allowed == wholeCounts.allowed)
    #expect(mergedCounts.systematic == wholeCounts.systematic && mergedCounts.stacked == wholeCounts.stacked)
    #expect(merged.contracts.map(\.mutants) == whole.contracts.map(\.mutants))
    // Findings: each shard's, once each (a shard may shrink a failure class from another
    // first mutant than the whole run did, so the sets need not be equal).
    let fingerprints = merged.findings.map(\.fingerprint)
    #expect(Set(fingerprints).count == fingerprints.count)
    #expect(Set(fingerprints) == Set(one.findings.map(\.fingerprint)).union(two.findings.map(\.fingerprint)))
  }

  @Test func aResumedRunEndsWithTheReportOfAnUninterruptedOne() throws {
    let pets = try PetsCampaign(contracts: ["pets.pet", "pets.tagged"])
    let (whole, wholeDirectory) = try pets.run(iterations: 200)
    // Stop after the first batch (16 mutants), as a kill after a checkpoint would.
    let directory = NSTemporaryDirectory() + "fuzz-" + UUID().uuidString
    let configuration = CampaignConfiguration(
      seed: 1, iterations: 200, duration: nil, batchSize: 16, outputDirectory: directory, checkpointInterval: 0,
      toolVersion: "test", contracts: pets.contractIDs)
    let first = try Campaign(
      plan: pets.plan(), bindings: pets.checkRun.bindings, executor: pets.executor, configuration: configuration)
    var batches = 0
    let partial = first.run(shouldStop: {
      batches += 1
      return batches > 1
    })
    let (interrupted, done) = (partial.interrupted, partial.summary.mutants)
    #expect(interrupted)
    #expect(done == 16)
    let state = try #require(try Campaign.loadCheckpoint(from: directory))
    #expect(state.nextStep == 16)
    let (resumed, _) = try pets.run(iterations: 200, resume: state, output: directory)
    let same = resumed.json() == whole.json().replacingOccurrences(of: wholeDirectory, with: directory)
    #expect(same, "the resumed report differs from the uninterrupted one")
    let stillInterrupted = resumed.interrupted
    #expect(!stillInterrupted)
  }

  @Test func aCheckpointOfAnotherRunIsRefused() throws {
    let pets = try PetsCampaign(contracts: ["pets.pet"])
    let directory = NSTemporaryDirectory() + "fuzz-" + UUID().uuidString
    _ = try pets.run(iterations: 20, output: directory)
    let state = try #require(try Campaign.loadCheckpoint(from: directory))
    #expect(throws: ConfigurationError.self) { try pets.run(iterations: 20, seed: 9, resume: state, output: directory) }
  }
}
