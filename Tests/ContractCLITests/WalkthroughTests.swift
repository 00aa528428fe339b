import ContractTesting
import Foundation
import Jansson
import Testing

/// The Getting started article (`Sources/ContractTesting/ContractTesting.docc/Articles/
/// GettingStarted.md`), step by step, on a real package: a GitHub client's
/// models and fixtures (`Tests/Fixtures/client`) in an empty package that depends on this one
/// by path; `swift run contract init --edit-package`; the type names put in for the `TODO`s;
/// `swift run contract-runner check`.
///
/// Building the client builds this package again (its own `.build`). The client lives in
/// `.build/walkthrough/GitHubClient` and keeps its build folder between runs, so only the
/// first run builds everything (about 4 minutes on 2 busy cores); later runs rebuild what
/// changed. It runs in debug, where `check` on five fixtures takes well under a second.
@Suite(.serialized) struct WalkthroughTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let client = repository.appendingPathComponent(".build/walkthrough/GitHubClient").path

  static let packageManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "GitHubClient",
      platforms: [.macOS(.v14)],
      dependencies: [
        .package(path: "\(repository.path)"),
      ],
      targets: [
        .target(name: "GitHubModels"),
      ]
    )

    """

  /// The client as it was before `contract init`: Package.swift, models, fixtures; its build
  /// folder kept.
  private func freshClient() throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: Self.client, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: Self.client) where name != ".build" {
      try manager.removeItem(atPath: Self.client + "/" + name)
    }
    let source = Self.repository.appendingPathComponent("Tests/Fixtures/client").path
    for name in ["Sources", "Fixtures"] {
      try manager.copyItem(atPath: source + "/" + name, toPath: Self.client + "/" + name)
    }
    try Data(Self.packageManifest.utf8).write(to: URL(fileURLWithPath: Self.client + "/Package.swift"))
  }

  /// Runs `swift ARGUMENTS` in the client package.
  private func swift(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
    let run = try executeProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: Self.client)
    return (run.standardOutput, run.standardError, run.exitCode)
  }

  /// The Swift block after "Your app's own decoder, as a profile" in the Getting started article.
  static func articleProfileSnippet() throws -> String {
    let readme = try String(
      contentsOf: repository.appendingPathComponent(
        "Sources/ContractTesting/ContractTesting.docc/Articles/GettingStarted.md"),
      encoding: .utf8)
    let lead = try #require(readme.range(of: "registered the client's own decoder and encoder"))
    let open = try #require(readme.range(of: "```swift\n", range: lead.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
    return String(readme[open.upperBound..<close.lowerBound])
  }

  @Test func initNameTheTypesAndCheck() throws {
    try freshClient()
    let start = Date()

    // 1. contract init, adding the targets to Package.swift.
    let initRun = try swift(["run", "contract", "init", "--edit-package"])
    #expect(initRun.status == 0, "\(initRun.error)")
    #expect(initRun.output.contains("wrote   Contracts/contracts.json (4 contracts from 5 fixtures in Fixtures)"))
    #expect(initRun.output.contains("edited  Package.swift (3 targets added)"))
    #expect(initRun.output.contains("(registered: Issue, Issue.Comment, Repository, User)"))
    let article = "Sources/ContractTesting/ContractTesting.docc/Articles/GettingStarted.md"
    let initShown = try Transcript("swift run contract init --edit-package", in: article)
    #expect(initShown.matches(initRun.output), "the article shows another init:\n\(initRun.output)")

    // 2. The types init matched by the fixtures' keys (a TODO would be replaced here).
    let manifestPath = Self.client + "/Contracts/contracts.json"
    var manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
    for (id, type) in [
      ("comments", "Issue.Comment"), ("issue", "Issue"), ("issues", "Issue"), ("repository", "Repository"),
    ] {
      manifest = manifest.replacingOccurrences(
        of: #""id": "\#(id)", "type": "TODO""#, with: #""id": "\#(id)", "type": "\#(type)""#)
    }
    #expect(!manifest.contains("TODO"))
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))

    // 2b. The client's own decoder and encoder are the profile every contract names, as init
    // registered them: the article shows the lines it wrote, and they compile in the client's
    // module (the comments' ISO 8601 dates are read with them).
    #expect(manifest.contains(#""profile": "app""#) && !manifest.contains(#""profile": "default""#))
    let registry = try String(contentsOfFile: Self.client + "/Sources/AppContracts/Registry.swift", encoding: .utf8)
    let snippet = try Self.articleProfileSnippet().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(registry.contains(snippet), "the article shows another registration:\n\(registry)")

    // 3. The runner's check: the first report.
    let check = try swift(["run", "contract-runner", "check", "--format", "json"])
    let seconds = Int(Date().timeIntervalSince(start))
    print("walkthrough: init, edit and check in \(seconds) s")
    try #require(check.status == 1, "\(check.error)")
    // The same report as text is the one the article shows, line for line.
    let text = try swift(["run", "contract-runner", "check"])
    let reportShown = try Transcript("swift run -c release contract-runner check", in: article)
    #expect(text.status == 1)
    #expect(reportShown.matches(text.output), "the article shows another first report:\n\(text.output)")

    // 4. `swift test`: the scaffolded XCTest and Swift Testing tests, on every response.
    let test = try swift(["test"])
    #expect(test.status == 0, "\(test.output)\(test.error)")
    #expect(test.output.contains("Executed 1 test, with 0 failures"), "\(test.output)")
    #expect(test.output.contains("Test response(_:) with 5 test cases passed"), "\(test.output)")
    let report = try JanssonParser.parse(Array(check.output.utf8)).value
    #expect(report["summary"]?["responses"] == 5)
    #expect(!check.output.contains("decode-failure"), "the app profile reads the comments' dates")
    let findings = report["findings"]?.arrayValue ?? []
    // The model's real bugs, above the notes: a property CodingKeys leave out (an error, for
    // both contracts that decode an Issue) and the swapped clone URLs (one warning).
    let bugs = findings.filter { $0["kind"] == "model-drift" }.map {
      "\($0["severity"]?.stringValue ?? "") \($0["contract"]?.stringValue ?? "") \($0["evidence"]?["property"]?.stringValue ?? "")"
    }
    #expect(
      bugs.sorted() == [
        "error issue Issue.labelsURL", "error issues Issue.labelsURL",
        "warning repository Repository.gitPullURL & Repository.gitPushURL",
      ])
    // The rest is what a reader does not model: notes, once per type and key.
    let rest = findings.filter { $0["kind"] != "model-drift" }
    #expect(rest.allSatisfy { $0["severity"] == "note" && $0["evidence"]?["difference"] == "unmodelled" })
    let unmodelled = Set(
      rest.compactMap { finding -> String? in
        guard let type = finding["evidence"]?["type"]?.stringValue, let key = finding["evidence"]?["key"]?.stringValue
        else { return nil }
        return type + "." + key
      })
    // `closed_at` is null in the fixture: a reader loses nothing when a null goes absent, so
    // the read direction does not report it, modelled or not. `labels_url` is modelled
    // (`Issue.labelsURL`): the never-decoded error says what is wrong with it, no note.
    #expect(
      unmodelled.sorted() == [
        "Issue.Comment.author_association", "Issue.comments", "Repository.stargazers_count",
        "User.organizations_url",
      ])
  }
}
