import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// A timeline client as the open-source ones are (`Tests/Fixtures/social`): `Codable` models
/// with hand-written `init(from:)` that fall back to defaults and swallow errors, one shared
/// snake_case decoder, a typed model of an object the server's OpenAPI 3.1 document leaves
/// free-form. Its three planted bugs must be the only errors and warnings.
@Suite struct SocialClientTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/social").path

  private func run(_ arguments: [String]) throws -> (output: CommandOutput, report: JSONValue) {
    let output = try executeCommand(arguments, product: "contract-fixtures", in: SocialClientTests.folder)
    return (output, try JanssonParser.parse(Array(output.standardOutput.utf8)).value)
  }

  private func findings(_ report: JSONValue, _ severities: Set<String>) -> [JSONValue] {
    (report["findings"]?.arrayValue ?? []).filter { severities.contains($0["severity"]?.stringValue ?? "") }
  }

  /// The errors and warnings are the three bugs: each property once per contract, with a hint
  /// that names the real cause.
  @Test func errorsAndWarningsAreThePlantedBugsOnly() throws {
    let (output, report) = try run(["check", "--format", "json"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let raised = findings(report, ["error", "warning"])
    // One JSON entry per occurrence: the distinct findings, by what they are about.
    let summary = Set(
      raised.map {
        "\($0["contract"]?.stringValue ?? "") \($0["kind"]?.stringValue ?? "") \($0["evidence"]?["property"]?.stringValue ?? $0["evidence"]?["operator"]?.stringValue ?? "")"
      }
    ).sorted()
    #expect(
      summary == [
        "home-timeline model-drift Account.lastStatusAt", "home-timeline model-drift Status.favouritesCount",
        "notifications decode-failure ", "notifications model-drift enum-known",
        "verify-credentials model-drift Account.lastStatusAt",
      ], "\(raised)")
    // `Account.lastStatusAt` is one bug in both contracts' responses: one fingerprint.
    #expect(Set(raised.compactMap { $0["fingerprint"]?.stringValue }).count == 4)
    // A day the date-time strategy cannot read, hidden by `try?`: said as such, not as a
    // CodingKeys problem.
    let lastStatus = try #require(raised.first { $0["evidence"]?["property"] == "Account.lastStatusAt" })
    #expect(lastStatus["severity"] == "error")
    #expect(
      lastStatus["message"]?.stringValue?.contains(
        "the value does not decode as Date? with this profile's decoder (not an ISO 8601 date-time: 2024-11-28)")
        == true)
    // `?? 0` under a converted key: one finding for every status and boost, not a round-trip
    // loss per response nor "reads another key" where a sibling happens to hold 0.
    let favourites = try #require(raised.first { $0["evidence"]?["property"] == "Status.favouritesCount" })
    #expect(favourites["evidence"]?["held"] == "0")
    #expect(
      favourites["message"]?.stringValue?.contains(
        "the decoder converts 'favourites_count' to 'favouritesCount', so a CodingKeys case must not spell it 'favourites_count'"
      )
        == true)
    #expect(!raised.contains { $0["kind"] == "roundtrip-loss" })
  }

  /// `Account` declares `lastStatusAt`: no note says it does not model `last_status_at`.
  @Test func aDeclaredPropertyThatLostItsValueIsNotUnmodelled() throws {
    let (_, report) = try run(["check", "--format", "json"])
    let notes = findings(report, ["note"])
    #expect(!notes.contains { $0["message"]?.stringValue?.contains("does not model 'last_status_at'") == true })
    #expect(!notes.contains { $0["message"]?.stringValue?.contains("does not model 'favourites_count'") == true })
    #expect(notes.contains { $0["message"]?.stringValue?.contains("does not model 'avatar_static'") == true })
  }

  /// `meta` is `{"type": "object"}` in the contract; the model reads renditions and a focal
  /// point there. The probes of every place inside are one schema-gap note, not a warning each.
  @Test func probesInsideAFreeFormObjectAreOneNote() throws {
    let (_, report) = try run(["check", "--contract", "home-timeline", "--format", "json"])
    let all = report["findings"]?.arrayValue ?? []
    #expect(!all.contains { $0["kind"] == "model-drift" && ($0["pointer"]?.stringValue ?? "").contains("/meta") })
    let gaps = all.filter { $0["kind"] == "schema-gap" && $0["evidence"]?["place"] == "/*/media_attachments/*/meta" }
    #expect(gaps.count == 1)
    let gap = try #require(gaps.first)
    #expect(gap["severity"] == "note")
    #expect(
      gap["message"]?.stringValue?.hasPrefix(
        "the contract leaves /*/media_attachments/*/meta free-form, and Status reads a fixed shape inside it") == true)
    let places = gap["evidence"]?["places"]?.stringValue ?? ""
    #expect(
      places.contains("/*/media_attachments/*/meta/focus/x")
        && places.contains("/*/media_attachments/*/meta/original/width"))
  }

  /// The server added `indexable` (and three more keys) to accounts; the document's `Account`
  /// lacks them. Accounts are in two contracts, at five places: one note names them all, as
  /// one schema change documents them everywhere, with the objects each key was in.
  @Test func theKeysANamedSchemaLacksAreOneNoteWhereverTheSchemaIsUsed() throws {
    let (_, report) = try run(["check", "--format", "json"])
    let notes = (report["findings"]?.arrayValue ?? []).filter {
      $0["kind"] == "schema-gap" && $0["evidence"]?["undeclared"]?.stringValue?.contains("indexable (boolean)") == true
    }
    // `Source` lacks a boolean `indexable` too: a note of its own.
    #expect(notes.compactMap { $0["evidence"]?["schema"]?.stringValue }.sorted() == ["Account", "Source"], "\(notes)")
    let account = try #require(notes.first { $0["evidence"]?["schema"] == "Account" })
    #expect(
      account["evidence"]?["undeclared"]
        == "hide_collections (null) 16/16, indexable (boolean) 16/16, role (object) 1/1, uri (string) 16/16")
    #expect(
      account["evidence"]?["places"]
        == "/*/account (home-timeline), /*/reblog/account (home-timeline), /*/account (notifications), /*/status/account (notifications), the top level (verify-credentials)"
    )
    #expect(
      account["message"]?.stringValue?.hasPrefix(
        "the traffic carries 4 keys Account does not declare (at /*/account (home-timeline)") == true)
    #expect(account["message"]?.stringValue?.contains("'indexable' (boolean, 16 of 16)") == true)
    // One key a schema lacks keeps the one-key sentence.
    let notification = (report["findings"]?.arrayValue ?? []).first {
      $0["kind"] == "schema-gap" && $0["evidence"]?["schema"] == "Notification"
    }
    #expect(notification?["evidence"]?["key"] == "moderation_warning" && notification?["evidence"]?["present"] == "1")
    // Each is located at the response that first showed a key, even in a contract with no
    // other finding to borrow a place from.
    let instance = (report["findings"]?.arrayValue ?? []).first {
      $0["kind"] == "schema-gap" && $0["evidence"]?["schema"] == "Instance"
    }
    #expect(instance?["file"] == "Fixtures/instance.json", "\(String(describing: instance))")
  }

  /// Fuzz agrees: the kinds the server may send and the enum lacks are its one warning.
  @Test func fuzzWarnsOnlyOfTheMissingNotificationKinds() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("social-fuzz-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let (output, report) = try run([
      "fuzz", "--contract", "notifications", "--contract", "verify-credentials", "--iterations", "400", "--format",
      "json",
      "--out", out,
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let raised = findings(report, ["error", "warning"])
    #expect(raised.count == 1, "\(raised)")
    #expect(raised.first?["evidence"]?["operator"] == "enum-known")
    #expect(raised.first?["message"]?.stringValue?.contains("the enum has no case for it and no fallback") == true)
  }

  /// The text report's last line counts the lines above it, severity by severity, and says
  /// how many occurrences they fold (the JSON report's summary counts those).
  @Test func theSummaryCountsTheFindingsAsListed() throws {
    let text = try executeCommand(["check"], product: "contract-fixtures", in: SocialClientTests.folder)
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    let listed = ["error", "warning", "note"].map { severity in
      lines.filter { $0.hasPrefix("  \(severity) ") }.count
    }
    let (_, report) = try run(["check", "--format", "json"])
    let counted = ["errors", "warnings", "notes"].map { Int(report["summary"]?[$0]?.numberValue?.int64 ?? 0) }
    #expect(listed[2] > 0 && counted.reduce(0, +) > listed.reduce(0, +), "the fixture folds repeats: \(listed)")
    #expect(
      lines.last
        == "\(listed[0]) errors, \(listed[1]) warning, \(listed[2]) notes in 4 responses across 4 contracts "
        + "(\(counted.reduce(0, +)) occurrences)")
  }

  /// The profile's encoder writing dates without their milliseconds is a fact of the profile:
  /// one note for the two contracts that decode dates with it.
  @Test func theEncodersDateSpellingIsOneNotePerProfile() throws {
    let text = try executeCommand(["check"], product: "contract-fixtures", in: SocialClientTests.folder)
    let notes = text.standardOutput.components(separatedBy: "\n").filter {
      $0.contains("profile's encoder writes dates otherwise")
    }
    #expect(notes.count == 1, "\(text.standardOutput)")
    #expect(notes.first?.contains("the social profile's encoder") == true)
    #expect(text.standardOutput.contains("at Fixtures/home-timeline.json, Fixtures/verify-credentials.json"))
  }

  /// A key one type does not model is one finding wherever the type appears: listed once, in
  /// the section of the contract that met it first, with the places of every contract; the
  /// text shows the type's unread keys on one line, the JSON report one finding per key.
  @Test func aTypesUnmodelledKeysAreListedOnceAcrossContracts() throws {
    let text = try executeCommand(["check"], product: "contract-fixtures", in: SocialClientTests.folder)
    #expect(text.standardOutput.components(separatedBy: "'avatar_static'").count == 2, "\(text.standardOutput)")
    #expect(
      text.standardOutput.contains(
        "Account does not model 6 keys: 'avatar_static', 'group', 'header_static', 'indexable', 'noindex', 'uri': the app never reads them"
      ), "\(text.standardOutput)")
    let message = "Account does not model 'avatar_static': the app never reads it"
    let (_, report) = try run(["check", "--format", "json"])
    let contracts = Set(
      (report["findings"]?.arrayValue ?? []).filter { $0["message"]?.stringValue == message }
        .compactMap { $0["contract"]?.stringValue })
    #expect(contracts.count > 1, "the fixture's accounts are in several contracts: \(contracts)")
  }

  /// `favouritesCount` reads 0 whatever the response says, which `check` reports. A fuzz
  /// mutant that changes that count loses it again: the fixture's loss, not the mutation's,
  /// so fuzz does not report it a second time under `number-edges`.
  @Test func fuzzDoesNotRestateALossTheRecordedResponseAlreadyHas() throws {
    let folder = try TemporaryFolder()
    let output = try executeCommand(
      ["fuzz", "--contract", "home-timeline", "--iterations", "900", "--out", folder.path, "--format", "json"],
      product: "contract-fixtures", in: SocialClientTests.folder)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let raised = findings(report, ["error", "warning"])
    #expect(raised.isEmpty, "\(raised)")
    // The campaign reached the count: its number-edges mutants were made and judged.
    let sites = (report["matrix"]?.arrayValue ?? []).filter { $0["operator"] == "number-edges" }
      .flatMap { $0["pointers"]?.arrayValue ?? [] }.compactMap { $0["pointer"]?.stringValue }
    #expect(sites.contains("/*/favourites_count"), "\(sites)")
  }
}
