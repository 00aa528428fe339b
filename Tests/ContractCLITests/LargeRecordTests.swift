import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// NDJSON records larger than the size from which a line is no longer parsed just to find its
/// envelope (4 MB, `NDJSONReader.largeLine`) read as small ones do: an envelope's body is
/// checked against its route's contract, a bare body is a response of its own, and a line
/// that is not JSON outside its body is a parse error at its line (issue #31, item 8).
@Suite struct LargeRecordTests {
  @Test func largeEnvelopesBareBodiesAndBrokenLinesReadAsSmallOnes() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "routes": ["GET /pets"], "envelope": "array" } ]
        """)
    let rows = 70_000
    // Every row has a key the model drops; row 7 breaks the contract.
    let body =
      "["
      + (0..<rows).map { row in
        #"{"id": \#(row == 7 ? "0" : String(row + 1)), "name": "Rex \#(row)", "species": "dog", "legacy": \#(row)}"#
      }.joined(separator: ",") + "]"
    #expect(body.utf8.count > 4 << 20, "each record is above the size where envelopes are scanned, not parsed")
    let records = [
      #"{"route": "GET /pets?apikey=1", "status": 200, "body": "# + body + "}",
      body,
      #"{"route": "GET /pets", "status": 200 "body": "# + body + "}",
      #"{"body": "# + body + #", "route": "GET /pets", "status": 200}"#,
    ]
    try project.write("dump/log.ndjson", records.joined(separator: "\n") + "\n")

    let output = try project.run(["check", "--against", "dump", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let findings = report["findings"]?.arrayValue ?? []
    func lines(of kind: String) -> [Int64] {
      findings.filter { $0["kind"]?.stringValue == kind }.compactMap { $0["line"]?.numberValue?.int64 }
    }
    #expect(report["summary"]?["responses"] == 4)
    // Both envelopes (body last, body first) are checked as pets.pet responses.
    #expect(Set(lines(of: "schema-violation")) == [1, 4])
    #expect(findings.contains { $0["kind"] == "schema-violation" && $0["pointer"] == "/7/id" })
    #expect(report["summary"]?["warnings"] == .number(JSONNumber(2 * rows)), "every row's dropped key, twice")
    // The bare body names no contract; the broken envelope is not JSON.
    #expect(lines(of: "unmapped") == [2, 3], "as a small line, a broken one is read as a bare body")
    #expect(lines(of: "parse-error") == [3])
    let pets = (report["contracts"]?.arrayValue ?? []).first { $0["id"] == "pets.pet" }
    #expect(pets?["responses"] == 2)
  }
}
