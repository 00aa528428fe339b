import ContractTesting
import Foundation
import Testing

/// Every command's HTML report opened in a real browser: headless Chromium loads the file,
/// and the page must render (its DOM dumped, with the report's parts in it) with no console
/// message (no script error, no blocked load, no Content-Security-Policy violation).
///
/// `scripts/test` installs Debian's `chromium` when it is missing and names it in
/// `CONTRACT_CHROMIUM`; without one on `PATH` these tests are skipped, saying why.
@Suite(.serialized, .enabled(if: Browser.path != nil, "\(Browser.missingReason)"))
struct HTMLReportBrowserTests {
  static let root = DiffCommandTests.packageRoot
  static let fixtures = CheckCommandTests.fixtures

  /// A fresh folder under `.build`, for the pages and the browser's profile.
  private let folder: String = {
    let path = HTMLReportBrowserTests.root + "/.build/browser-tests/" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  private func fixtures(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(arguments, product: "contract-fixtures", in: HTMLReportBrowserTests.fixtures)
  }

  @Test func checkPages() throws {
    for (name, arguments) in [("corpus", [String]()), ("dump", ["--against", "dump"])] {
      let page = folder + "/check-\(name).html"
      let output = try fixtures(["check"] + arguments + ["--format", "html", "--output", page])
      #expect(output.exitCode == 1, "\(output.standardError)")
      try expectRenders(page, heading: "contract check", parts: ["<table>", "class=\"finding error\""])
    }
  }

  @Test func checkShardsMergedPage() throws {
    var shards: [String] = []
    for index in 1...2 {
      let file = folder + "/check-shard-\(index).json"
      let output = try fixtures(["check", "--format", "json", "--shard", "\(index)/2", "--output", file])
      #expect(output.exitCode == 0 || output.exitCode == 1, "\(output.standardError)")
      shards.append(file)
    }
    let page = folder + "/check-merged.html"
    let merged = try fixtures(["report", "merge"] + shards + ["--format", "html", "--output", page])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    try expectRenders(page, heading: "contract check", parts: ["class=\"finding error\""])
  }

  @Test func fuzzPageAndItsMerge() throws {
    let out = folder + "/fuzz-out"
    let page = folder + "/fuzz.html"
    let output = try fixtures([
      "fuzz", "--contract", "pets.trap", "--contract", "pets.closed", "--iterations", "120", "--out", out, "--format",
      "html", "--output", page,
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let heatmap = ["<table class=\"heatmap\">", "<th><code>pets.trap</code></th>", "class=\"cell fail heat-"]
    try expectRenders(page, heading: "contract fuzz", parts: heatmap)
    let mergedPage = folder + "/fuzz-merged.html"
    let merged = try fixtures(["report", "merge", out + "/report.json", "--format", "html", "--output", mergedPage])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    try expectRenders(mergedPage, heading: "contract fuzz", parts: heatmap)
  }

  @Test func diffPage() throws {
    let page = folder + "/diff.html"
    let output = try executeCommand(
      ["diff"] + DiffCommandTests.sightscreen + ["--format", "html", "--output", page], in: HTMLReportBrowserTests.root)
    #expect(output.exitCode == 1, "\(output.standardError)")
    try expectRenders(page, heading: "contract diff", parts: ["schema-change"])
  }

  @Test func coveragePage() throws {
    let page = folder + "/coverage.html"
    let output = try executeCommand(
      ["coverage", "--format", "html", "--output", page], in: HTMLReportBrowserTests.root)
    #expect(output.exitCode == 0, "\(output.standardError)")
    try expectRenders(
      page, heading: "contract coverage", parts: ["<span class=\"fill\"", "<ul class=\"unexercised\">"])
  }

  /// The check itself catches what it is for: a page whose script throws is reported.
  @Test func aPageWithAScriptErrorIsCaught() throws {
    let page = folder + "/broken.html"
    try Data("<!DOCTYPE html><html><body><h1>x</h1><script>missing();</script></body></html>".utf8).write(
      to: URL(fileURLWithPath: page))
    let (dom, console) = try Browser.open(page, profile: folder + "/profile-broken")
    #expect(dom.contains("<h1>x</h1>"))
    #expect(console.contains { $0.contains("Uncaught ReferenceError: missing is not defined") }, "\(console)")
  }

  private func expectRenders(_ page: String, heading: String, parts: [String]) throws {
    let (dom, console) = try Browser.open(page, profile: folder + "/profile")
    #expect(dom.contains("<h1>\(heading)</h1>"), "\(page): \(dom.prefix(300))")
    for part in parts { #expect(dom.contains(part), "\(page) has no \(part)") }
    #expect(console.isEmpty, "\(page): \(console.joined(separator: "\n"))")
  }
}

/// Headless Chromium, found as `scripts/test` leaves it.
enum Browser {
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["CONTRACT_CHROMIUM"], !named.isEmpty { return named }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    return nil
  }()

  static var missingReason: String {
    let reason =
      "no Chromium (chromium, chromium-browser or google-chrome on PATH, or CONTRACT_CHROMIUM):"
      + " the HTML reports are not opened in a browser; scripts/test installs Debian's chromium"
    if path == nil { print("HTMLReportBrowserTests skipped: \(reason)") }
    return reason
  }

  /// Loads `page` from its file and returns the DOM after load and the console's messages
  /// (script errors, blocked loads, policy violations), from Chromium's log on standard error.
  static func open(_ page: String, profile: String) throws -> (dom: String, console: [String]) {
    try open(url: URL(fileURLWithPath: page).absoluteString, profile: profile)
  }

  /// Loads `url` and returns the DOM once its scripts have run for up to `scriptTime`
  /// milliseconds of the page's own (virtual) time, and the console's messages.
  static func open(url: String, profile: String, scriptTime: Int? = nil) throws -> (dom: String, console: [String]) {
    let browser = try #require(path)
    let output = try executeProcess(
      URL(fileURLWithPath: browser),
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--enable-logging=stderr", "--v=0",
        "--user-data-dir=" + profile,
      ] + (scriptTime.map { ["--virtual-time-budget=\($0)"] } ?? []) + ["--dump-dom", url])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let console = output.standardError.split(separator: "\n").map(String.init).filter {
      $0.contains(":CONSOLE") || $0.contains("Uncaught")
    }
    return (output.standardOutput, console)
  }
}
