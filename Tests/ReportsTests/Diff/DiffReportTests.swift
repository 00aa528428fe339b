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

  /// A definition three contracts reach changes once: one change, at the worst verdict, the
  /// models that said the same on one line, a model judging through two contracts named once.
  @Test func aChangeSeveralContractsJudgeIsOneChange() {
    let change = SchemaChange(
      id: "became-nullable", level: .breaking, place: JSONPointer([.key("aud")]),
      oldLocation: "v1.yaml#/components/schemas/User/properties/aud",
      newLocation: "v2.yaml#/components/schemas/User/properties/aud", message: "may now be null")
    func judged(_ contract: String, _ place: [JSONPointer.Token], _ verdict: ModelVerdict) -> JudgedChange {
      var placed = change
      placed.place = JSONPointer(place)
      var judged = JudgedChange(change: placed, pair: contract, contractID: contract, verdict: verdict)
      judged.probeOrigin = .recorded
      return judged
    }
    let unjudged = JudgedChange(change: change, pair: "User")
    let report = DiffReport(
      title: "v1.yaml → v2.yaml",
      changes: [
        judged("session", [.key("user"), .key("aud")], .tolerates(model: "Session")),
        unjudged,
        judged("list", [.key("users"), .key("*"), .key("aud")], .tolerates(model: "UserList")),
        judged("list.page", [.key("users"), .key("*"), .key("aud")], .tolerates(model: "UserList")),
        judged("user", [.key("aud")], .breaks(model: "User", cause: "null where String is required")),
      ], pairs: 3)
    let groups = report.groups
    #expect(groups.count == 1)
    #expect(groups.first?.level == .breaking)
    // Shown nearest the schema, among the judged.
    #expect(groups.first?.shown.contractID == "user")
    #expect(groups.first?.contracts == ["session", "list", "list.page", "user"])
    #expect(
      groups.first?.verdicts.map(\.sentence) == [
        "Session and UserList tolerate it (probe: a recorded response, edited)",
        "breaks User: null where String is required (probe: a recorded response, edited)",
      ])
    #expect(report.findings.count == 1)
    #expect(report.summarySentence == "1 breaking, 0 risky, 0 safe across 3 schemas")
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
