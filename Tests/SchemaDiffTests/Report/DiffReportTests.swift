import Contracts
import JSONCore
import Jansson
import SchemaDiff
import Testing

/// A diff's report: its changes as findings for the formats every command shares, and its own
/// text and JSON forms.
@Suite struct DiffReportTests {
  private var report: DiffReport {
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

  @Test func theJSONFormNamesEveryChangeWithItsVerdict() throws {
    let text = DiffJSONRenderer().render(report, toolVersion: "9.9.9")
    let root = try JanssonParser.parse(Array(text.utf8)).value
    #expect(root["tool"]?["version"] == "9.9.9")
    #expect(root["changes"]?.arrayValue?.count == 2)
    #expect(root["changes"]?.arrayValue?[0]["verdict"]?["result"] == "breaks")
    #expect(root["changes"]?.arrayValue?[0]["level"] == "breaking")
    #expect(root["ignored"]?.arrayValue?[0]["reason"] == "not read")
    #expect(root["summary"]?["breaking"]?.description == "1")
  }

  @Test func theTextFormListsChangesBySchema() {
    let text = DiffTextRenderer().render(report)
    #expect(text.hasPrefix("old.json → new.json\nnew.json\n"))
    #expect(text.contains("breaks Order: null"))
    #expect(text.contains("      contract shop.order\n"))
    #expect(text.hasSuffix("1 breaking, 0 risky, 1 safe across 1 schema (1 ignored)\n"))
  }
}
