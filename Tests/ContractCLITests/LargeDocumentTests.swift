import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// One large JSON document with findings in every row (issue #10, item 5): the listed
/// occurrences are located exactly, the rest counted, and locating costs one pass over the
/// document (the time itself is measured by `scripts/bench document`, not here).
@Suite struct LargeDocumentTests {
  @Test func everyRowsFindingIsCountedAndTheListedOnesLocatedExactly() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    let rows = 20_000
    // One row per line after the opening bracket, so row i is on line i + 2; every row has a
    // key the model drops, and every third row, placed further right by a multi-byte name, a
    // value the contract forbids.
    var text = "[\n"
    for row in 0..<rows {
      let name = row % 3 == 0 ? "Ré\(row)" : "R\(row)"
      let id = row % 3 == 0 ? "0" : "\(row + 1)"
      text += #"{"id": \#(id), "name": "\#(name)", "species": "dog", "legacy": \#(row)}"#
      text += row == rows - 1 ? "\n" : ",\n"
    }
    try project.write("dump/pets/page.json", text + "]\n")

    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let findings = report["findings"]?.arrayValue ?? []
    let dropped = findings.filter { $0["kind"] == "roundtrip-loss" && $0["evidence"]?["difference"] == "key-dropped" }
    let invalid = findings.filter { $0["kind"] == "schema-violation" }
    #expect(dropped.count == 25 && invalid.count == 25, "the first 25 occurrences of each are listed")
    for finding in dropped + invalid {
      let pointer = try #require(finding["pointer"]?.stringValue)
      let row = try #require(Int(pointer.split(separator: "/")[0]))
      let line = row + 2
      // Columns count scalars: "é" is one.
      let prefix = finding["kind"] == "schema-violation" ? #"{"id": "# : #"{"id": \#(row % 3 == 0 ? "0" : "\(row + 1)"), "name": "\#(row % 3 == 0 ? "Ré\(row)" : "R\(row)")", "species": "dog", "legacy": "#
      #expect(finding["line"] == .number(JSONNumber(line)), "\(pointer)")
      #expect(finding["column"] == .number(JSONNumber(prefix.count + 1)), "\(pointer)")
    }
    #expect(dropped.map { $0["pointer"]?.stringValue } == (0..<25).map { "/\($0)/legacy" })
    let summary = try #require(report["summary"])
    #expect(summary["warnings"] == .number(JSONNumber(rows)), "every row's dropped key is counted")
    #expect(summary["errors"] == .number(JSONNumber((rows + 2) / 3)))
  }
}
