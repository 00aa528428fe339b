/// One schema change with every model's verdict on it.
///
/// A definition that several contracts reach (a `User` inside a session, a user list and a
/// user response) changes once, and each contract's model judges the change where its own
/// responses hold it (`/aud`, `/user/aud`, `/users/*/aud`). The change is one thing to act on:
/// it is listed once, with one verdict per model, at the worst of them.
public struct ChangeGroup: Sendable {
  /// The judgement the change is shown as: the one nearest its schema (the shortest place)
  /// among those a model judged, else among all.
  public var shown: JudgedChange
  /// Every judgement of the change, in report order: the ones a model judged when any was,
  /// since a listing at the rule's level alone says nothing they do not.
  public var judgements: [JudgedChange]

  /// The worst level among the judgements: a change that breaks one model breaks the app.
  public var level: SchemaChange.Level {
    judgements.map(\.level).min { $0.rank < $1.rank } ?? shown.level
  }

  /// The verdicts in words, each with its level: models that gave the same verdict for the
  /// same reason on the same kind of probe share a line ("Session and UserList tolerate it"),
  /// and a model judging through two contracts is named once.
  public var verdicts: [(sentence: String, level: SchemaChange.Level)] {
    var lines: [(key: String, models: [String], judged: JudgedChange)] = []
    for judged in judgements {
      guard let verdict = judged.verdict else { continue }
      let key = verdict.sharedReason.map { "\($0) \(judged.probeOrigin?.rawValue ?? "")" } ?? "\(lines.count) apart"
      if let index = lines.firstIndex(where: { $0.key == key }) {
        if !lines[index].models.contains(verdict.model) { lines[index].models.append(verdict.model) }
      } else {
        lines.append((key, [verdict.model], judged))
      }
    }
    return lines.compactMap { line in
      line.judged.verdictSentence(saidOf: line.models).map { ($0, line.judged.level) }
    }
  }

  /// The contracts that judged it, in report order, each once.
  public var contracts: [String] {
    var seen = Set<String>()
    return judgements.compactMap(\.contractID).filter { seen.insert($0).inserted }
  }

  /// `changes` grouped by what changed (the change's kind, message and schema locations), in
  /// the order each change first comes. A change with no schema location stays alone.
  public static func grouping(_ changes: [JudgedChange]) -> [ChangeGroup] {
    var order: [String] = []
    var members: [String: [JudgedChange]] = [:]
    for (position, judged) in changes.enumerated() {
      let change = judged.change
      let key =
        change.oldLocation == nil && change.newLocation == nil
        ? "#\(position)"
        : [change.id, change.message, change.oldLocation ?? "", change.newLocation ?? ""].joined(separator: "\u{0}")
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(judged)
    }
    return order.compactMap { key in
      guard let all = members[key] else { return nil }
      let judged = all.filter { $0.verdict != nil }
      let judgements = judged.isEmpty ? all : judged
      guard let shown = judgements.min(by: { $0.change.place.tokens.count < $1.change.place.tokens.count }) else {
        return nil
      }
      return ChangeGroup(shown: shown, judgements: judgements)
    }
  }
}

extension SchemaChange.Level {
  /// Breaking first.
  fileprivate var rank: Int {
    switch self {
    case .breaking: 0
    case .risky: 1
    case .safe: 2
    }
  }
}
