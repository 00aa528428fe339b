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
    try folder.write(
      #"{"id": 1, "name": "Rex", "species": "dog", "born_at": "2024-03-15T10:30:00Z"}"#, to: "Corpus/a.json")
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
    #expect(
      text.standardOutput.contains("refuses fraction digits such as \"2024-03-15T10:30:00.123Z\"'s"),
      "\(text.standardOutput)")
  }

  /// Recorded timestamps without fraction digits, a contract whose `date-time` allows them:
  /// `fuzz` sends them, this platform's `.iso8601` reads them (the mutant survives here), and
  /// Apple's refuses them: one warning for the profile, with the mutation and a reproducer.
  @Test func fuzzSaysWhatApplesISO8601RefusesOfWhatTheContractAllows() throws {
    let folder = try TemporaryFolder()
    let schema = try String(
      contentsOfFile: CheckCommandTests.fixtures + "/Contracts/pets/pet.schema.json", encoding: .utf8)
    try folder.write(schema, to: "Contracts/pet.schema.json")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pets.iso", "schema": "pet.schema.json#/$defs/datedPet", "type": "PetWithStrictDate", "profile": "iso8601", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(#"{"id": 1, "name": "Rex", "born_at": "2024-03-15T10:30:00Z"}"#, to: "Corpus/a.json")
    let output = try executeCommand(
      ["fuzz", "--iterations", "200", "--out", folder.path + "/out", "--format", "json"], product: "contract-fixtures",
      in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let refused = (report["findings"]?.arrayValue ?? []).filter { $0["evidence"]?["strategy"] == "iso8601" }
    #expect(refused.count == 1, "\(report["findings"] ?? .null)")
    let finding = try #require(refused.first)
    #expect(finding["kind"] == "decode-failure" && finding["severity"] == "warning")
    #expect(finding["evidence"]?["operators"] == "date-format /born_at", "\(finding)")
    #expect(
      finding["message"]?.stringValue?.contains("Apple's Foundation has read `.iso8601` as ISO8601DateFormatter's")
        == true)
    let reproducer = try #require(finding["evidence"]?["reproducer"]?.stringValue)
    #expect(FileManager.default.fileExists(atPath: reproducer), "\(reproducer)")
    // Replayed, it survives here and says what Apple's `.iso8601` does with it.
    let replay = try executeCommand(["replay", reproducer], product: "contract-fixtures", in: folder.path)
    #expect(replay.standardOutput.contains("outcome: survived"), "\(replay.standardOutput)")
    #expect(replay.standardOutput.contains("decode-failure /born_at: PetWithStrictDate decodes this response"))
    #expect(replay.standardOutput.hasSuffix("reproduced\n"))
    // As a test: its fixture is a response `check` finds that finding in, so the test fails
    // until the profile reads fraction digits on Apple platforms.
    let tests = folder.path + "/Regressions"
    let emitted = try executeCommand(
      ["replay", reproducer, "--emit-test", tests], product: "contract-fixtures", in: folder.path)
    #expect(!emitted.standardError.contains("no test written"), "\(emitted.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: tests).filter { $0.hasSuffix(".swift") }
    #expect(names == ["PetWithStrictDateDecodeFailureBornAt.swift"], "\(names)")
    let source = try String(contentsOfFile: tests + "/" + (names.first ?? ""), encoding: .utf8)
    let fingerprint = try #require(
      source.split(separator: "\"").first { $0.count == 16 && $0.allSatisfy(\.isHexDigit) }, "\(source)")
    let recheck = try executeCommand(
      ["check", "--against", tests + "/Fixtures/PetWithStrictDateDecodeFailureBornAt.ndjson", "--format", "json"],
      product: "contract-fixtures", in: folder.path)
    let found = try JanssonParser.parse(Array(recheck.standardOutput.utf8)).value["findings"]?.arrayValue ?? []
    #expect(found.contains { $0["fingerprint"]?.stringValue == String(fingerprint) }, "\(found)\n\(source)")
  }
}
