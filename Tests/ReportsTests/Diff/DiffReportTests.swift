import Contracts
import JSONCore
import Reports
import Testing

/// A diff's report as values: its changes as findings for the formats every command shares, and
/// its summary.
@Suite struct DiffReportTests {
  private let report = DiffReport.sample

  @Test func changesBecomeFindingsAtTheirModelsLevel() {
    let findings = report.findings
    #expect(findings.map(\.kind) == [.schemaChange, .schemaChange])
    #expect(findings.map(\.severity) == [.error, .note])
    #expect(findings[0].contract == "shop.order")
    #expect(findings[0].source.file == "new.json")
    #expect(findings[0].evidence["verdict"] == "breaks")
    #expect(findings[0].message == "`name` may now be null: breaks Order: null (rule: risky)")
    #expect(findings[1].contract == "new.json")
  }

  @Test func theSummaryCountsLevelsAndIgnoredChanges() {
    #expect(report.summarySentence == "1 breaking, 0 risky, 1 safe across 1 schema (1 ignored)")
  }
}

extension DiffReport {
  /// Two changes, one judged by a model, one ignored.
  static var sample: DiffReport {
    var nullable = SchemaChange(
      id: "became-nullable", level: .risky, place: JSONPointer([.key("name")]),
      oldLocation: "old.json#/properties/name",
      newLocation: "new.json#/properties/name", message: "`name` may now be null")
    nullable.newSource = nil
    let judged = JudgedChange(
      change: nullable, pair: "new.json", contractID: "shop.order", verdict: .breaks(model: "Order", cause: "null"),
      probe: #"{"name":null}"#)
    let removed = JudgedChange(
      change: SchemaChange(
        id: "property-removed-optional", level: .safe, place: JSONPointer([.key("note")]), oldLocation: nil,
        newLocation: nil,
        message: "`note` removed"),
      pair: "new.json")
    var report = DiffReport(title: "old.json → new.json", changes: [judged, removed], pairs: 1)
    report.ignored = [(removed, "not read")]
    return report
  }
}
