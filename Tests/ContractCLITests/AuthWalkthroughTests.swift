import ContractTesting
import Foundation
import Jansson
import Testing

/// A real-client-shaped package from empty to its first report, fuzz run and spec diff, with
/// nothing bent to fit: an auth client's `Decodable`-only models and shared coders
/// (`Tests/Fixtures/auth`), its server's OpenAPI document in YAML put in `Contracts/`, its
/// recorded responses in `Fixtures/`. `contract init --edit-package --profile auth` (which
/// registers the client's own decoder as the `auth` profile), no edit, then the runner's
/// `check`, `fuzz` and `diff` of two releases of the YAML spec.
///
/// Like ``WalkthroughTests``, the client lives in `.build/walkthrough/AuthClient` and keeps its
/// build folder, so only the first run builds everything; it runs in debug.
@Suite(.serialized) struct AuthWalkthroughTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let client = repository.appendingPathComponent(".build/walkthrough/AuthClient").path

  static let packageManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "AuthClient",
      platforms: [.macOS(.v14)],
      dependencies: [.package(path: "\(repository.path)")],
      targets: [.target(name: "AuthModels")]
    )

    """

  private func freshClient() throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: Self.client, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: Self.client) where name != ".build" {
      try manager.removeItem(atPath: Self.client + "/" + name)
    }
    let source = Self.repository.appendingPathComponent("Tests/Fixtures/auth").path
    for name in ["Sources", "Fixtures", "revisions"] {
      try manager.copyItem(atPath: source + "/" + name, toPath: Self.client + "/" + name)
    }
    try manager.createDirectory(atPath: Self.client + "/Contracts", withIntermediateDirectories: true)
    try manager.copyItem(atPath: source + "/Contracts/openapi.yaml", toPath: Self.client + "/Contracts/openapi.yaml")
    try Data(Self.packageManifest.utf8).write(to: URL(fileURLWithPath: Self.client + "/Package.swift"))
  }

  private func swift(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
    let run = try executeProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: Self.client)
    return (run.standardOutput, run.standardError, run.exitCode)
  }

  @Test func emptyPackageToReportFuzzAndDiff() throws {
    try freshClient()
    let start = Date()

    // 1. init: contracts named after whole file names, types and schemas matched by keys.
    let initRun = try swift(["run", "contract", "init", "--edit-package", "--profile", "auth"])
    #expect(initRun.status == 0, "\(initRun.error)")
    #expect(initRun.output.contains("wrote   Contracts/contracts.json (7 contracts from 8 fixtures in Fixtures)"))
    #expect(initRun.output.contains("edited  Package.swift (3 targets added)"))
    let manifest = try String(contentsOfFile: Self.client + "/Contracts/contracts.json", encoding: .utf8)
    #expect(!manifest.contains("TODO"), "\(manifest)")
    #expect(manifest.contains(#""id": "sign-in-session", "schema": "openapi.yaml#/components/schemas/Session", "type": "Session""#))

    // 2. No edit: init registered the client's own coders as the `auth` profile.
    let registryPath = Self.client + "/Sources/AppContracts/Registry.swift"
    let registry = try String(contentsOfFile: registryPath, encoding: .utf8)
    #expect(
      registry.contains(
        """
          registry.register(Profile(name: "auth", summary: "the app's JSONDecoder.auth()", direction: .read,
            decoder: { JSONDecoder.auth() }, encoder: { JSONEncoder.auth() }))
        """), "\(registry)")

    // 3. The first report.
    let check = try swift(["run", "contract-runner", "check", "--format", "json"])
    print("auth walkthrough: init and check in \(Int(Date().timeIntervalSince(start))) s")
    #expect(check.status == 0, "\(check.error)")
    let report = try JanssonParser.parse(Array(check.output.utf8)).value
    #expect(report["summary"]?["responses"] == 8)
    let findings = report["findings"]?.arrayValue ?? []
    #expect(!findings.contains { $0["kind"] == "decode-failure" || $0["kind"] == "schema-violation" })
    // The true findings: the offset the decoder ignores, the swapped pair with equal values.
    #expect(findings.contains { $0["evidence"]?["difference"] == "decoded-offset-ignored" })
    #expect(findings.filter { $0["evidence"]?["cause"] == "reads-another-key" }.count == 1)

    // 3b. The model's failures as tests in the test target `init` made: they fail, saying why,
    // and pass once the problem is gone (the offset taken out of the response; the swapped
    // CodingKeys put right).
    let regressions = "Tests/AppContractTests/Regressions"
    let emit = try swift(["run", "contract-runner", "check", "--emit-tests", regressions])
    #expect(emit.status == 0, "\(emit.error)")
    #expect(emit.error.contains("contract check: 2 tests in \(regressions)"), "\(emit.error)")
    let offsetTest = "\(regressions)/AuditEventRoundtripLossCreatedAt.swift"
    let offsetFixture = Self.client + "/\(regressions)/Fixtures/AuditEventRoundtripLossCreatedAt.ndjson"
    #expect(FileManager.default.fileExists(atPath: Self.client + "/" + offsetTest), "\(emit.error)")
    let failing = try swift(["test"])
    #expect(failing.status != 0, "the emitted tests fail while the model has the problem")
    #expect(failing.output.contains("AuditEvent: roundtrip-loss at /2/created_at"), "\(failing.output)")
    #expect(failing.output.contains("ignoring its offset"), "\(failing.output)")
    #expect(failing.output.contains("Settings: model-drift at /site_url"), "\(failing.output)")
    #expect(failing.output.contains("Settings's CodingKeys swap 'redirect_url' and 'site_url'"), "\(failing.output)")
    let fixed = try String(contentsOfFile: offsetFixture, encoding: .utf8).replacingOccurrences(of: "+05:30", with: "Z")
    try Data(fixed.utf8).write(to: URL(fileURLWithPath: offsetFixture))
    let passing = try swift(["test", "--filter", "auditEventRoundtripLossCreatedAt"])
    #expect(passing.status == 0, "\(passing.output)\(passing.error)")
    let modelPath = Self.client + "/Sources/AuthModels/Responses.swift"
    let keys = try String(contentsOfFile: modelPath, encoding: .utf8)
      .replacingOccurrences(of: #"case siteURL = "redirectUrl""#, with: #"case siteURL = "siteUrl""#)
      .replacingOccurrences(of: #"case redirectURL = "siteUrl""#, with: #"case redirectURL = "redirectUrl""#)
    try Data(keys.utf8).write(to: URL(fileURLWithPath: modelPath))
    let putRight = try swift(["test", "--filter", "settingsModelDrift"])
    #expect(putRight.status == 0, "\(putRight.output)\(putRight.error)")
    print("auth walkthrough: emitted tests built and run in \(Int(Date().timeIntervalSince(start))) s")

    // 4. Fuzz.
    let fuzz = try swift(["run", "contract-runner", "fuzz", "--iterations", "600", "--format", "json", "--out", "fuzz-out"])
    #expect(fuzz.status == 0 || fuzz.status == 1, "\(fuzz.error)")
    let fuzzed = try JanssonParser.parse(Array(fuzz.output.utf8)).value
    #expect((fuzzed["contracts"]?.arrayValue ?? []).allSatisfy { ($0["mutants"]?.numberValue?.int64 ?? 0) > 0 })

    // 5. Two releases of the YAML spec, judged by the registered models.
    let diff = try swift([
      "run", "contract-runner", "diff", "revisions/openapi.v1.yaml", "revisions/openapi.v2.yaml", "--format", "json",
    ])
    #expect(diff.status == 1, "\(diff.error)")
    let changes = try JanssonParser.parse(Array(diff.output.utf8)).value["changes"]?.arrayValue ?? []
    #expect(
      changes.contains {
        $0["contract"] == "user" && $0["pointer"] == "/aud" && $0["verdict"]?["result"] == "breaks"
      })
    print("auth walkthrough: through fuzz and diff in \(Int(Date().timeIntervalSince(start))) s")

    // 6. A model that traps (a label looked up with a force unwrap) on a factor kind the app
    // does not know: `check` reports the crash and goes on; its emitted test reads the response
    // in a child process, fails while the model traps and passes once it no longer does.
    try Data(Self.trappingModel.utf8).write(
      to: URL(fileURLWithPath: Self.client + "/Sources/AuthModels/FactorBadge.swift"))
    try Data(#"{"id": "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e", "type": "webauthn"}"#.utf8).write(
      to: URL(fileURLWithPath: Self.client + "/Fixtures/factor-badge.json"))
    let withBadge = try String(contentsOfFile: registryPath, encoding: .utf8)
      .replacingOccurrences(of: "var registry = ContractRegistry {\n", with: "var registry = ContractRegistry {\n    Model(FactorBadge.self)\n")
    try Data(withBadge.utf8).write(to: URL(fileURLWithPath: registryPath))
    let manifestPath = Self.client + "/Contracts/contracts.json"
    let contracts = try String(contentsOfFile: manifestPath, encoding: .utf8)
    let list = try #require(contracts.range(of: #""contracts": ["#))
    try Data(
      contracts.replacingCharacters(
        in: list, with: #""contracts": [{"id": "factor-badge", "type": "FactorBadge", "corpus": ["factor-badge.json"]},"#
      ).utf8
    ).write(to: URL(fileURLWithPath: manifestPath))
    let trap = try swift(["run", "contract-runner", "check", "--contract", "factor-badge", "--emit-tests", regressions])
    #expect(trap.status == 1, "\(trap.output)\(trap.error)")
    #expect(trap.output.contains("FactorBadge crashed the process"), "\(trap.output)")
    #expect(trap.error.contains("contract check: 1 test in \(regressions)"), "\(trap.error)")
    let trapping = try swift(["test", "--filter", "factorBadgeCrash"])
    #expect(trapping.status != 0, "the trap fails its test, in a child process")
    #expect(trapping.output.contains("FactorBadge no longer traps on this response"), "\(trapping.output)")
    let badgeFixture = Self.client + "/\(regressions)/Fixtures/FactorBadgeCrash.ndjson"
    let known = try String(contentsOfFile: badgeFixture, encoding: .utf8).replacingOccurrences(of: "webauthn", with: "totp")
    try Data(known.utf8).write(to: URL(fileURLWithPath: badgeFixture))
    let untrapped = try swift(["test", "--filter", "factorBadgeCrash"])
    #expect(untrapped.status == 0, "\(untrapped.output)\(untrapped.error)")
    print("auth walkthrough: a trap as a test in \(Int(Date().timeIntervalSince(start))) s")
  }

  /// A badge for a factor, its kind's label looked up with a force unwrap, as apps do for
  /// values they believe closed.
  static let trappingModel = """
    public struct FactorBadge: Decodable, Sendable {
      static let labels = ["totp": "Authenticator app", "phone": "Text message"]
      public let id: String
      public let label: String

      enum CodingKeys: String, CodingKey { case id, type }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        label = Self.labels[try container.decode(String.self, forKey: .type)]!
      }
    }

    """
}
