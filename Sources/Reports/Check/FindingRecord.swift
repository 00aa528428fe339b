import Contracts
import JSONCore

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
    pointerKeys = finding.pointer.flatMap(FindingRecord.keysReadingAsIndices)
    schemaLocation = finding.schemaLocation
    message = finding.message
    evidence = finding.evidence
    fingerprint = finding.fingerprint
  }
}

extension FindingRecord {
  /// The finding this record was written from.
  func finding() throws -> Finding {
    guard let kind = Finding.Kind(rawValue: kind) else { throw RecordError("unknown kind '\(self.kind)'") }
    guard let severity = Finding.Severity(rawValue: severity) else {
      throw RecordError("unknown severity '\(self.severity)'")
    }
    var finding = Finding(
      kind: kind, severity: severity, contract: contract,
      source: SourceReference(file: file, line: line, column: column, entry: entry, appVersion: appVersion),
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
      guard !keys.contains(position), let index = FindingRecord.index(token) else { return token }
      return .index(index)
    }
    return JSONPointer(tokens)
  }

  /// The positions of `pointer`'s key tokens that read as indices, `nil` when there are none.
  static func keysReadingAsIndices(_ pointer: JSONPointer) -> [Int]? {
    let positions = pointer.tokens.enumerated().compactMap { position, token in
      if case .key = token, FindingRecord.index(token) != nil { return position }
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
