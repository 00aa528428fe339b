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

  /// The changes with every model's verdict on each (``ChangeGroup``): what the reports list
  /// and count.
  public var groups: [ChangeGroup] { ChangeGroup.grouping(changes) }

  /// The changes as findings (kind `schema-change`), one per change, for the formats every
  /// command shares.
  public var findings: [Finding] {
    groups.map { group in
      let shown = group.shown
      let change = shown.change
      var evidence = ["change": change.id, "ruleLevel": change.level.rawValue, "level": group.level.rawValue]
      evidence["oldLocation"] = change.oldLocation
      evidence["newLocation"] = change.newLocation
      let verdicts = group.judgements.compactMap(\.verdict)
      if !verdicts.isEmpty {
        evidence["verdict"] = verdicts.map(\.name).joined(separator: ", ")
        evidence["model"] = verdicts.map(\.model).joined(separator: ", ")
      }
      if group.contracts.count > 1 { evidence["contracts"] = group.contracts.joined(separator: ", ") }
      evidence["probe"] = shown.probe
      let location = change.newLocation ?? change.oldLocation ?? shown.pair
      let file = location.split(separator: "#", maxSplits: 1).first.map(String.init) ?? location
      return Finding(
        kind: .schemaChange, severity: DiffReport.severity(group.level), contract: shown.contractID ?? shown.pair,
        source: SourceReference(file: file), pointer: change.place, schemaLocation: location,
        message: DiffReport.sentence(group), evidence: evidence, detail: change.id)
    }
  }

  /// "`course_url` may now be null: breaks Course_V2: …; Course.Summary tolerates it (rule: breaking)".
  public static func sentence(_ group: ChangeGroup) -> String {
    var text = group.shown.change.message
    let sentences = group.verdicts.map(\.sentence)
    if !sentences.isEmpty { text += ": " + sentences.joined(separator: "; ") }
    if group.level != group.shown.change.level { text += " (rule: \(group.shown.change.level.rawValue))" }
    return text
  }

  /// How many changes are at each level.
  public var counts: [SchemaChange.Level: Int] {
    Dictionary(grouping: groups, by: \.level).mapValues(\.count)
  }

  public var summarySentence: String {
    let counts = counts
    let parts = SchemaChange.Level.allCases.map { "\(counts[$0, default: 0]) \($0.rawValue)" }
    var line = parts.joined(separator: ", ") + " across \(pairs) schema\(pairs == 1 ? "" : "s")"
    if !ignored.isEmpty { line += " (\(ignored.count) ignored)" }
    return line
  }
}
