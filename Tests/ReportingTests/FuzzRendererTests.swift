import ContractTesting
import Contracts
import Foundation
import Fuzzing
import Reporting
import Reports
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every format, looked up by name as the commands do, rendering fixed fuzz reports; compared
/// with the committed snapshots (`Snapshots/fuzz-<report>.<format>`; re-record with
/// `RECORD_SNAPSHOTS=1`).
@Suite struct FuzzRendererTests {
  /// The extension each format's snapshots have.
  static let extensions: [ReportFormat: String] = [
    .text: "txt", .json: "json", .junit: "junit.xml", .sarif: "sarif", .github: "github.txt", .markdown: "md",
    .html: "html",
  ]

  private func render(_ report: FuzzReport, as format: ReportFormat) -> String {
    format.renderer(RenderOptions(workingDirectory: nil, fullReport: "`contract fuzz --format html`")).render(report)
  }

  @Test(arguments: ReportFormat.allCases)
  func snapshot(_ format: ReportFormat) throws {
    let pathExtension = try #require(FuzzRendererTests.extensions[format])
    let reports = [
      ("fuzz-sample", try SampleFuzzReports.sample), ("fuzz-clean", try SampleFuzzReports.clean),
      ("fuzz-hostile", try SampleFuzzReports.hostile),
    ]
    for (name, report) in reports {
      assertSnapshot(render(report, as: format), named: name, pathExtension: pathExtension)
    }
  }

  /// A contract's coverage gaps (its enum of 300 subjects) in a report for people: the ones
  /// the model did not survive, each with its replay line, and a count of the rest; the HTML
  /// report lists each.
  @Test func coverageGapsTheModelSurvivedAreCountedNotListed() throws {
    var report = try SampleFuzzReports.clean
    report.contracts[0].coverageGaps =
      (0..<300).map {
        CoverageGap(
          pointer: "/subject", item: "enum value \"s\($0)\"", mutant: $0, verdict: .allowed, outcome: .survived)
      }
      + [
        CoverageGap(pointer: "/note", item: "null", mutant: 300, verdict: .allowed, outcome: .failed),
        CoverageGap(pointer: "/tag", item: "optional key absent", mutant: 301),
      ]
    let text = render(report, as: .text)
    #expect(
      text.contains("    /note null: an allowed mutant, the model failed (contract replay shop.order:3:300)\n"),
      "\(text)")
    #expect(
      text.contains(
        "    and 300 more the model survived, 1 not run (the campaign ended first); the JSON and HTML reports list each\n"
      ),
      "\(text)")
    #expect(!text.contains("s17"))
    let markdown = render(report, as: .markdown)
    #expect(markdown.contains("and 300 more the model survived"), "\(markdown)")
    #expect(!markdown.contains("s17"))
    let html = render(report, as: .html)
    #expect(html.contains("enum value &quot;s17&quot;") || html.contains("enum value \"s17\""), "\(html)")
    report.contracts[0].coverageGaps = Array(report.contracts[0].coverageGaps?.prefix(8) ?? [])
    #expect(
      render(report, as: .text).contains(
        "    the model survived all 8; the JSON and HTML reports list each\n"))
  }

  @Test func theHeatmapHasARowPerContractAndAColumnPerOperatorItRan() throws {
    let html = render(try SampleFuzzReports.sample, as: .html)
    let document = try XMLDocument(data: Data(html.utf8), options: [])
    let headers = try document.nodes(forXPath: "//table[@class='heatmap']/thead/tr/th").map { $0.stringValue ?? "" }
    #expect(headers == ["Contract", "key-case", "drop-optional", "date-format", "enum-unknown", "stacked"])
    let rows = try document.nodes(forXPath: "//table[@class='heatmap']/tbody/tr/th").map { $0.stringValue ?? "" }
    #expect(rows == ["shop.order", "shop.customer"])
    // shop.order under key-case: 6 of 7 failed (one crashed); the crash listed first, the
    // sixth failing pointer folded into the details.
    let cell = try #require(
      try document.nodes(forXPath: "//table[@class='heatmap']/tbody/tr[1]/td[1]").first as? XMLElement)
    #expect(cell.attribute(forName: "class")?.stringValue == "cell fail heat-5")
    let pointers = try cell.nodes(forXPath: ".//li").map { $0.stringValue ?? "" }
    #expect(pointers.first == "/*/id [crashed]")
    #expect(pointers.count == 6)
    #expect(try cell.nodes(forXPath: "./details//li").count == 2)
    // Lossy only is amber, survived green, not run empty.
    let classes = try document.nodes(forXPath: "//table[@class='heatmap']/tbody/tr/td").compactMap {
      ($0 as? XMLElement)?.attribute(forName: "class")?.stringValue
    }
    #expect(classes.contains("cell lossy heat-4"))
    #expect(classes.contains("cell heat-0"))
    #expect(classes.contains("cell empty"))
  }

  @Test func hostileTextRunsNothingInHTMLAndStaysInItsCellInMarkdown() throws {
    let report = try SampleFuzzReports.hostile
    let html = render(report, as: .html)
    let document = try XMLDocument(data: Data(html.utf8), options: [])
    #expect(try document.nodes(forXPath: "//script").isEmpty)
    #expect(try document.nodes(forXPath: "//img").isEmpty)
    let markdown = render(report, as: .markdown)
    // Markup in a message is text (in code spans, GitHub shows it as it is).
    #expect(markdown.contains("T crashed the process: &lt;script&gt;alert('x')&lt;/script&gt; \\| \\`code\\`"))
    for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
      // Every row of a table has as many cells as its header: no `|` from the report split one.
      let unescaped = line.replacingOccurrences(of: "\\|", with: "")
      #expect(unescaped.hasSuffix(" |"), "\(line)")
    }
  }

  @Test func markdownIsCutWithinGitHubsLimit() throws {
    var report = try SampleFuzzReports.sample
    let finding = try #require(report.findings.first)
    report.findings = (0..<2_000).map { index in
      var copy = finding
      copy.message = "crash number \(index): " + String(repeating: "é", count: 100)
      return copy
    }
    let text = render(report, as: .markdown)
    #expect(text.utf8.count <= 65_536)
    #expect(text.utf8.count > 60_000)
    #expect(text.contains("> **Truncated** at GitHub's 65,536-character limit"))
    #expect(text.contains("The whole report: `contract fuzz --format html`."))
  }
}
