import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// An auth client as real ones are (`Tests/Fixtures/auth`): `Decodable`-only response models,
/// one shared snake_case decoder, an OpenAPI document that declares no `required` at all.
/// Checked and fuzzed by the fixture runner, as a real process.
@Suite struct AuthClientTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/auth").path

  private func run(_ arguments: [String]) throws -> (output: CommandOutput, report: JSONValue) {
    let output = try executeCommand(arguments, product: "contract-fixtures", in: AuthClientTests.folder)
    return (output, try JanssonParser.parse(Array(output.standardOutput.utf8)).value)
  }

  private static let decodableOnly = ["admin-users", "factor-enroll", "sign-in-session", "user"]

  @Test func decodableOnlyModelsGetEveryStageButTheRoundTripWhichIsNotedOncePerContract() throws {
    let (output, report) = try run(["check", "--format", "json"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let contracts = report["contracts"]?.arrayValue ?? []
    #expect(contracts.count == 7)
    for contract in contracts {
      #expect(contract["decoded"] == contract["responses"], "\(contract)")
      #expect(contract["schemaValid"] == contract["responses"], "\(contract)")
    }
    let findings = report["findings"]?.arrayValue ?? []
    let skipped = findings.filter { $0["message"]?.stringValue?.hasPrefix("round trip not checked") == true }
    #expect(skipped.compactMap { $0["contract"]?.stringValue }.sorted() == Self.decodableOnly)
    #expect(skipped.allSatisfy { $0["severity"] == "note" && $0["file"] == "Contracts/contracts.json" })
    // One fact about the app: one fingerprint, so people read it once, naming every model.
    #expect(Set(skipped.compactMap { $0["fingerprint"]?.stringValue }).count == 1)
    let text = try executeCommand(["check"], product: "contract-fixtures", in: Self.folder).standardOutput
    #expect(text.components(separatedBy: "round trip not checked").count == 2, "\(text)")
    // The Codable models keep their round trip: no note for them.
    #expect(
      !skipped.contains {
        $0["contract"] == "settings" || $0["contract"] == "audit-events" || $0["contract"] == "sign-up"
      })
  }

  /// A contract with no `required` makes every probe that drops a key "allowed"; the traffic
  /// carries every key. One schema-gap note per schema, not a warning per key nor a copy per
  /// contract: `User` is inside a session, a user list and a user response, and its
  /// `required` is the one change. The warnings left are the model's four real bugs.
  @Test func aContractThatRequiresNothingIsOneNotePerSchema() throws {
    let (_, report) = try run(["check", "--format", "json"])
    let findings = report["findings"]?.arrayValue ?? []
    let warnings = findings.filter { $0["severity"] == "warning" }
    #expect(
      warnings.compactMap { $0["evidence"]?["cause"]?.stringValue ?? $0["evidence"]?["difference"]?.stringValue }
        .sorted()
        == ["decoded-as-another-alternative", "decoded-offset-ignored", "reads-another-key"],
      "\(warnings)")
    let gaps = findings.filter { $0["kind"] == "schema-gap" && $0["evidence"]?["keys"] != nil }
    #expect(gaps.allSatisfy { $0["severity"] == "note" })
    #expect(
      gaps.compactMap { $0["evidence"]?["schema"]?.stringValue }.sorted()
        == ["AuditEvent", "Factor", "FactorEnrollment", "Identity", "Session", "Settings", "User", "UserList"])
    let user = try #require(gaps.first { $0["evidence"]?["schema"] == "User" })
    // Five users: one in the session, three across the list's two pages, one on its own.
    #expect(user["message"]?.stringValue?.contains("app_metadata 5/5, aud 5/5, created_at 5/5, id 5/5") == true)
    #expect(user["message"]?.stringValue?.contains("/users/* (admin-users)") == true)
    #expect(user["message"]?.stringValue?.contains("Session, UserList and User require them") == true)
    #expect(user["contract"] == "sign-in-session")
    let keys = user["evidence"]?["keys"]?.stringValue?.components(separatedBy: ", ") ?? []
    #expect(keys.contains("/user/id") && keys.contains("/users/*/id") && keys.contains("/id"))
    // The session's own keys, without its user's.
    let session = try #require(gaps.first { $0["evidence"]?["schema"] == "Session" })
    #expect(session["message"]?.stringValue?.contains("access_token 1/1") == true)
    #expect(session["message"]?.stringValue?.contains("aud") == false)
    // An inline object's keys belong to the named schema that declares it.
    let enrollment = try #require(gaps.first { $0["evidence"]?["schema"] == "FactorEnrollment" })
    #expect(enrollment["message"]?.stringValue?.contains("totp/uri 1/1") == true)
    #expect(
      enrollment["message"]?.stringValue?.contains("the required of FactorEnrollment and of its inline objects") == true
    )
  }

  /// `Settings` swaps `site_url` and `redirect_url`, which hold the same URL in every recorded
  /// response: the key-mapping probe (the response decoded again with its repeated values made
  /// unique) shows which key each property reads.
  @Test func aSwappedPairWithEqualValuesIsFoundByTheKeyMappingProbe() throws {
    let (_, report) = try run(["check", "--contract", "settings", "--format", "json"])
    let swapped = (report["findings"]?.arrayValue ?? []).filter {
      $0["kind"] == "model-drift" && $0["evidence"]?["cause"] == "reads-another-key"
    }
    // One CodingKeys mistake, one finding naming both properties.
    #expect(
      swapped.compactMap { $0["evidence"]?["property"]?.stringValue } == ["Settings.redirectURL & Settings.siteURL"])
    // Reported with the recorded value, not the probe's.
    #expect(swapped.allSatisfy { $0["evidence"]?["original"] == "\"https://auth.example.com\"" })
  }

  /// The sign-up response is an all-optional union; the model tries the pending user first, so
  /// a session is decoded as a user with every field nil: one warning, not a note per key.
  @Test func aDecodeIntoTheWrongAlternativeIsOneWarning() throws {
    let (_, report) = try run(["check", "--contract", "sign-up", "--format", "json"])
    let findings = report["findings"]?.arrayValue ?? []
    #expect(findings.count == 1, "\(findings)")
    let wrong = try #require(findings.first)
    #expect(wrong["severity"] == "warning")
    #expect(wrong["evidence"]?["difference"] == "decoded-as-another-alternative")
    #expect(wrong["message"]?.stringValue?.contains("keeps 0 of the 4 members") == true)
  }

  /// The factor enrollment carries `expires_at`, which the contract does not declare: the
  /// undocumented shape is the finding, once, and no probe is built on the key.
  @Test func anUndeclaredRecordedKeyIsASchemaGapNoteNotAProbe() throws {
    let (_, report) = try run(["check", "--contract", "factor-enroll", "--format", "json"])
    let findings = report["findings"]?.arrayValue ?? []
    let undeclared = findings.filter { $0["evidence"]?["key"] == "expires_at" && $0["kind"] == "schema-gap" }
    #expect(undeclared.count == 1)
    #expect(undeclared.first?["severity"] == "note")
    #expect(undeclared.first?["evidence"]?["type"] == "number")
    #expect(!findings.contains { $0["kind"] == "model-drift" && $0["pointer"]?.stringValue == "/expires_at" })
    #expect(
      !findings.contains {
        $0["evidence"]?["keys"]?.stringValue?.contains("expires_at") == true
      })
  }

  /// The client reads audit events with its own decoder and its encoder writes milliseconds
  /// without `Z`: under `read`, what counts is what the decoder kept. Microseconds kept is the
  /// encoder's business (one note); an offset the decoder ignores moves the instant (a warning).
  @Test func datesUnderReadAreJudgedByWhatTheDecoderKept() throws {
    let (_, report) = try run(["check", "--contract", "audit-events", "--format", "json"])
    let findings = report["findings"]?.arrayValue ?? []
    let dates = findings.filter { $0["kind"] == "roundtrip-loss" }
    let warnings = dates.filter { $0["severity"] == "warning" }
    #expect(warnings.count == 1, "\(warnings)")
    let offset = try #require(warnings.first)
    #expect(offset["pointer"] == "/2/created_at")
    #expect(offset["evidence"]?["difference"] == "decoded-offset-ignored")
    #expect(offset["message"]?.stringValue?.contains("5 h 30 min off") == true)
    // The two microsecond timestamps the decoder kept: one fingerprint, a note.
    let encoderOnly = dates.filter { $0["evidence"]?["difference"] == "encoder-only-date" }
    #expect(encoderOnly.count == 2)
    #expect(Set(encoderOnly.compactMap { $0["fingerprint"]?.stringValue }).count == 1)
    #expect(encoderOnly.allSatisfy { $0["severity"] == "note" && $0["pointer"] == nil })
    #expect(!dates.contains { $0["evidence"]?["difference"] == "date-precision-lost" })
  }

  @Test func fuzzRunsEveryDecodableOnlyContract() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("auth-fuzz-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let (output, report) = try run(["fuzz", "--iterations", "600", "--format", "json", "--out", out])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let contracts = report["contracts"]?.arrayValue ?? []
    for id in Self.decodableOnly {
      let entry = try #require(contracts.first { $0["id"]?.stringValue == id })
      #expect((entry["mutants"]?.numberValue?.int64 ?? 0) > 0, "\(id) was fuzzed")
    }
    let findings = report["findings"]?.arrayValue ?? []
    #expect(!findings.contains { $0["kind"] == "crash" })
    // The shared decoder ignores offsets: a `Decodable`-only model shows it through what its
    // decoded `Date` kept of a `+05:30` mutant, with no encoder to compare with. One decoder
    // reads every contract's timestamps: one finding, whichever contract met it first.
    let offsets = findings.filter { $0["evidence"]?["difference"] == "decoded-offset-ignored" }
    #expect(offsets.count == 1, "\(offsets)")
    let offset = try #require(offsets.first)
    #expect(offset["severity"] == "warning")
    #expect(
      offset["message"]?.stringValue?.contains("ignoring its offset: the decoded instant is 5 h 30 min off") == true)
    #expect(
      offset["message"]?.stringValue?.contains(
        "(the 'auth' profile's decoder reads every timestamp: it does so wherever one stands, in every contract read with it; this is the one finding for them)"
      ) == true, "\(offset)")
    // The dropped-key probes fold as check's do: at most one model-drift warning per contract
    // for them.
    let folded = findings.filter { $0["kind"] == "model-drift" && $0["evidence"]?["keys"] != nil }
    #expect(Set(folded.compactMap { $0["contract"]?.stringValue }).count == folded.count)
  }

  /// Two releases of the spec, compared from outside the contracts folder: the contracts that
  /// name the same schemas in their own copy judge with their models, `Decodable`-only too.
  @Test func diffOfTwoSpecFilesIsJudgedByTheRegisteredModels() throws {
    let (output, report) = try run([
      "diff", "revisions/openapi.v1.yaml", "revisions/openapi.v2.yaml", "--format", "json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let changes = report["changes"]?.arrayValue ?? []
    // Each change once; every contract's verdict in its judgements.
    func verdict(_ id: String, _ pointer: String, _ contract: String) -> (result: String, message: String)? {
      changes.filter { $0["id"]?.stringValue == id }.flatMap { $0["judgements"]?.arrayValue ?? [] }.first {
        $0["pointer"]?.stringValue == pointer && $0["contract"]?.stringValue == contract
      }.map { ($0["verdict"]?["result"]?.stringValue ?? "", $0["verdict"]?["message"]?.stringValue ?? "") }
    }
    // A change of User (a session, the user list and a user response reach it) is one entry.
    #expect(
      changes.filter { $0["id"] == "became-nullable" && $0["newLocation"]?.stringValue?.hasSuffix("/aud") == true }
        .count == 1)
    // `aud` turned nullable: User requires a String.
    let aud = try #require(verdict("became-nullable", "/aud", "user"))
    #expect(aud.result == "breaks")
    #expect(aud.message.contains("(probe: a recorded response, edited)"))
    // A new enum value the closed Factor.Status lacks; the user fixture has no factor, so the
    // probe is synthesised, with every key the model needs.
    let status = try #require(verdict("enum-value-added", "/factors/*/status", "user"))
    #expect(status.result == "breaks", "\(status.message)")
    #expect(status.message.contains("(probe: synthesised from the schema)"))
    // The session's recorded user has a factor.
    #expect(verdict("enum-value-added", "/user/factors/*/status", "sign-in-session")?.result == "breaks")
    // phone is optional in the model; confirmation_sent_at is not in it at all.
    #expect(verdict("became-nullable", "/phone", "user")?.result == "tolerates")
    #expect(verdict("became-nullable", "/confirmation_sent_at", "user")?.result == "unused")
  }

  /// An invalid keyword in one revision (`type: jsonb`) is a located warning on the schemas it
  /// reaches; the rest of the diff is judged.
  @Test func anInvalidKeywordInOneRevisionIsAWarningAndTheDiffGoesOn() throws {
    let folder = try TemporaryFolder()
    var text = try String(contentsOfFile: Self.folder + "/revisions/openapi.v2.yaml", encoding: .utf8)
    text = text.replacingOccurrences(
      of: "        role:\n          type: string\n", with: "        role:\n          type: jsonb\n")
    #expect(text.contains("jsonb"))
    try folder.write(text, to: "openapi.v2.yaml")
    let (output, report) = try run([
      "diff", "revisions/openapi.v1.yaml", folder.path + "/openapi.v2.yaml", "--format", "json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    // Located in the YAML file, by its own line and column.
    #expect(output.standardError.contains("contract diff: warning: \(folder.path)/openapi.v2.yaml:81:17:"))
    #expect(output.standardError.contains("'jsonb' is not one of"))
    let changes = report["changes"]?.arrayValue ?? []
    let aud = try #require(changes.first { $0["pointer"] == "/aud" && $0["contract"] == "user" })
    #expect(aud["verdict"]?["result"] == "unjudged")
    #expect(aud["level"] == "breaking", "the rule's level stands")
    // Every schema's changes are listed, Factor's too (at their rule levels where the schemas
    // that reach it do not compile).
    #expect(changes.contains { $0["id"] == "enum-value-added" && $0["level"] == "risky" })
  }

  /// A seed that breaks its contract (a real admin list often does) is fuzzed all the same:
  /// its mutants are allowed when they add no violation of their own.
  @Test func aSeedThatBreaksItsContractIsFuzzed() throws {
    let folder = try TemporaryFolder()
    for name in ["Contracts", "Fixtures"] {
      try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: folder.path + "/" + name)
    }
    var session = try String(contentsOfFile: folder.path + "/Fixtures/sign-in-session.json", encoding: .utf8)
    session = session.replacingOccurrences(of: #""expires_in": 3600"#, with: #""expires_in": 3600.5"#)
    try folder.write(session, to: "Fixtures/sign-in-session.json")
    let output = try executeCommand(
      ["fuzz", "--contract", "sign-in-session", "--iterations", "300", "--format", "json", "--out", "out"],
      product: "contract-fixtures", in: folder.path)
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let entry = try #require(report["contracts"]?.arrayValue?.first)
    let seeds = entry["seedsBreakingContract"]?.arrayValue ?? []
    #expect(seeds.count == 1)
    #expect(seeds.first?["reason"]?.stringValue?.hasPrefix("fuzzed though it breaks its contract (1 violation") == true)
    #expect(entry["skippedFixtures"]?.arrayValue?.isEmpty == true)
    #expect((entry["allowed"]?.numberValue?.int64 ?? 0) > 0, "mutants that add no violation are allowed")
    #expect((entry["drift"]?.numberValue?.int64 ?? 0) > 0)
  }
}
