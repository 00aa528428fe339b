import ContractTesting
import Foundation
import Testing

/// The same input gives the same report in every process (issue #10, item 9), even where a
/// message quotes what the model's encoder wrote, whose key order on Linux is a
/// `Dictionary`'s and changes with each process's hash seed.
@Suite struct DeterministicOutputTests {
  @Test func encoderOutputIsQuotedWithSortedKeysSoReportsAndBaselinesRepeat() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.owned", "type": "PetWithDefaultOwner", "corpus": ["owned/*.json"] } ]
        """)
    try project.write("Corpus/owned/rex.json", #"{"id": 1, "name": "Rex"}"#)
    var reports: Set<String> = []
    var baselines: Set<String> = []
    for run in 0..<6 {
      let output = try project.run(["check", "--format", "json"])
      #expect(output.exitCode == 0, "\(output.standardError)")
      reports.insert(output.standardOutput)
      let baseline = try project.run(["check", "--baseline", "baseline-\(run).json", "--update-baseline"])
      #expect(baseline.exitCode == 0, "\(baseline.standardError)")
      baselines.insert(try project.read("baseline-\(run).json"))
    }
    #expect(reports.count == 1, "six processes, one report")
    #expect(baselines.count == 1, "six processes, one baseline")
    let owner = #"{\"city\":\"nowhere\",\"email\":\"a@b.c\",\"name\":\"unknown\",\"phone\":\"none\",\"since\":0}"#
    #expect(reports.first?.contains(owner) == true, "\(reports.first ?? "")")
  }
}
