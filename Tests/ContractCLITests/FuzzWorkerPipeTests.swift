import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// Rows of 20 KB and more (issue #10, item 8): a burst of requests and the worker's answers
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
    let process = Process()
    process.executableURL = try productURL("contract-fixtures")
    process.arguments = ["fuzz", "--iterations", "1000000", "--out", "out", "--format", "json"]
    process.currentDirectoryURL = URL(fileURLWithPath: project.root)
    var environment = ProcessInfo.processInfo.environment
    // Held after the checkpoint it writes at its start, before any mutant runs.
    environment["CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT"] = "0"
    process.environment = environment
    let errors = Pipe()
    let output = Pipe()
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("holding after checkpoint 0") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said.append(chunk)
    }
    let checkpoint = try JanssonParser.parse(Array(try project.read("out/checkpoint.json").utf8)).value
    #expect(checkpoint["nextStep"] == 0, "written before the first mutant")
    kill(process.processIdentifier, SIGTERM)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    let report = try JanssonParser.parse(Array(text.utf8)).value
    #expect(report["interrupted"] == true)
    #expect(report["summary"]?["mutants"] == 0)
    #expect(FileManager.default.fileExists(atPath: project.path("out/report.json")))
  }
}
