public import Contracts
public import Reports

/// Renders a check report as JUnit XML, the test-report format every CI displays (GitHub
/// test-report actions, GitLab's `artifacts:reports:junit`, Jenkins' JUnit plugin).
///
/// The mapping, chosen so each CI's test view reads like the text report:
/// - one `<testsuite>` per contract (named by its id), then one for findings of no contract,
///   one for configuration errors and one (passing) for baseline entries now fixed;
/// - in each contract's suite, a first test case `responses` with the contract's counts
///   (skipped when it had none, so an empty corpus shows), then one test case per fingerprint
///   group: a finding and all its repeats, named `kind pointer` (the pointer's indices as `*`
///   when it repeats) or `kind in file` for a finding about a whole file;
/// - a group at or above the fail-on severity is a `<failure>` (the exit code fails the job
///   for the same findings); below it, the test case passes and its text is in `<system-out>`.
///
/// `classname` is the contract id, which Jenkins splits at dots into package and class
/// (`pets.pet` → package `pets`, class `pet`). The test case's `file` and `line` (attributes
/// pytest also writes) let GitLab and the GitHub actions link to the first place.
public struct JUnitRenderer: ReportRenderer {
  /// Groups at or above this severity are failures; `nil` (`--fail-on never`): none are.
  public var failOn: Finding.Severity?
  /// How many places a failure's text lists before "and N more".
  public var placesShown = 25
  /// The command whose findings a check report holds (`check`, `diff`), as its headings name it.
  public var command: String

  public init(failOn: Finding.Severity? = .error, command: String = "check") {
    self.failOn = failOn
    self.command = command
  }

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    var suites: [Suite] = report.sections.map { section in
      var suite = Suite(name: section.contractID ?? "(no contract)")
      suite.properties = [("tool", "contract " + toolVersion)]
      if let summary = section.summary {
        suite.properties += [
          ("schema", summary.schema), ("type", summary.type ?? "(no type)"), ("profile", summary.profile),
        ]
        // The name stays the same from run to run (CIs track a test's history by name); the
        // counts go in its output.
        let outcome = summary.outcomeDescription
        var responses = Case(name: "responses", classname: summary.id)
        responses.output = plural(summary.responses, "response") + (outcome.isEmpty ? "" : ": " + outcome)
        if summary.responses == 0 { responses.skipped = "no responses to check" }
        suite.cases.append(responses)
      }
      var names = Set<String>()
      for group in section.groups { suite.cases.append(testCase(group, in: suite.name, names: &names)) }
      return suite
    }
    if !report.configurationErrors.isEmpty {
      var suite = Suite(name: "configuration")
      for error in report.configurationErrors {
        var testCase = Case(name: error.description, classname: "configuration")
        testCase.file = error.file
        testCase.line = error.location?.line
        testCase.failure = Failure(message: error.message, type: "configuration-error", body: error.description)
        suite.cases.append(testCase)
      }
      suites.append(suite)
    }
    // Fixed baseline entries pass: they show in the test view as what this change fixed.
    if let fixed = report.baseline?.fixed, !fixed.isEmpty {
      var suite = Suite(name: "fixed since the baseline")
      for entry in fixed {
        var testCase = Case(
          name: entry.pointer.map { "\(entry.kind) \($0)" } ?? entry.kind, classname: entry.contract ?? suite.name)
        testCase.output = "fixed: \(entry.message)\nfingerprint: \(entry.fingerprint)"
        suite.cases.append(testCase)
      }
      suites.append(suite)
    }

    return document("contract \(command)", suites)
  }

  /// The XML document of `suites`, with their totals.
  func document(_ name: String, _ suites: [Suite]) -> String {
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      #"<testsuites name="\#(Markup.attribute(name))" tests="\#(tests)" failures="\#(failures)" errors="0" skipped="\#(skipped)" time="0">"#
      + "\n"
    for suite in suites { xml += suite.xml }
    return xml + "</testsuites>\n"
  }

  func testCase(_ group: FindingGroup, in suite: String, names: inout Set<String>) -> Case {
    let finding = group.first
    // A finding about a whole file (a parse error, an unmapped response) has no pointer: the
    // file names it instead.
    var name = finding.kind.rawValue + " " + (group.pointer.isEmpty ? "in " + finding.source.file : group.pointer)
    // CIs key a test's history by name: two groups with the same kind and pointer (different
    // causes) keep apart by their fingerprints, which are stable across runs.
    if !names.insert(name).inserted { name += " [\(finding.fingerprint)]" }
    var testCase = Case(name: name, classname: finding.contract ?? suite)
    testCase.file = finding.source.file
    testCase.line = finding.source.line
    let body = details(group)
    if let failOn, finding.severity >= failOn {
      testCase.failure = Failure(message: group.message, type: finding.kind.rawValue, body: body)
    } else {
      testCase.output = body
    }
    return testCase
  }

  /// The text of a group: what, how often, where, the evidence, the fingerprint.
  private func details(_ group: FindingGroup) -> String {
    let finding = group.first
    var lines = [
      "\(finding.severity.rawValue) \(finding.kind.rawValue)" + (group.pointer.isEmpty ? "" : " at \(group.pointer)")
    ]
    if group.total > 1 { lines[0] += " (×\(group.total))" }
    lines.append(finding.message)
    let places = group.places
    for place in places.prefix(placesShown) { lines.append("at " + place) }
    let more = group.more(than: placesShown)
    if more > 0 { lines.append("and \(more) more") }
    if let schemaLocation = finding.schemaLocation { lines.append("schema: " + schemaLocation) }
    for key in finding.evidence.keys.sorted() { lines.append("\(key): \(finding.evidence[key] ?? "")") }
    lines.append("fingerprint: " + finding.fingerprint)
    return lines.joined(separator: "\n")
  }

  struct Failure {
    var message: String
    var type: String
    var body: String
  }

  struct Case {
    var name: String
    var classname: String
    var skipped: String?
    var file: String?
    var line: Int?
    var failure: Failure?
    var output: String?

    var xml: String {
      var open = #"    <testcase name="\#(Markup.attribute(name))" classname="\#(Markup.attribute(classname))""#
      if let file { open += #" file="\#(Markup.attribute(file))""# }
      if let line { open += #" line="\#(line)""# }
      open += #" time="0""#
      var children = ""
      if let skipped { children += #"      <skipped message="\#(Markup.attribute(skipped))"/>"# + "\n" }
      if let failure {
        children +=
          #"      <failure message="\#(Markup.attribute(failure.message))" type="\#(Markup.attribute(failure.type))">"#
          + Markup.text(failure.body) + "</failure>\n"
      }
      if let output { children += "      <system-out>" + Markup.text(output) + "</system-out>\n" }
      return children.isEmpty ? open + "/>\n" : open + ">\n" + children + "    </testcase>\n"
    }
  }

  struct Suite {
    var name: String
    var properties: [(String, String)] = []
    var cases: [Case] = []

    var failures: Int { cases.filter { $0.failure != nil }.count }
    var skipped: Int { cases.filter { $0.skipped != nil }.count }

    var xml: String {
      var xml =
        #"  <testsuite name="\#(Markup.attribute(name))" tests="\#(cases.count)" failures="\#(failures)" errors="0" skipped="\#(skipped)" time="0">"#
        + "\n"
      if !properties.isEmpty {
        xml += "    <properties>\n"
        for (name, value) in properties {
          xml += #"      <property name="\#(Markup.attribute(name))" value="\#(Markup.attribute(value))"/>"# + "\n"
        }
        xml += "    </properties>\n"
      }
      for testCase in cases { xml += testCase.xml }
      return xml + "  </testsuite>\n"
    }
  }
}
