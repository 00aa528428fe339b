import Contracts
import JSONCore
import Jansson
import Reporting
import Reports
import Testing

/// What a report says about what it does not list: Markdown cut to GitHub's comment limit,
/// JSON totals beside the 25 listed occurrences of one fingerprint.
@Suite struct ReportLimitsTests {
  /// A report with `count` distinct findings, each with a long message.
  private func largeReport(_ count: Int) -> CheckReport {
    var report = CheckReport()
    report.contracts = [
      ContractSummary(id: "gh.issue", schema: "(no schema)", type: "Issue", profile: "default", responses: count)
    ]
    report.responses = count
    for index in 0..<count {
      report.add(
        Finding(
          kind: .roundtripLoss, contract: "gh.issue", source: SourceReference(file: "Fixtures/issue-\(index).json"),
          pointer: JSONPointer([.key("field_\(index)")]),
          message: "the model drops 'field_\(index)': " + String(repeating: "é", count: 200), detail: "dropped"))
    }
    return report
  }

  @Test func markdownIsCutAtALineWithinGitHubsLimit() {
    let full = MarkdownRenderer().render(largeReport(10), toolVersion: "1")
    #expect(!full.contains("Truncated"))

    let text = MarkdownRenderer(fullReport: "[this run](https://ci.example/runs/7)").render(
      largeReport(1_000), toolVersion: "1")
    #expect(text.utf8.count <= 65_536)
    #expect(text.utf8.count > 60_000)
    #expect(text.contains("> **Truncated** at GitHub's 65,536-character limit: this report is "))
    #expect(text.contains("The whole report: [this run](https://ci.example/runs/7).\n"))
    #expect(text.hasSuffix("<sub>contract 1</sub>\n"))
    // The last table row before the note is whole.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let noteLine = lines.firstIndex { $0.hasPrefix("> **Truncated**") } ?? 0
    let lastRow = lines[noteLine - 2]
    #expect(lastRow.hasPrefix("| ") && lastRow.hasSuffix(" |"))
  }

  @Test func jsonGivesEveryFingerprintsTotal() throws {
    var report = CheckReport()
    for row in 0..<30 {
      report.add(
        Finding(
          kind: .decodeFailure, contract: "shop.order", source: SourceReference(file: "dump.ndjson", line: row + 1),
          pointer: JSONPointer([.index(row), .key("total")]), message: "null where the model requires Decimal",
          detail: "null-for-non-optional"))
    }
    let value = try JanssonParser.parse(Array(JSONRenderer().render(report, toolVersion: "1").utf8)).value
    let listed = value["findings"]?.arrayValue ?? []
    #expect(listed.count == 25)
    let fingerprint = try #require(listed.first?["fingerprint"]?.stringValue)
    #expect(value["occurrences"]?[fingerprint] == 30)
  }
}
