import Contracts
import JSONCore
import Jansson
import Reporting
import Reports
import Testing

/// A diff's own text and JSON forms, and its changes as findings in the other formats.
@Suite struct DiffRendererTests {
  /// A change a model breaks on, written in a YAML document, and one the ignore file accepted.
  private var report: DiffReport {
    var enumGrew = SchemaChange(
      id: "enum-value-added", level: .risky, place: JSONPointer([.key("*"), .key("status")]),
      oldLocation: "v1.yaml#/components/schemas/Order/properties/status",
      newLocation: "v2.yaml#/components/schemas/Order/properties/status",
      message: "`status` may now be \"refunded\"", probe: .value("refunded"))
    enumGrew.newSource = "v2.yaml:41:11"
    let broken = JudgedChange(
      change: enumGrew, pair: "Order", contractID: "shop.orders",
      verdict: .breaks(model: "Order", cause: "cannot initialize Status from invalid String value refunded"),
      probe: #"[{"status":"refunded"}]"#)
    let accepted = JudgedChange(
      change: SchemaChange(
        id: "max-length-lowered", level: .safe, place: JSONPointer([.key("*"), .key("note")]),
        oldLocation: "v1.yaml#/components/schemas/Order/properties/note", newLocation: nil,
        message: "`note` is at most 200 characters"),
      pair: "Order")
    var report = DiffReport(title: "v1.yaml → v2.yaml", changes: [broken, accepted], pairs: 3)
    report.ignored = [(accepted, "the app truncates notes")]
    return report
  }

  @Test func theTextFormListsChangesBySchemaWithTheirVerdictAndSource() {
    let text = TextRenderer(color: false).render(report, toolVersion: "9.9.9")
    #expect(text.hasPrefix("v1.yaml → v2.yaml\nOrder\n  breaking  enum-value-added               /*/status\n"))
    #expect(text.contains("breaks Order: cannot initialize Status from invalid String value refunded (rule: risky)\n"))
    #expect(text.contains("      contract shop.orders\n"))
    #expect(text.contains("at v2.yaml#/components/schemas/Order/properties/status (v2.yaml:41:11)\n"))
    #expect(text.contains("ignored  max-length-lowered /*/note in Order: the app truncates notes\n"))
    #expect(text.hasSuffix("1 breaking, 0 risky, 1 safe across 3 schemas (1 ignored)\n"))
  }

  @Test func theJSONFormNamesEveryChangeWithItsVerdict() throws {
    let text = JSONRenderer().render(report, toolVersion: "9.9.9")
    let root = try JanssonParser.parse(Array(text.utf8)).value
    #expect(root["tool"]?["version"] == "9.9.9")
    #expect(root["changes"]?.arrayValue?.count == 2)
    #expect(root["changes"]?.arrayValue?[0]["verdict"]?["result"] == "breaks")
    #expect(root["changes"]?.arrayValue?[0]["level"] == "breaking")
    #expect(root["changes"]?.arrayValue?[0]["ruleLevel"] == "risky")
    #expect(root["changes"]?.arrayValue?[0]["newSource"] == "v2.yaml:41:11")
    #expect(root["ignored"]?.arrayValue?[0]["reason"] == "the app truncates notes")
    #expect(root["summary"]?["breaking"]?.description == "1")
    #expect(root["summary"]?["schemas"]?.description == "3")
  }

  /// SARIF, JUnit, Markdown, GitHub and HTML have no diff form: they show the changes as a
  /// check's `schema-change` findings, at the model's level.
  @Test func theOtherFormatsShowChangesAsFindings() throws {
    let sarif = SARIFRenderer().render(report, toolVersion: "9.9.9")
    let log = try JanssonParser.parse(Array(sarif.utf8)).value
    let results = log["runs"]?.arrayValue?[0]["results"]?.arrayValue ?? []
    #expect(results.map { $0["ruleId"] } == ["schema-change", "schema-change"])
    #expect(results.map { $0["level"] } == ["error", "note"])
  }
}
