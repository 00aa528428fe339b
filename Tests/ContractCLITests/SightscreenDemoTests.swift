import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// The shipped `contract` binary on the Sightscreen system: the demo dump's planted drift is
/// found at its pointers, and a contract's `maxBytes` is checked and validated.
@Suite struct SightscreenDemoTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  private func findings(_ report: JSONValue, contract: String) -> [JSONValue] {
    (report["findings"]?.arrayValue ?? []).filter { $0["contract"]?.stringValue == contract }
  }

  private func has(
    _ findings: [JSONValue], _ kind: String, at pointer: String, file: String, line: Int? = nil, message: String
  ) -> Bool {
    findings.contains {
      $0["kind"]?.stringValue == kind && $0["pointer"]?.stringValue == pointer
        && $0["file"]?.stringValue?.hasSuffix(file) == true
        && (line == nil || $0["line"]?.numberValue?.int64 == Int64(line ?? 0))
        && $0["message"]?.stringValue?.contains(message) == true
    }
  }

  @Test func demoDumpDriftIsFoundAtItsPointers() throws {
    let output = try executeCommand(
      ["check", "--against", "Corpus/demo/sightscreen-dump", "--format", "json"], in: Self.packageRoot)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let push = findings(report, contract: "sightscreen.push")
    let apns = "sightscreen/logs/apns-2026-01-23.ndjson"
    // a: a new MatchPhase raw value.
    #expect(
      has(
        push, "schema-violation", at: "/aps/content-state/displayState/phase", file: apns, line: 2,
        message: "'rain_delay' is not one of"))
    #expect(
      has(
        push, "decode-failure", at: "/aps/content-state/displayState/phase", file: apns, line: 2,
        message: #"unknown MatchPhase raw value "rain_delay""#))
    // b: an ISO string where ActivityKit reads a number.
    #expect(
      has(
        push, "schema-violation", at: "/aps/content-state/updatedAt", file: apns, line: 3,
        message: "expected number, got string"))
    #expect(
      has(
        push, "decode-failure", at: "/aps/content-state/updatedAt", file: apns, line: 3,
        message: "expected Double, found string"))
    // c: over APNs's 4 KB.
    #expect(
      has(
        push, "schema-violation", at: "", file: "pushes/push-to-start-match-031-2026-01-23.json",
        message: "over the contract's maxBytes of 4096"))
    // d: a snake_case key.
    let follow = findings(report, contract: "sightscreen.follow")
    let followFile = "sightscreen/follow/follow-live-match-031-2026-01-23.json"
    #expect(has(follow, "schema-violation", at: "/match_id", file: followFile, message: "'match_id' is not allowed"))
    #expect(has(follow, "decode-failure", at: "/matchId", file: followFile, message: "missing key 'matchId'"))
    // e and f: what the quicktype models lose on the way back.
    let follows = findings(report, contract: "sightscreen.follows")
    #expect(
      has(
        follows, "roundtrip-loss", at: "/follows/1/supportedTeamId", file: "follows/startup-2026-01-23.json",
        message: "null became an absent key"))
    #expect(
      has(
        follows, "roundtrip-loss", at: "/reconciledAt", file: "logs/api-2026-01-23.ndjson", line: 2,
        message: "fractional seconds lost"))
    // The clean control lines carry no error.
    let errors = (report["findings"]?.arrayValue ?? []).filter { $0["severity"]?.stringValue == "error" }
    #expect(errors.count == 8, "\(errors.map { $0["pointer"]?.stringValue ?? "" })")
    // The test tokens of the envelopes' headers never reach the report.
    #expect(!output.standardOutput.contains("eyJhbGciOiJub25l"))
  }

  @Test func listShowsBothSystems() throws {
    let output = try executeCommand(["list"], in: Self.packageRoot)
    #expect(output.exitCode == 0)
    for id in ["chapter.course", "sightscreen.push", "sightscreen.schedule", "sightscreen.follow"] {
      #expect(output.standardOutput.contains(id))
    }
    #expect(output.standardOutput.contains("activitykit"))
  }

  /// A throwaway project: a schema-less contract with a size limit, and two responses.
  private func project(maxBytes: String) throws -> String {
    let directory = NSTemporaryDirectory() + "maxbytes-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/Contracts", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: directory + "/Corpus/tiny", withIntermediateDirectories: true)
    try Data(#"{"contracts": [{"id": "tiny", "corpus": ["tiny/*.json"], "maxBytes": \#(maxBytes)}]}"#.utf8)
      .write(to: URL(fileURLWithPath: directory + "/Contracts/contracts.json"))
    try Data(#"{"a":1}"#.utf8).write(to: URL(fileURLWithPath: directory + "/Corpus/tiny/small.json"))
    try Data(#"{"name":"far too long"}"#.utf8).write(to: URL(fileURLWithPath: directory + "/Corpus/tiny/large.json"))
    return directory
  }

  @Test func aBodyOverMaxBytesIsASchemaViolationAtTheRoot() throws {
    let output = try executeCommand(
      ["check", "--format", "json"], product: "contract-fixtures", in: project(maxBytes: "10"))
    #expect(output.exitCode == 1)
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let violations = (report["findings"]?.arrayValue ?? []).filter { $0["kind"]?.stringValue == "schema-violation" }
    #expect(violations.count == 1)
    #expect(violations.first?["pointer"]?.stringValue == "")
    #expect(violations.first?["file"]?.stringValue?.hasSuffix("tiny/large.json") == true)
    #expect(
      violations.first?["message"]?.stringValue == "the body is 23 bytes, over the contract's maxBytes of 10 (by 13)")
  }

  @Test(arguments: [#""4k""#, "0", "-1", "12.5"])
  func aBadMaxBytesIsALocatedConfigurationError(value: String) throws {
    let output = try executeCommand(["check"], product: "contract-fixtures", in: project(maxBytes: value))
    #expect(output.exitCode == 2)
    #expect(
      output.standardError
        == "contract check: Contracts/contracts.json:1:70: \"maxBytes\" must be a positive integer (a size in bytes) (at /contracts/0/maxBytes)\n"
    )
  }
}
