import Contracts
public import Reports

/// A fuzz report as JUnit XML: a `<testsuite>` per contract, with a test case per operator
/// (the matrix row's counts and failing pointers in its output; it passes, since drift the
/// model fails on is a weakness, not a finding) and a test case per finding (a failure at or
/// above the fail-on severity, so the test view agrees with the exit code); then findings of
/// no contract and, passing, the baseline's fixed cells.
extension JUnitRenderer {
  public func render(_ report: FuzzReport) -> String {
    let findings = report.findingsReport
    let byContract = Dictionary(grouping: report.findings) { $0.contract ?? "" }
    let grid = ResilienceGrid(report)
    var suites: [Suite] = grid.contracts.map { id in
      var suite = Suite(name: id)
      suite.properties = [("tool", "contract " + report.tool.version), ("seed", "\(report.seed)")]
      if let entry = report.contracts.first(where: { $0.id == id }) {
        suite.properties += [("type", entry.type ?? "(no type)"), ("profile", entry.profile)]
      }
      for operatorName in grid.operators {
        guard let cell = grid.cell(id, operatorName) else { continue }
        var testCase = Case(name: "operator " + operatorName, classname: id)
        testCase.output = rowOutput(cell)
        suite.cases.append(testCase)
      }
      var names = Set<String>()
      for group in findings.groups(byContract[id] ?? []) {
        suite.cases.append(testCase(group, in: id, names: &names))
      }
      return suite
    }
    if let unclaimed = byContract[""], !unclaimed.isEmpty {
      var suite = Suite(name: "(no contract)")
      var names = Set<String>()
      for group in findings.groups(unclaimed) { suite.cases.append(testCase(group, in: suite.name, names: &names)) }
      suites.append(suite)
    }
    if let fixed = report.baseline?.fixed, !fixed.isEmpty {
      var suite = Suite(name: "fixed since the baseline")
      for cell in fixed {
        var testCase = Case(name: "\(cell.operatorName) \(cell.shownPointer)", classname: cell.contract)
        testCase.output = "fixed: the model \(cell.outcome.rawValue) in the baseline"
        suite.cases.append(testCase)
      }
      suites.append(suite)
    }
    return document("contract fuzz", suites)
  }

  /// One matrix row in words: the outcomes of its allowed and drift mutants, where it failed.
  private func rowOutput(_ cell: ResilienceGrid.Cell) -> String {
    let row = cell.row
    var lines = ["\(cell.counts.total) mutants: \(cell.failed) failed, \(cell.counts.lossy) lossy"]
    for (name, counts) in [("allowed", row.allowed), ("drift", row.drift), ("unchecked", row.unchecked)]
    where counts.total > 0 {
      lines.append(
        "\(name): \(counts.survived) survived, \(counts.lossy) lossy, \(counts.failed) failed, \(counts.hung) hung, \(counts.crashed) crashed"
      )
    }
    let failing = row.failingPointers
    for pointer in failing.prefix(placesShown) {
      var line = "failed at " + pointer.shownWithOutcome
      if let reproducer = pointer.reproducer { line += " (reproducer \(reproducer))" }
      lines.append(line)
    }
    if failing.count > placesShown { lines.append("and \(failing.count - placesShown) more") }
    return lines.joined(separator: "\n")
  }
}
