public import Contracts
import Foundation
public import Fuzzing
import JSONCore

/// Renders a check report as JSON, in the stable format that `docs/report.schema.json` describes
/// (version 1).
///
/// Keys are sorted and the output is the same for the same findings.
public struct JSONRenderer: ReportRenderer {
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
      findings: zip(report.findings, report.order).map(FindingRecord.init),
      occurrences: report.occurrences,
      baseline: report.baseline.map { .init(known: $0.known, fixed: $0.fixed) },
      configurationErrors: report.configurationErrors.map {
        .init(
          file: $0.file, line: $0.location?.line, column: $0.location?.column, pointer: $0.pointer?.description,
          message: $0.message)
      },
      shard: report.shard.map { .init(index: $0.shard.index + 1, count: $0.shard.count, run: $0.run) })
    return JSONRenderer.pretty(document)
  }

  /// A fuzz report in its own stable format (what `fuzz` writes to `--out` and `report merge`
  /// reads back).
  public func render(_ report: FuzzReport) -> String { report.json() }

  /// Encodes a value, then writes it with the project's writer: two-space indent, keys in
  /// byte order, `"key": value`, empty containers as `[]`.
  static func pretty(_ value: some Encodable) -> String {
    guard let tree = try? JSONValueEncoder().encode(value) else { return "{}\n" }
    return JSONWriter(sortedKeys: true, indent: 2).string(tree) + "\n"
  }

  /// The report's JSON document; ``JSONReportReader`` reads it back for `report merge`.
  struct Document: Codable {
    struct Tool: Codable { var name: String; var version: String }
    struct Summary: Codable {
      var responses, errors, warnings, notes, unmapped, skippedNonJSON: Int
      /// Occurrences counted but not listed (beyond the first few of one fingerprint).
      var unlisted: Int
    }
    struct BaselineRecord: Codable { var known: Int; var fixed: [Baseline.Entry] }
    struct ConfigurationRecord: Codable {
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
    /// Every fingerprint's occurrences, listed or not: what shard reports add up.
    var occurrences: [String: Int]
    var baseline: BaselineRecord?
    var configurationErrors: [ConfigurationRecord]
    /// Which shard of which run (`check --shard I/N`); absent for a whole run.
    var shard: ShardRecord?

    struct ShardRecord: Codable {
      /// 1-based, as `--shard` takes it.
      var index: Int
      var count: Int
      var run: String
    }
  }

  /// A finding as the JSON format has it: the pointer as text, the source flattened.
  struct FindingRecord: Codable {
    var kind: String
    var severity: String
    var contract: String?
    var file: String
    var line: Int?
    var column: Int?
    var entry: Int?
    /// The recording app's version, when the response's envelope has one.
    var appVersion: String?
    var pointer: String?
    /// Positions of the pointer's tokens that read as array indices but are object keys.
    ///
    /// Absent when there are none. Pointer text cannot tell them apart, and reports fold
    /// indices (`/rows/*/name`), so a report read back (`report merge`) needs to know.
    var pointerKeys: [Int]?
    var schemaLocation: String?
    var message: String
    var evidence: [String: String]
    var fingerprint: String
    /// Where the response was read: what merges shards back into reading order.
    var order: ReadingPosition

    init(_ finding: Finding, order: ReadingPosition) {
      self.order = order
      kind = finding.kind.rawValue
      severity = finding.severity.rawValue
      contract = finding.contract
      file = finding.source.file
      line = finding.source.line
      column = finding.source.column
      entry = finding.source.entry
      appVersion = finding.source.appVersion
      pointer = finding.pointer?.description
      pointerKeys = finding.pointer.flatMap(JSONRenderer.FindingRecord.keysReadingAsIndices)
      schemaLocation = finding.schemaLocation
      message = finding.message
      evidence = finding.evidence
      fingerprint = finding.fingerprint
    }
  }
}
