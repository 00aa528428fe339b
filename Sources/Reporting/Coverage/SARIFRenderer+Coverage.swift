public import Reports

/// A coverage report as SARIF 2.1.0: one rule, `unexercised`, and a `note` result per entry of
/// ``CoverageReport/Contract/neverSeen`` (what the traffic never exercised), at the schema line
/// that allows it (physical location) and the response place (logical location); the shares in
/// the run's properties.
extension SARIFRenderer {
  public func render(_ report: CoverageReport) -> String {
    let rule = CoverageLog.Rule(
      id: "unexercised", name: "UnexercisedSchemaItem",
      shortDescription: .init(text: "A schema item no recorded response exercises"),
      fullDescription: .init(
        text:
          "The contract allows this (an enum value, an alternative, an optional key's state, null, an array or number or timestamp shape) and no recorded response has it: the app's handling of it is untested."
      ))
    var results: [CoverageLog.Result] = []
    for contract in report.contracts {
      let file = CoverageText.file(contract)
      for entry in contract.neverSeen {
        let physical = file.map {
          CoverageLog.Physical(
            artifactLocation: .init(uri: SARIFRenderer.percentEncoded($0)),
            region: entry.item.schemaLine.map { .init(startLine: $0) })
        }
        results.append(
          CoverageLog.Result(
            ruleId: rule.id, level: "note", message: .init(text: "[\(contract.id)] " + CoverageText.item(entry)),
            locations: [
              .init(
                physicalLocation: physical,
                logicalLocations: [.init(fullyQualifiedName: entry.pointer, kind: "value")])
            ]))
      }
    }
    let run = CoverageLog.Run(
      tool: .init(driver: .init(name: "contract", version: report.tool, rules: [rule])), results: results,
      properties: .init(
        percent: report.percent, exercised: report.exercisedCount, items: report.itemCount,
        contracts: Dictionary(uniqueKeysWithValues: report.contracts.map { ($0.id, $0.percent ?? 0) })))
    return CheckReport.Document.pretty(CoverageLog(schema: SARIFRenderer.schemaURI, version: "2.1.0", runs: [run]))
  }
}

/// The SARIF log of a coverage run: the subset of SARIF 2.1.0 it uses.
struct CoverageLog: Encodable {
  struct Text: Encodable { var text: String }
  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
  }
  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }
  struct Tool: Encodable { var driver: Driver }
  struct Region: Encodable { var startLine: Int }
  struct Artifact: Encodable { var uri: String }
  struct Physical: Encodable {
    var artifactLocation: Artifact
    var region: Region?
  }
  struct Logical: Encodable {
    var fullyQualifiedName: String
    var kind: String
  }
  struct Location: Encodable {
    var physicalLocation: Physical?
    var logicalLocations: [Logical]
  }
  struct Result: Encodable {
    var ruleId: String
    var level: String
    var message: Text
    var locations: [Location]
  }
  struct Properties: Encodable {
    var percent: Double?
    var exercised: Int
    var items: Int
    /// Each contract's share, 0–100.
    var contracts: [String: Double]
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var properties: Properties
  }

  var schema: String
  var version: String
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }
}
