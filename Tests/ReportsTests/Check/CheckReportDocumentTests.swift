import Contracts
import Foundation
import JSONCore
import Reports
import Testing

/// The check report's one serialised form: a worker's part comes back as the report it was
/// written from, and a report a command writes carries nothing of a part.
@Suite struct CheckReportDocumentTests {
  /// A report with what a part must carry exactly: pointers whose keys read as indices,
  /// occurrences beyond the listed ones, reading positions, a shard stamp, and the run's
  /// warnings, missing paths and input files.
  private var report: CheckReport {
    var report = CheckReport()
    report.contracts = [ContractSummary(id: "shop.order", schema: "order.json", type: "Order", profile: "default")]
    for row in 0..<(CheckReport.occurrencesListed + 3) {
      report.add(
        Finding(
          kind: .schemaViolation, contract: "shop.order", source: SourceReference(file: "dump.ndjson", line: row + 1),
          pointer: JSONPointer([.key("byID"), .key("17"), .index(row), .key("007")]), message: "expected integer"),
        at: ReadingPosition(file: 0, record: row + 1))
    }
    report.add(
      Finding(kind: .parseError, contract: nil, source: SourceReference(file: "x.json"), pointer: nil, message: "bad"),
      at: ReadingPosition(file: 1, record: 0))
    report.responses = 29
    report.unmapped = 1
    report.skippedNonJSON = 2
    report.warnings = ["corpus glob 'none/*.json' names no file"]
    report.missingPaths = ["gone/"]
    report.shard = CheckReport.ShardStamp(shard: Shard(index: 1, count: 3), run: "00112233aabbccdd")
    return report
  }

  private func expectSame(_ back: CheckReport, _ report: CheckReport) {
    #expect(back.findings == report.findings)
    #expect(back.findings.map(\.pointer) == report.findings.map(\.pointer))
    #expect(back.order == report.order)
    #expect(back.occurrences == report.occurrences)
    #expect(back.unlisted == report.unlisted)
    #expect(back.responses == report.responses)
    #expect(back.unmapped == report.unmapped)
    #expect(back.skippedNonJSON == report.skippedNonJSON)
    #expect(back.shard == report.shard)
    #expect(back.contracts.map(\.id) == report.contracts.map(\.id))
  }

  @Test func aPartComesBackAsTheReportItWasWrittenFrom() throws {
    let report = report
    let bytes = try CheckReport.Document(report, toolVersion: "1.0", part: true).compact()
    let back = try CheckReport.Document(compact: bytes).report(file: "part.json")
    expectSame(back, report)
    #expect(back.warnings == report.warnings)
    #expect(back.missingPaths == report.missingPaths)
    #expect(back.inputFiles == report.inputFiles)
  }

  /// A report counts a fingerprint listed enough only by its occurrences; one read back keeps
  /// doing so (later occurrences are counted, not listed).
  @Test func aPartReadBackKeepsCountingWhatIsListedEnough() throws {
    var back = try CheckReport.Document(compact: CheckReport.Document(report, toolVersion: "1.0", part: true).compact())
      .report(file: "part.json")
    var original = report
    let more = Finding(
      kind: .schemaViolation, contract: "shop.order", source: SourceReference(file: "dump.ndjson", line: 99),
      pointer: JSONPointer([.key("byID"), .key("17"), .index(98), .key("007")]), message: "expected integer")
    back.add(more, at: ReadingPosition(file: 2, record: 1))
    original.add(more, at: ReadingPosition(file: 2, record: 1))
    expectSame(back, original)
  }

  @Test func aReportLeavesThePartOut() throws {
    let json = CheckReport.Document(report, toolVersion: "1.0").json()
    #expect(!json.contains("\"part\""))
    let withPart = try CheckReport.Document(
      compact: CheckReport.Document(report, toolVersion: "1.0", part: true).compact())
    #expect(withPart.json().contains("\"part\""))
  }

  @Test func onlyACheckReportLooksLikeOne() {
    #expect(CheckReport.Document.isCheckReport(Array(CheckReport.Document(report, toolVersion: "1.0").json().utf8)))
    #expect(!CheckReport.Document.isCheckReport(Array(#"{"version": 1, "seed": 1, "matrix": []}"#.utf8)))
  }
}
