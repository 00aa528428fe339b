import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// Rows of 20 KB and more (issue #10, item 8).
///
/// A burst of requests and the worker's answers
/// are each more than a pipe holds, so a parent that only writes, then only reads, and a
/// worker that writes its answers, block each other for ever. The campaign must finish.
@Suite struct FuzzWorkerPipeTests {
  @Test func aCampaignOnRowsLargerThanThePipeBufferFinishes() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    let long = String(repeating: "n", count: 25_000)
    let rows = (1...3).map { id in
      #"{"id": \#(id), "name": "\#(long)", "tag": "\#(long)", "species": "dog", "born_at": null, "notes": ["\#(long)"]}"#
    }
    try project.write("Corpus/pets/big.json", "[" + rows.joined(separator: ",") + "]")
    #expect(rows[0].utf8.count > 20_000)
    let output = try project.run(["fuzz", "--iterations", "1000", "--out", "out", "--format", "json", "--jobs", "2"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    #expect(report["summary"]?["mutants"] == 1000)
    #expect(FileManager.default.fileExists(atPath: project.path("out/checkpoint.json")))
  }

  /// The out folder and a checkpoint are there from the start, and SIGTERM ends the run with
  /// its report, as Ctrl-C does.
  @Test func theOutFolderAndACheckpointExistFromTheStartAndSIGTERMStopsCleanly() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog", "tag": null}]"#)
    // Held after the checkpoint it writes at its start, before any mutant runs.
    let run = try HeldFuzzRun(
      ["fuzz", "--iterations", "1000000", "--out", "out", "--format", "json"], product: "contract-fixtures",
      in: project.root, holdingAfter: 0)
    let checkpoint = try JanssonParser.parse(Array(try project.read("out/checkpoint.json").utf8)).value
    #expect(checkpoint["nextStep"] == 0, "written before the first mutant")
    let (text, _) = run.stop(with: SIGTERM)
    #expect(run.process.terminationReason == .exit)
    let report = try JanssonParser.parse(Array(text.utf8)).value
    #expect(report["interrupted"] == true)
    #expect(report["summary"]?["mutants"] == 0)
    #expect(FileManager.default.fileExists(atPath: project.path("out/report.json")))
  }
}
