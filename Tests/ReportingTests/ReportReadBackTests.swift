import Contracts
import Foundation
import JSONCore
import Reporting
import Reports
import Testing

/// A JSON report read back (what `report merge` does with shards' reports) renders exactly as
/// the report it was written from, in every format.
@Suite struct ReportReadBackTests {
  private func readBack(_ report: CheckReport) throws -> CheckReport {
    let path = NSTemporaryDirectory() + "report-" + UUID().uuidString + ".json"
    try JSONRenderer().render(report, toolVersion: SampleReports.toolVersion)
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let document = try CheckReport.Document.read(path: path)
    #expect(document.toolVersion == SampleReports.toolVersion)
    return try document.report(file: path)
  }

  @Test func everyFormatRendersAReportReadBackAsTheOriginal() throws {
    for (name, report) in RendererSnapshotTests.reports {
      let back = try readBack(report)
      #expect(back.occurrences == report.occurrences, "\(name)")
      #expect(back.order == report.order, "\(name)")
      for format in RendererSnapshotTests.formats {
        #expect(format.render(back) == format.render(report), "\(name).\(format.pathExtension)")
      }
    }
  }

  /// Pointer text cannot tell the index `/rows/17` from the key `"17"`; the report says which
  /// tokens are keys, so folded pointers (`/rows/*`) come back the same.
  @Test func keysThatReadAsIndicesStayKeys() throws {
    var report = CheckReport()
    for row in 0..<2 {
      report.add(
        Finding(
          kind: .schemaViolation, contract: "shop.order", source: SourceReference(file: "dump.ndjson", line: row + 1),
          pointer: JSONPointer([.key("byID"), .key("17"), .key("lines"), .index(row), .key("007")]),
          message: "expected integer"), at: ReadingPosition(file: 0, record: row + 1))
    }
    let back = try readBack(report)
    #expect(back.findings.map(\.pointer) == report.findings.map(\.pointer))
    #expect(back.findings.first?.pointer?.normalized == "/byID/17/lines/*/007")
    #expect(
      TextRenderer(color: false).render(back, toolVersion: "1")
        == TextRenderer(color: false).render(report, toolVersion: "1"))
  }
}
