import ContractTesting
import Foundation
import Testing

/// Every command README.md shows is run here, or by the test named beside it, so the README
/// cannot go stale: the 60-second demo prints what it shows, the set-up check passes, every
/// command of the table answers `--help`, and every link into the repository leads to a file.
///
/// The package commands (`swift run contract init --edit-package`, `swift run -c release
/// contract-runner check`, `swift test`) are run by `WalkthroughTests` on a real package.
@Suite struct ReadmeTests {
  static let readme = Transcript.repository + "/README.md"

  @Test func theDemoPrintsWhatTheReadmeShows() throws {
    let demo = try Transcript("scripts/contract check --contract chapter.group_chat", in: "README.md")
    try demo.expectReproduced()
    #expect(try demo.run().exitCode == 1)
  }

  /// `scripts/contract check --baseline Contracts/baseline.json`: the shipped contracts and
  /// corpus pass against the committed baseline. (`scripts/test` is this suite.)
  @Test func theSetUpCheckPasses() throws {
    let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
    #expect(text.contains("scripts/contract check --baseline Contracts/baseline.json"))
    let check = try executeCommand(["check", "--baseline", "Contracts/baseline.json"], in: Transcript.repository)
    #expect(check.exitCode == 0, "\(check.standardOutput.suffix(2000))\(check.standardError)")
    let script = try String(contentsOfFile: Transcript.repository + "/scripts/test", encoding: .utf8)
    #expect(script.contains("swift test \"$@\""), "scripts/test runs the suite")
  }

  @Test func everyCommandOfTheTableAnswersHelp() throws {
    let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
    let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("| `contract ") }
    #expect(rows.count >= 10)
    for row in rows {
      let cell = row.dropFirst("| `contract ".count)
      let name = String(cell.prefix { $0.isLetter || $0 == "-" })
      let help = try executeCommand([name, "--help"])
      #expect(help.exitCode == 0, "`contract \(name) --help`: \(help.standardError)")
      #expect(help.standardOutput.contains("USAGE: contract \(name)"), "\(name)")
    }
  }

  @Test func everyLinkLeadsToAFile() throws {
    let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
    let links = text.matches(of: /\]\(([^)#]+)\)/).map { String($0.output.1) }.filter { !$0.hasPrefix("http") }
    #expect(links.count >= 10)
    for link in links {
      #expect(
        FileManager.default.fileExists(atPath: Transcript.repository + "/" + link),
        "README.md links to \(link), which does not exist")
    }
  }

  @Test func theReadmeStaysShort() throws {
    let lines = try String(contentsOfFile: Self.readme, encoding: .utf8).components(separatedBy: "\n").count
    #expect(lines <= 210, "README.md has \(lines) lines: move the detail into an article")
  }
}
