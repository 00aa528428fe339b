import ContractCLI
import ContractTesting
import Foundation
import Testing

/// `contract --help` and every `contract <command> --help` end with the article to read, and
/// the article exists in the DocC catalog with that title.
@Suite struct HelpArticleTests {
  /// The last line of a help text: `Docs: TITLE, PATH (scripts/docs builds the site)`.
  private func article(in help: String) throws -> (title: String, path: String) {
    let last = try #require(help.split(separator: "\n").last.map(String.init))
    #expect(last.hasPrefix("Docs: "), "help ends with \(last)")
    let body = last.dropFirst("Docs: ".count)
    let comma = try #require(body.range(of: ", Sources/"))
    let close = try #require(body.range(of: " (scripts/docs builds the site)"))
    return (String(body[..<comma.lowerBound]), String(body[body.index(after: comma.lowerBound)..<close.lowerBound]))
  }

  private func expectArticle(_ path: String, titled title: String) throws {
    let file = Transcript.repository + "/" + path.trimmingCharacters(in: .whitespaces)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("# \(title)\n"), "\(path) is not the article '\(title)'")
  }

  @Test func rootHelpNamesGettingStarted() throws {
    let help = try executeCommand(["--help"])
    #expect(help.exitCode == 0)
    let (title, path) = try article(in: help.standardOutput)
    #expect(title == "Getting started")
    try expectArticle(path, titled: title)
  }

  @Test func everyCommandsHelpNamesItsOwnArticle() throws {
    let shown = ContractTool().commands.filter { !$0.isHidden }.map { $0.name }
    #expect(shown.count >= 10)
    for name in shown {
      let help = try executeCommand([name, "--help"])
      #expect(help.exitCode == 0, "\(name)")
      let (title, path) = try article(in: help.standardOutput)
      #expect(
        title.hasPrefix("contract \(name)"), "`contract \(name) --help` names another command's article: \(title)")
      try expectArticle(path, titled: title)
    }
  }
}
