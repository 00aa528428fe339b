import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract check` with the `iso8601` profile, on the built binary: a recorded timestamp with
/// fraction digits, read here, is a warning about Apple's `.iso8601`, once per contract.
@Suite struct AppleISO8601CheckTests {
  @Test func aFractionalTimestampUnderISO8601IsOneWarningAndTheRunGoesOn() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pets.iso", "type": "Pet", "profile": "iso8601", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(#"{"id": 1, "name": "Rex", "species": "dog", "born_at": "2024-03-15T10:30:00Z"}"#, to: "Corpus/a.json")
    try folder.write(
      #"{"id": 2, "name": "Bo", "species": "cat", "born_at": "2024-03-15T10:30:00.123Z"}"#, to: "Corpus/b.json")
    try folder.write(
      #"{"id": 3, "name": "Mog", "species": "cat", "born_at": "2024-03-16T08:00:00.5+01:00"}"#, to: "Corpus/c.json")
    try folder.write("{\"id\": 4, \"name\": \"Kit\"", to: "Corpus/d.json")
    let output = try executeCommand(["check", "--format", "json"], product: "contract-fixtures", in: folder.path)
    // Warnings, and one located parse error: the truncated response.
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let findings = report["findings"]?.arrayValue ?? []
    let refused = findings.filter { $0["evidence"]?["strategy"] == "iso8601" }
    #expect(refused.count == 2, "\(findings)")
    #expect(refused.allSatisfy { $0["kind"] == "decode-failure" && $0["severity"] == "warning" })
    #expect(refused.first?["pointer"] == "/born_at")
    #expect(refused.first?["file"] == "../Corpus/b.json" || refused.first?["file"] == "Corpus/b.json", "\(refused)")
    // One fingerprint: one decoder reads every date of the contract.
    #expect(Set(refused.compactMap { $0["fingerprint"]?.stringValue }).count == 1)
    #expect(findings.contains { $0["kind"] == "parse-error" })

    let text = try executeCommand(["check"], product: "contract-fixtures", in: folder.path)
    #expect(text.standardOutput.contains("refuses fraction digits such as \"2024-03-15T10:30:00.123Z\"'s"), "\(text.standardOutput)")
  }
}
