import ContractTesting
import Contracts
import Reporting
import Reports
import Testing

/// Every format, rendered from the fixed reports and compared with its committed snapshot
/// (`Snapshots/<report>.<format>`; re-record with `RECORD_SNAPSHOTS=1`).
@Suite struct RendererSnapshotTests {
  static let reports: [(name: String, report: CheckReport)] = [
    ("sample", SampleReports.sample), ("hostile", SampleReports.hostile), ("clean", SampleReports.clean),
  ]

  /// Each format's renderer and the extension its snapshots have.
  static let formats: [(pathExtension: String, render: @Sendable (CheckReport) -> String)] = [
    ("txt", { TextRenderer(color: false).render($0, toolVersion: "1") }),
    ("json", { JSONRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
    ("junit.xml", { JUnitRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
    ("sarif", { SARIFRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
    ("github.txt", { GitHubRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
    ("md", { MarkdownRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
    ("html", { HTMLRenderer().render($0, toolVersion: SampleReports.toolVersion) }),
  ]

  @Test(arguments: formats.map(\.pathExtension))
  func snapshot(_ pathExtension: String) throws {
    let format = try #require(RendererSnapshotTests.formats.first { $0.pathExtension == pathExtension })
    for (name, report) in RendererSnapshotTests.reports {
      assertSnapshot(format.render(report), named: name, pathExtension: pathExtension)
    }
  }

  @Test func sarifWithWorkingDirectoryResolvesAgainstSourceRoot() {
    let sarif = SARIFRenderer(workingDirectory: "/home/ci/my project").render(
      SampleReports.sample, toolVersion: SampleReports.toolVersion)
    assertSnapshot(sarif, named: "sample-srcroot", pathExtension: "sarif")
  }

  @Test func junitFailOnWarningAndNever() {
    assertSnapshot(
      JUnitRenderer(failOn: .warning).render(SampleReports.sample, toolVersion: SampleReports.toolVersion),
      named: "sample-fail-on-warning", pathExtension: "junit.xml")
    let never = JUnitRenderer(failOn: nil).render(SampleReports.sample, toolVersion: SampleReports.toolVersion)
    #expect(!never.contains("<failure message=\"Order"))
  }
}
