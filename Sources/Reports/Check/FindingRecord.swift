public import Contracts
import Foundation
import JSONCore
import Jansson

/// Reads a JSON check report (``JSONRenderer``'s format, version 1) back into a
/// ``CheckReport``: what `contract report merge` joins shards' reports with.
///
/// Listed findings come back as they were written (already redacted), with their reading
/// positions and fingerprints; counts come from the report's `occurrences`.
public enum JSONReportReader {
  public struct Read: Sendable {
    public var report: CheckReport
    /// The tool version that wrote the report.
    public var toolVersion: String
  }

  /// Whether `bytes` look like a check report (and not, say, a fuzz report).
  public static func isCheckReport(_ bytes: [UInt8]) -> Bool {
    guard let root = try? JanssonParser.parse(bytes).value else { return false }
    return root["summary"]?["responses"] != nil && root["contracts"]?.arrayValue != nil
  }

  public static func read(path: String) throws(ConfigurationError) -> Read {
    let document = try ToolFile.decode(
      JSONRenderer.Document.self, path: path, kind: "contract check report (--format json)")
    guard document.version == JSONRenderer.formatVersion else {
      throw ConfigurationError(
        file: path,
        message: "check report version \(document.version); this tool reads version \(JSONRenderer.formatVersion)")
    }
    var findings: [Finding] = []
    for (index, record) in document.findings.enumerated() {
      do {
        findings.append(try record.finding())
      } catch {
        throw ConfigurationError(
          file: path, pointer: JSONPointer.root.appending(key: "findings").appending(index: index),
          message: "not a finding: \(error)")
      }
    }
    var report = CheckReport(
      findings: findings, order: document.findings.map(\.order), occurrences: document.occurrences)
    report.contracts = document.contracts
    report.responses = document.summary.responses
    report.unmapped = document.summary.unmapped
    report.skippedNonJSON = document.summary.skippedNonJSON
    report.baseline = document.baseline.map { BaselineComparison(known: $0.known, fixed: $0.fixed) }
    report.configurationErrors = document.configurationErrors.map { record in
      ConfigurationError(
        file: record.file,
        location: record.line.map { SourceLocation(line: $0, column: record.column ?? 1, offset: 0) },
        pointer: record.pointer.flatMap { try? JSONPointer(parsing: $0) }, message: record.message)
    }
    if let shard = document.shard {
      guard shard.count >= 1, shard.index >= 1, shard.index <= shard.count else {
        throw ConfigurationError(
          file: path, pointer: JSONPointer.root.appending(key: "shard"),
          message: "shard \(shard.index)/\(shard.count) is not a part of a run")
      }
      report.shard = CheckReport.ShardStamp(shard: Shard(index: shard.index - 1, count: shard.count), run: shard.run)
    }
    return Read(report: report, toolVersion: document.tool.version)
  }
}

extension JSONRenderer.FindingRecord {
  /// The finding this record was written from.
  func finding() throws -> Finding {
    guard let kind = Finding.Kind(rawValue: kind) else { throw RecordError("unknown kind '\(self.kind)'") }
    guard let severity = Finding.Severity(rawValue: severity) else {
      throw RecordError("unknown severity '\(self.severity)'")
    }
    var finding = Finding(
      kind: kind, severity: severity, contract: contract,
      source: SourceReference(file: file, line: line, column: column, entry: entry),
      pointer: try pointer.map(parsePointer), schemaLocation: schemaLocation, message: message,
      evidence: evidence)
    finding.fingerprint = fingerprint
    return finding
  }

  /// The pointer of `text` with its tokens as the finding had them: a token that reads as an
  /// index is one, unless ``pointerKeys`` names it.
  private func parsePointer(_ text: String) throws -> JSONPointer {
    let keys = Set(pointerKeys ?? [])
    let tokens = try JSONPointer(parsing: text).tokens.enumerated().map { position, token -> JSONPointer.Token in
      guard !keys.contains(position), let index = JSONRenderer.FindingRecord.index(token) else { return token }
      return .index(index)
    }
    return JSONPointer(tokens)
  }

  /// The positions of `pointer`'s key tokens that read as indices, `nil` when there are none.
  static func keysReadingAsIndices(_ pointer: JSONPointer) -> [Int]? {
    let positions = pointer.tokens.enumerated().compactMap { position, token in
      if case .key = token, JSONRenderer.FindingRecord.index(token) != nil { return position }
      return nil
    }
    return positions.isEmpty ? nil : positions
  }

  /// The index a token's text reads as: digits as an index prints them (no leading zero).
  private static func index(_ token: JSONPointer.Token) -> Int? {
    let text = token.text
    guard let index = Int(text), index >= 0, String(index) == text else { return nil }
    return index
  }

  struct RecordError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
