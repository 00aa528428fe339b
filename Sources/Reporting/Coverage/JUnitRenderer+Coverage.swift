public import Reports

/// A coverage report as JUnit XML: a `<testsuite>` per contract with a test case per schema
/// item, skipped when the traffic never exercised it (coverage measures the fixtures, it
/// does not fail them), passing otherwise.
extension JUnitRenderer {
  public func render(_ report: CoverageReport) -> String {
    let suites = report.contracts.map { contract in
      var suite = Suite(name: contract.id)
      suite.properties = [
        ("tool", "contract " + report.tool), ("coverage", CoverageReport.percentText(contract.percent)),
      ]
      var names = Set<String>()
      for item in contract.items {
        var name = CoverageText.item(item)
        // Test case names must be unique in a suite for most viewers.
        var suffix = 2
        while !names.insert(name).inserted {
          name = CoverageText.item(item) + " (\(suffix))"
          suffix += 1
        }
        var testCase = Case(name: name, classname: contract.id)
        testCase.file = CoverageText.file(contract)
        testCase.line = item.schemaLine
        if item.isExercised {
          testCase.output = "seen \(item.seen) times" + (item.firstSeen.map { ", first at \($0)" } ?? "")
        } else {
          testCase.skipped = "never seen in the recorded traffic"
        }
        suite.cases.append(testCase)
      }
      return suite
    }
    return document("contract coverage", suites)
  }
}
