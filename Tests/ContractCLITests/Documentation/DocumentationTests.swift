import ContractTesting
import Foundation
import Testing

/// The DocC catalog builds with the toolchain's own `docc` and no warning (`scripts/docs`:
/// symbol graphs of ContractTesting, Contracts and JSONSchema from this build's modules, then
/// `docc convert --warnings-as-errors`), and the site renders: served from a loopback HTTP
/// server, the landing page and an article open in headless Chromium with their titles and no
/// console message.
///
/// Skipped, saying why, without `docc` (it ships with the Swift toolchain), Chromium
/// (`scripts/test` installs it) or `python3` (the HTTP server).
@Suite(.serialized, .enabled(if: DocumentationSite.missing == nil, "\(DocumentationSite.missing ?? "")"))
struct DocumentationTests {
  @Test func theCatalogBuildsAndRendersInABrowser() throws {
    let folder = try TemporaryFolder()
    let site = folder.path + "/site"
    let build = try executeProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["bash", "scripts/docs", "--modules", try DocumentationSite.modules(), "--output", site],
      in: Transcript.repository, environment: ["DOCC": DocumentationSite.docc ?? ""])
    try #require(build.exitCode == 0, "scripts/docs failed:\n\(build.standardError)")
    #expect(!build.standardError.contains("warning:"), "\(build.standardError)")
    #expect(FileManager.default.fileExists(atPath: site + "/index.html"))

    let server = try LoopbackServer(serving: site)
    defer { server.stop() }
    let pages = [
      ("documentation/contracttesting", "ContractTesting", "Getting started"),
      ("documentation/contracttesting/checkcommand", "contract check", "--baseline FILE"),
    ]
    for (path, title, text) in pages {
      let (dom, console) = try Browser.open(
        url: "http://127.0.0.1:\(server.port)/\(path)", profile: folder.path + "/profile", scriptTime: 30_000)
      #expect(dom.contains("class=\"title\""), "\(path): no title rendered: \(dom.prefix(400))")
      #expect(dom.contains(">\(title)</span></h1>"), "\(path): the title is not '\(title)'")
      #expect(dom.contains(text), "\(path) does not show '\(text)'")
      #expect(console.isEmpty, "\(path): \(console.joined(separator: "\n"))")
    }
  }
}

/// What the documentation test needs, found as `scripts/docs` finds it.
enum DocumentationSite {
  /// `docc` beside the `swift` on `PATH`, else `docc` on `PATH`.
  static let docc: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["DOCC"], !named.isEmpty { return named }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/swift") {
      let swift = URL(fileURLWithPath: directory + "/swift").resolvingSymlinksInPath()
      let beside = swift.deletingLastPathComponent().appendingPathComponent("docc").path
      if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    }
    return directories.map { $0 + "/docc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static let python: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return directories.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Why the test cannot run here, printed once; `nil` when it can.
  static let missing: String? = {
    var reasons: [String] = []
    if docc == nil { reasons.append("no docc (it ships with the Swift toolchain; or set DOCC)") }
    if Browser.path == nil { reasons.append("no Chromium (scripts/test installs Debian's chromium)") }
    if python == nil { reasons.append("no python3 for the loopback HTTP server") }
    guard !reasons.isEmpty else { return nil }
    let reason = "the documentation site is not built and opened: " + reasons.joined(separator: "; ")
    print("DocumentationTests skipped: \(reason)")
    return reason
  }()

  /// The folder of this build's compiled modules (`.build/debug/Modules`).
  static func modules() throws -> String {
    let products = try productURL("contract").deletingLastPathComponent()
    for candidate in [products.appendingPathComponent("Modules"), products]
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Contracts.swiftmodule").path) {
      return candidate.path
    }
    throw TranscriptError("no Contracts.swiftmodule beside \(products.path)")
  }
}

/// `python3 -m http.server` on an ephemeral loopback port, serving one folder.
final class LoopbackServer {
  let process = Process()
  let port: Int

  init(serving folder: String) throws {
    let python = try #require(DocumentationSite.python)
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
    var text = ""
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
      if let match = text.firstMatch(of: /port (\d+)/), let port = Int(match.output.1) {
        self.port = port
        return
      }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    throw TranscriptError("the HTTP server did not start: \(text)")
  }

  /// Stops the server with SIGKILL: a process started from the test process may inherit
  /// SIGTERM ignored (tests of signal handling set it so), and then `terminate()` does nothing.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
