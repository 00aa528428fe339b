import JSONCore
public import Reports

/// `contract diff --format json`, as `docs/diff-report.schema.json` describes it.
extension JSONRenderer {
  public func render(_ report: DiffReport, toolVersion: String) -> String {
    /// A model's verdict where its contract's responses hold the change.
    func judgement(_ judged: JudgedChange) -> JSONObject {
      var object = JSONObject()
      object["schema"] = .string(judged.pair)
      if let contract = judged.contractID { object["contract"] = .string(contract) }
      object["pointer"] = .string(judged.change.place.description)
      object["level"] = .string(judged.level.rawValue)
      if let verdict = judged.verdict {
        object["verdict"] = .object(
          JSONObject([
            ("result", .string(verdict.name)), ("model", .string(verdict.model)),
            ("message", .string(judged.verdictSentence ?? verdict.sentence)),
          ]))
      }
      if let probe = judged.probe { object["probe"] = .string(probe) }
      return object
    }
    /// The change as shown, at the worst level of its judgements, with all of them.
    func change(_ judged: JudgedChange, level: SchemaChange.Level, judgements: [JudgedChange]) -> JSONValue {
      var object = judgement(judged)
      object["id"] = .string(judged.change.id)
      object["level"] = .string(level.rawValue)
      object["ruleLevel"] = .string(judged.change.level.rawValue)
      object["message"] = .string(judged.change.message)
      if let old = judged.change.oldLocation { object["oldLocation"] = .string(old) }
      if let new = judged.change.newLocation { object["newLocation"] = .string(new) }
      if let old = judged.change.oldSource { object["oldSource"] = .string(old) }
      if let new = judged.change.newSource { object["newSource"] = .string(new) }
      object["judgements"] = .array(judgements.map { .object(judgement($0)) })
      return .object(object)
    }
    var summary = JSONObject()
    for level in SchemaChange.Level.allCases {
      summary[level.rawValue] = .number(JSONNumber(report.counts[level, default: 0]))
    }
    summary["schemas"] = .number(JSONNumber(report.pairs))
    summary["ignored"] = .number(JSONNumber(report.ignored.count))
    let root = JSONObject([
      ("tool", .object(JSONObject([("name", "contract"), ("version", .string(toolVersion))]))),
      ("title", .string(report.title)),
      ("changes", .array(report.groups.map { change($0.shown, level: $0.level, judgements: $0.judgements) })),
      (
        "ignored",
        .array(
          report.ignored.map {
            guard case .object(var object) = change($0.change, level: $0.change.level, judgements: [$0.change]) else {
              return .null
            }
            object["reason"] = .string($0.reason)
            return .object(object)
          })
      ),
      ("summary", .object(summary)),
    ])
    return JSONWriter(sortedKeys: true, indent: 2).string(.object(root)) + "\n"
  }
}
