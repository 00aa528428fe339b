import JSONCore
public import Reports

/// `contract replay --format json`: one object (`mutant` and `fixture`, with `reproducer` for
/// a saved one; `mutations`, `payload`, `recorded`, `verdict`, `outcome`, `detail`,
/// `findings`, `reproduced`), keys sorted.
extension JSONRenderer {
  public func render(_ report: ReplayReport) -> String {
    var object = JSONObject()
    if let note = report.note { object["note"] = .string(note) }
    switch report.subject {
    case .mutant(let id, let fixture, let isStacked):
      object["mutant"] = .string(id.description)
      object["fixture"] = .string(fixture)
      object["stacked"] = .bool(isStacked)
    case .reproducer(let path, let mutant, let fixture):
      object["reproducer"] = .string(path)
      object["mutant"] = .string(mutant.description)
      object["fixture"] = .string(fixture)
    }
    object["mutations"] = .array(
      report.mutations.map { mutation in
        var value = JSONObject()
        value["operator"] = .string(mutation.operatorName)
        if let pointer = mutation.pointer { value["pointer"] = .string(pointer) }
        value["description"] = .string(mutation.description)
        return .object(value)
      })
    if let payload = report.payload { object["payload"] = .string(payload) }
    if let recorded = report.recorded {
      var value = JSONObject()
      value["verdict"] = .string(recorded.verdict.rawValue)
      value["outcome"] = .string(recorded.outcome.rawValue)
      if let failure = recorded.failure { value["failure"] = .string(failure) }
      object["recorded"] = .object(value)
    }
    object["verdict"] = .string(report.verdict.rawValue)
    object["outcome"] = .string(report.outcome.rawValue)
    if let detail = report.outcomeDetail { object["detail"] = .string(detail) }
    object["findings"] = .array(
      report.findings.map { finding in
        var value = JSONObject()
        value["kind"] = .string(finding.kind.rawValue)
        if let pointer = finding.pointer { value["pointer"] = .string(pointer.description) }
        value["message"] = .string(finding.message)
        return .object(value)
      })
    if let reproduced = report.reproduced { object["reproduced"] = .bool(reproduced) }
    return JSONWriter(sortedKeys: true).string(.object(object)) + "\n"
  }
}
