public import Reports

/// `contract replay`'s text: what was replayed and its mutations, the payload (or what the
/// reproducer recorded), the verdict and outcome with the located findings, and whether a
/// reproducer reproduced.
extension TextRenderer {
  public func render(_ report: ReplayReport) -> String {
    var text = report.note.map { $0 + "\n" } ?? ""
    switch report.subject {
    case .mutant(let id, let fixture, let isStacked):
      text += "mutant \(id) of \(fixture)\(isStacked ? " (stacked)" : "")\n"
    case .reproducer(let path, let mutant, let fixture):
      text += "reproducer \(path): mutant \(mutant) of \(fixture)\n"
    }
    for mutation in report.mutations {
      text += "  \(mutation.operatorName)\(mutation.pointer.map { " at \($0)" } ?? ""): \(mutation.description)\n"
    }
    if let payload = report.payload { text += "payload:\n\(payload)\n" }
    if let recorded = report.recorded {
      text +=
        "recorded: \(recorded.verdict.rawValue), \(recorded.outcome.rawValue)\(recorded.failure.map { ": \($0)" } ?? "")\n"
    }
    text += "verdict: \(report.verdict.rawValue) (\(report.verdictMeaning))\n"
    text += "outcome: \(report.outcome.rawValue)\(report.outcomeDetail.map { ": \($0)" } ?? "")\n"
    for finding in report.findings {
      text += "  \(finding.kind.rawValue) \(finding.pointer?.description ?? ""): \(finding.message)\n"
    }
    if let reproduced = report.reproduced {
      text += reproduced ? "reproduced\n" : "not reproduced: the outcome changed\n"
    }
    return text
  }
}
