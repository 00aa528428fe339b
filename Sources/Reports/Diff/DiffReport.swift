public import Contracts
import JSONCore

/// Everything `contract diff` found, ready for a renderer.
public struct DiffReport: Sendable {
  /// What was compared: `Contracts/history/chapter-v1/openapi.json → Contracts/chapter/openapi.json`.
  public var title: String
  public var changes: [JudgedChange]
  /// How many schemas were paired and compared.
  public var pairs: Int
  /// Changes the ignore file accepted, with their reasons.
  public var ignored: [(change: JudgedChange, reason: String)] = []

  public init(title: String, changes: [JudgedChange], pairs: Int) {
    self.title = title
    self.changes = changes
    self.pairs = pairs
  }

  /// The severity a change's level has in the shared report formats.
  public static func severity(_ level: SchemaChange.Level) -> Finding.Severity {
    switch level {
    case .breaking: .error
    case .risky: .warning
    case .safe: .note
    }
  }

  /// The changes as findings (kind `schema-change`), for the formats every command shares.
  public var findings: [Finding] {
    changes.map { judged in
      let change = judged.change
      var evidence = ["change": change.id, "ruleLevel": change.level.rawValue, "level": judged.level.rawValue]
      evidence["oldLocation"] = change.oldLocation
      evidence["newLocation"] = change.newLocation
      evidence["verdict"] = judged.verdict?.name
      evidence["model"] = judged.verdict?.model
      evidence["probe"] = judged.probe
      let location = change.newLocation ?? change.oldLocation ?? judged.pair
      let file = location.split(separator: "#", maxSplits: 1).first.map(String.init) ?? location
      return Finding(
        kind: .schemaChange, severity: DiffReport.severity(judged.level), contract: judged.contractID ?? judged.pair,
        source: SourceReference(file: file), pointer: change.place, schemaLocation: location,
        message: DiffReport.sentence(judged), evidence: evidence, detail: change.id)
    }
  }

  /// "`course_url` may now be null: breaks Course_V2: … (rule: breaking)".
  public static func sentence(_ judged: JudgedChange) -> String {
    var text = judged.change.message
    if let sentence = judged.verdictSentence { text += ": " + sentence }
    if judged.level != judged.change.level { text += " (rule: \(judged.change.level.rawValue))" }
    return text
  }

  public var counts: [SchemaChange.Level: Int] {
    Dictionary(grouping: changes, by: \.level).mapValues(\.count)
  }

  public var summarySentence: String {
    let counts = counts
    let parts = SchemaChange.Level.allCases.map { "\(counts[$0, default: 0]) \($0.rawValue)" }
    var line = parts.joined(separator: ", ") + " across \(pairs) schema\(pairs == 1 ? "" : "s")"
    if !ignored.isEmpty { line += " (\(ignored.count) ignored)" }
    return line
  }
}
