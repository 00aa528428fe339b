import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract coverage`, run as the built `contract` on the shipped contracts, corpus and a
/// planted dump.
@Suite struct CoverageCommandTests {
  static let root = DiffCommandTests.packageRoot

  private func coverage(_ arguments: [String], in directory: String = CoverageCommandTests.root) throws
    -> CommandOutput
  {
    try executeCommand(["coverage"] + arguments, in: directory)
  }

  /// The shipped corpus's figures, as the README explains them: they change only when the
  /// corpus, the contracts or what counts as an item does.
  @Test func shippedCorpusFigures() throws {
    let output = try coverage([])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(
      lines.last == "coverage 43.2%: 546 of 1263 schema items exercised by 106 responses across 15 contracts",
      "\(lines.last ?? "")")
    #expect(lines.contains { $0.hasPrefix("sightscreen.follow  Contracts/sightscreen/follow-response.schema.json") })
    // Never-seen items name the place and the item.
    #expect(lines.contains { $0.contains("/liveActivity") && $0.contains(#"enum value "ended""#) })
    #expect(lines.contains { $0.contains("/followedAt") && $0.contains("timestamp without fraction digits") })
  }

  /// A dump with the values the corpus lacks exercises exactly those items.
  @Test func plantedDumpExercisesWhatItCarries() throws {
    let folder = try TemporaryFolder()
    let body =
      #"{"matchId":"m-9","status":"not_following","supportedTeamId":null,"followedAt":"2026-01-14T10:02:17Z","liveActivity":"ended"}"#
    try folder.write(
      #"{"contract":"sightscreen.follow","status":200,"body":\#(body)}"# + "\n", to: "dump/follow.ndjson")
    let output = try coverage([
      "--against", folder.path + "/dump", "--contract", "sightscreen.follow", "--format", "json",
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let contract = try #require(report["report"]?["contracts"]?.arrayValue?.first)
    #expect(contract["responses"] == 1)
    let items = contract["items"]?.arrayValue ?? []
    func item(_ pointer: String, _ kind: String, _ value: String? = nil) -> JSONValue? {
      items.first {
        $0["pointer"]?.stringValue == pointer && $0["kind"]?.stringValue == kind
          && (value == nil || $0["value"]?.stringValue == value)
      }
    }
    let ended = try #require(item("/liveActivity", "enum-value", #""ended""#))
    #expect(ended["seen"] == 1)
    #expect(ended["firstSeen"]?.stringValue == folder.path + "/dump/follow.ndjson:1 /liveActivity")
    #expect(item("/liveActivity", "enum-value", #""pending""#)?["seen"] == 0)
    #expect(item("/followedAt", "no-fraction")?["seen"] == 1)
    #expect(item("/followedAt", "fraction")?["seen"] == 0)
    #expect(item("/supportedTeamId", "null")?["seen"] == 1)
    #expect(item("/displayState", "absent")?["seen"] == 1)
    let summary = try #require(report["summary"])
    #expect(
      summary["exercised"]?.numberValue?.int64
        == Int64(items.filter { ($0["seen"]?.numberValue?.int64 ?? 0) > 0 }.count))
  }

  /// Each extension a base's discriminator names is an item, and its own members are places:
  /// a contract whose traffic has only cats has not seen a dog, nor a dog's `packSize`.
  @Test func theKindsADiscriminatedBaseNamesAreItems() throws {
    let folder = try TemporaryFolder()
    try folder.write(SwaggerPets.document, to: "Contracts/api.yaml")
    try folder.write(SwaggerPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"name": "Tom", "petType": "Cat", "huntingSkill": "lazy"}"#, to: "Corpus/cat.json")
    let output = try coverage([], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("(root)") && $0.contains("discriminator Dog alternative taken") }, "\(lines)")
    #expect(!lines.contains { $0.contains("discriminator Cat") }, "\(lines)")
    #expect(lines.contains { $0.contains("/packSize") && $0.contains("optional key present") }, "\(lines)")
    // Cat requires `huntingSkill`: no optional item; a cat says nothing of a dog's `packSize`.
    #expect(!lines.contains { $0.contains("/huntingSkill") }, "\(lines)")
    #expect(lines.last == "coverage 20.0%: 1 of 5 schema items exercised by 1 response across 1 contract", "\(lines)")
  }

  /// Under a union, the keys never absent are one line per branch that declares them, each
  /// naming its schema: a session's and a user's keys are no one object's.
  @Test func theKeysNeverAbsentUnderAUnionAreALinePerBranch() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.sessionOrUser, to: "Contracts/api.yaml")
    try folder.write(OpenAPIPets.manifest, to: "Contracts/contracts.json")
    try folder.write(#"{"access_token": "t", "expires_in": 3600}"#, to: "Corpus/session.json")
    try folder.write(#"{"id": "u", "email": "a@b.c"}"#, to: "Corpus/user.json")
    let output = try coverage([], in: folder.path)
    let lines = output.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let never = lines.filter { $0.hasPrefix("(root)") }.map {
      $0.dropFirst("(root)".count).trimmingCharacters(in: .whitespaces)
    }
    #expect(
      never == [
        "2 optional keys of Session never absent: access_token, expires_in",
        "2 optional keys of User never absent: id, email",
      ], "\(lines)")
  }

  /// A timestamp recorded only as `null` has no shape to show (the line was an empty list),
  /// and an error response in the dump is said to be left out, not unrecorded.
  @Test func aTimestampRecordedOnlyAsNullHasNoShapeLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      OpenAPIPets.document(
        schemas: """
          Pet:
            type: object
            properties:
              born_at: {type: string, format: date-time, nullable: true}
              seen_at: {type: string, format: date-time}
          """), to: "Contracts/api.yaml")
    try folder.write(
      #"{"contracts": [{"id": "pet", "schema": "api.yaml#/components/schemas/Pet", "routes": ["GET /pet"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(
      [
        #"{"route": "GET /pet", "status": 200, "body": {"born_at": null, "seen_at": "2024-05-01T12:34:56.123456Z"}}"#,
        #"{"route": "GET /pet", "status": 404, "body": {"message": "no pet"}}"#,
      ].joined(separator: "\n") + "\n", to: "dump/prod.ndjson")
    let output = try coverage(["--against", "dump"], in: folder.path)
    let lines = output.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      lines.filter { $0.hasPrefix("timestamps at") } == [
        "timestamps at /seen_at (date-time): fraction digits 6 ×1; offsets Z ×1"
      ], "\(lines)")
    #expect(lines.contains("1 response not counted: error response"), "\(lines)")
  }

  /// Every report format renders a coverage report, each in its own syntax.
  @Test func everyFormat() throws {
    let expected = [
      "text": "coverage 43.2%", "json": #""percent""#, "junit": "<testsuites", "sarif": #""unexercised""#,
      "github": "::notice file=Contracts/sightscreen/", "markdown": "## contract coverage",
      "html": "<h1>contract coverage</h1>",
    ]
    for (format, part) in expected {
      let output = try coverage(["--format", format])
      #expect(output.exitCode == 0, "\(format): \(output.standardError)")
      #expect(output.standardOutput.contains(part), "\(format) has no \(part)")
    }
  }

  /// Fuzz starts where coverage is missing: its first mutants fill the gaps, and its report
  /// says how the model did on each.
  @Test func fuzzFillsTheGapsFirst() throws {
    let folder = try TemporaryFolder()
    let output = try executeCommand(
      [
        "fuzz", "--contract", "sightscreen.follow", "--iterations", "40", "--out", folder.path + "/out", "--format",
        "json",
      ], in: CoverageCommandTests.root)
    #expect(output.exitCode == 0 || output.exitCode == 1, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let gaps = report["contracts"]?.arrayValue?.first?["coverageGaps"]?.arrayValue ?? []
    let ended = try #require(gaps.first { $0["pointer"] == "/liveActivity" && $0["item"] == #"enum value "ended""# })
    #expect(ended["verdict"] == "allowed")
    #expect(ended["outcome"] == "survived")
    // The gaps' mutants are the campaign's first, one each, in order.
    let indices = gaps.compactMap { $0["mutant"]?.numberValue?.int64 }
    #expect(indices.first == 0)
    #expect(indices == indices.sorted())
    // Every gap the corpus leaves on this contract that a mutation can fill, and no other.
    let coverage = try coverage(["--contract", "sightscreen.follow", "--format", "json"])
    let unexercised = Set(
      (try JanssonParser.parse(Array(coverage.standardOutput.utf8)).value["report"]?["contracts"]?.arrayValue?.first?[
        "items"]?.arrayValue ?? []).filter { $0["seen"] == 0 }.map { "\($0["pointer"]?.stringValue ?? "")" })
    #expect(gaps.allSatisfy { unexercised.contains($0["pointer"]?.stringValue ?? "") })
  }

  @Test func failUnderAndBadInput() throws {
    #expect(try coverage(["--fail-under", "50"]).exitCode == 1)
    #expect(try coverage(["--fail-under", "40"]).exitCode == 0)
    let bad = try coverage(["--fail-under", "half"])
    #expect(bad.exitCode == 2)
    #expect(bad.standardError.contains("--fail-under takes a share from 0 to 100, not 'half'"))
    let missing = try coverage(["--against", "no-such-dump"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("no-such-dump: no such file or folder"))
    let unknown = try coverage(["--contract", "nope"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("no contract 'nope'"))
  }

  /// An API document whose every schema reaches the others (``BranchingAPIDocument``: a
  /// million places as a tree): the run lists the shallowest places and the
  /// deep ones the traffic reached, says so, and ends; the deep value is counted.
  @Test func aSchemaReachingAMillionPlacesIsCountedWhereTrafficGoes() throws {
    let folder = try TemporaryFolder()
    try BranchingAPIDocument.write(into: folder, name: "b", depth: 15)
    let output = try coverage(
      ["--contracts", folder.path + "/C", "--against", folder.path + "/dump.ndjson", "--format", "json"],
      in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let contract = try #require(report["report"]?["contracts"]?.arrayValue?.first)
    #expect(contract["note"]?.stringValue?.contains("deeper places are counted where the traffic reached them") == true)
    let pointer = BranchingAPIDocument.namePointer(depth: 15)
    let items = contract["items"]?.arrayValue ?? []
    let seen = items.first { $0["pointer"]?.stringValue == pointer && $0["value"]?.stringValue == #""b""# }
    #expect(seen?["seen"] == 1)
    #expect(items.count < 2_000)
  }
}
