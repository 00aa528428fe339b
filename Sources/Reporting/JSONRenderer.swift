public import Contracts
import Foundation
import JSONCore
import Jansson

/// Renders a check report as JSON, in the stable format that `docs/report.schema.json` describes
/// (version 1).
///
/// Keys are sorted and the output is the same for the same findings.
public struct JSONRenderer: Sendable {
  public static let formatVersion = 1

  public init() {}

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    let document = Document(
      version: JSONRenderer.formatVersion, tool: .init(name: "contract", version: toolVersion),
      summary: .init(
        responses: report.responses, errors: report.count(.error), warnings: report.count(.warning),
        notes: report.count(.note), unmapped: report.unmapped, skippedNonJSON: report.skippedNonJSON,
        unlisted: report.unlisted),
      contracts: report.contracts,
      findings: report.findings.map(FindingRecord.init),
      occurrences: report.occurrences,
      baseline: report.baseline.map { .init(known: $0.known, fixed: $0.fixed) },
      configurationErrors: report.configurationErrors.map {
        .init(
          file: $0.file, line: $0.location?.line, column: $0.location?.column, pointer: $0.pointer?.description,
          message: $0.message)
      })
    return JSONRenderer.pretty(document)
  }

  /// Encodes a value, then writes it with the project's writer: two-space indent, keys in
  /// byte order, `"key": value`, empty containers as `[]`.
  static func pretty(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let tree = try? JanssonParser.parse(Array(data)).value else {
      return "{}\n"
    }
    return JSONWriter(sortedKeys: true, indent: 2).string(tree) + "\n"
  }

  struct Document: Encodable {
    struct Tool: Encodable { var name: String; var version: String }
    struct Summary: Encodable {
      var responses, errors, warnings, notes, unmapped, skippedNonJSON: Int
      /// Occurrences counted but not listed (beyond the first few of one fingerprint).
      var unlisted: Int
    }
    struct BaselineRecord: Encodable { var known: Int; var fixed: [Baseline.Entry] }
    struct ConfigurationRecord: Encodable {
      var file: String
      var line: Int?
      var column: Int?
      var pointer: String?
      var message: String
    }

    var version: Int
    var tool: Tool
    var summary: Summary
    var contracts: [ContractSummary]
    var findings: [FindingRecord]
    /// Every occurrence of each fingerprint in `findings`, listed or not: `findings` lists
    /// the first 25 of one fingerprint.
    var occurrences: [String: Int]
    var baseline: BaselineRecord?
    var configurationErrors: [ConfigurationRecord]
  }

  /// A finding as the JSON format has it: the pointer as text, the source flattened.
  struct FindingRecord: Encodable {
    var kind: String
    var severity: String
    var contract: String?
    var file: String
    var line: Int?
    var column: Int?
    var entry: Int?
    var pointer: String?
    var schemaLocation: String?
    var message: String
    var evidence: [String: String]
    var fingerprint: String

    init(_ finding: Finding) {
      kind = finding.kind.rawValue
      severity = finding.severity.rawValue
      contract = finding.contract
      file = finding.source.file
      line = finding.source.line
      column = finding.source.column
      entry = finding.source.entry
      pointer = finding.pointer?.description
      schemaLocation = finding.schemaLocation
      message = finding.message
      evidence = finding.evidence
      fingerprint = finding.fingerprint
    }
  }
}
