import ContractTesting
import Contracts
import Foundation
import JSONCore
import Jansson
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `contract check --format junit|sarif|github|markdown|html`, run as a real process on the
/// fixture corpus and dump: each output parses as its format, and every finding of the JSON
/// report appears in it with its place.
@Suite struct ReportFormatTests {
  /// The corpus run and the dump run: between them, every kind of place (file:line:column,
  /// NDJSON line, HAR entry, a file with no line) and findings of no contract.
  static let runs: [[String]] = [[], ["--against", "dump"]]

  /// A finding as the JSON report gives it, the reference every format is checked against.
  struct Expected {
    var kind, severity, file, message, fingerprint: String
    var contract, pointer: String?
    var line, column, entry: Int?

    init(_ value: JSONValue) {
      kind = value["kind"]?.stringValue ?? ""
      severity = value["severity"]?.stringValue ?? ""
      file = value["file"]?.stringValue ?? ""
      message = value["message"]?.stringValue ?? ""
      fingerprint = value["fingerprint"]?.stringValue ?? ""
      contract = value["contract"]?.stringValue
      pointer = value["pointer"]?.stringValue
      line = value["line"]?.intValue
      column = value["column"]?.intValue
      entry = value["entry"]?.intValue
    }

    /// `file:line:column entry N`, as the human formats write a place.
    var place: String {
      var text = file
      if let line {
        text += ":\(line)"
        if let column { text += ":\(column)" }
      }
      if let entry { text += " entry \(entry)" }
      return text
    }
  }

  private func check(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(["check"] + arguments, product: "contract-fixtures", in: CheckCommandTests.fixtures)
  }

  /// The run's findings and contract ids, from the JSON report.
  private func expected(_ arguments: [String]) throws -> (findings: [Expected], contracts: [String]) {
    let output = try check(arguments + ["--format", "json"])
    let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    let findings = (report["findings"]?.arrayValue ?? []).map(Expected.init)
    let contracts = (report["contracts"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
    return (findings, contracts)
  }

  @Test(arguments: runs)
  func junitHasASuitePerContractAndEveryFinding(_ arguments: [String]) throws {
    let (findings, contracts) = try expected(arguments)
    let output = try check(arguments + ["--format", "junit"])
    #expect(output.exitCode == 1)
    let document = try XMLDocument(data: Data(output.standardOutput.utf8), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    var names = contracts
    if findings.contains(where: { $0.contract == nil }) { names.append("(no contract)") }
    #expect(suites.compactMap { $0.attribute(forName: "name")?.stringValue } == names)
    // The counts CI shows agree with the elements.
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    #expect(root.attribute(forName: "tests")?.stringValue == "\(cases.count)")
    let failures = cases.filter { !$0.elements(forName: "failure").isEmpty }
    #expect(root.attribute(forName: "failures")?.stringValue == "\(failures.count)")
    for suite in suites {
      #expect(suite.attribute(forName: "tests")?.stringValue == "\(suite.elements(forName: "testcase").count)")
    }
    for finding in findings {
      let suite = suites.first { $0.attribute(forName: "name")?.stringValue == (finding.contract ?? "(no contract)") }
      let testCase = suite?.elements(forName: "testcase").first { testCase in
        let text = testCase.stringValue ?? ""
        return text.contains(finding.message) && text.contains("at " + finding.place)
          && text.contains("fingerprint: " + finding.fingerprint)
      }
      #expect(testCase != nil, "no test case for \(finding.kind) at \(finding.place)")
      // Errors are failures (the default --fail-on), of the finding's kind.
      let failure = testCase?.elements(forName: "failure").first
      #expect((failure != nil) == (finding.severity == "error"))
      if let failure { #expect(failure.attribute(forName: "type")?.stringValue == finding.kind) }
    }
  }

  @Test(arguments: runs)
  func sarifHasAResultPerFindingWithItsLocations(_ arguments: [String]) throws {
    let (findings, _) = try expected(arguments)
    let output = try check(arguments + ["--format", "sarif"])
    #expect(output.exitCode == 1)
    let log = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    #expect(log["version"] == "2.1.0")
    #expect(log["$schema"]?.stringValue?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let run = try #require(log["runs"]?.arrayValue?.first)
    #expect(log["runs"]?.arrayValue?.count == 1)
    #expect(run["tool"]?["driver"]?["name"] == "contract")
    let rules = run["tool"]?["driver"]?["rules"]?.arrayValue ?? []
    #expect(rules.count == Finding.Kind.allCases.count, "a rule per finding kind")
    for rule in rules {
      #expect(rule["shortDescription"]?["text"]?.stringValue?.isEmpty == false)
      #expect(rule["fullDescription"]?["text"]?.stringValue?.isEmpty == false)
      #expect(["error", "warning", "note"].contains(rule["defaultConfiguration"]?["level"]?.stringValue ?? ""))
    }
    // Relative paths resolve against the working directory (as the process saw it: the
    // system may have resolved symbolic links in it).
    let base = run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.stringValue ?? ""
    #expect(base.hasPrefix("file:///") && base.hasSuffix("/Tests/Fixtures/pets/"), "\(base)")
    let results = run["results"]?.arrayValue ?? []
    #expect(results.count == findings.count)
    for result in results {
      let index = result["ruleIndex"]?.intValue ?? -1
      #expect(rules.indices.contains(index) && rules[index]["id"] == result["ruleId"])
    }
    for finding in findings {
      // One fingerprint can have several results: the place tells them apart.
      let result = results.first { result in
        let physical = result["locations"]?[0]?["physicalLocation"]
        return result["partialFingerprints"]?["contractFingerprint/v1"]?.stringValue == finding.fingerprint
          && physical?["artifactLocation"]?["uri"]?.stringValue == finding.file
          && physical?["region"]?["startLine"]?.intValue == finding.line
          && result["properties"]?["entry"]?.intValue == finding.entry
      }
      #expect(result != nil, "no result for \(finding.kind) at \(finding.place)")
      guard let result, let location = result["locations"]?[0] else { continue }
      #expect(result["ruleId"]?.stringValue == finding.kind)
      #expect(result["level"]?.stringValue == finding.severity)
      #expect(result["message"]?["text"]?.stringValue == finding.message)
      #expect(location["physicalLocation"]?["artifactLocation"]?["uriBaseId"] == "%SRCROOT%")
      let region = location["physicalLocation"]?["region"]
      #expect(region?["startColumn"]?.intValue == finding.column)
      #expect(location["logicalLocations"]?[0]?["fullyQualifiedName"]?.stringValue == finding.pointer)
    }
    try ReportFormatTests.validateAgainstOfficialSchema(output.standardOutput)
  }

  /// Validates with the OASIS SARIF 2.1.0 schema when `SARIF_SCHEMA` names a copy of it
  /// (`scripts/sarif-schema` fetches one); the schema is not committed with the project.
  static func validateAgainstOfficialSchema(_ sarif: String) throws {
    guard let schema = ProcessInfo.processInfo.environment["SARIF_SCHEMA"], !schema.isEmpty else { return }
    let file = NSTemporaryDirectory() + "report-" + UUID().uuidString + ".sarif"
    try Data(sarif.utf8).write(to: URL(fileURLWithPath: file))
    let validation = try executeCommand(["validate", "--schema", schema, file], product: "contract-fixtures")
    #expect(validation.exitCode == 0, "\(validation.standardOutput)\(validation.standardError)")
  }

  @Test(arguments: runs)
  func githubAnnotatesEveryFindingThenSummarises(_ arguments: [String]) throws {
    let (findings, _) = try expected(arguments)
    let output = try check(arguments + ["--format", "github"])
    #expect(output.exitCode == 1)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == findings.count + 1)
    #expect(lines.last?.hasPrefix("contract check: ") == true)
    let levels = ["error": "error", "warning": "warning", "note": "notice"]
    for finding in findings {
      var prefix = "::\(levels[finding.severity] ?? "?") file=\(finding.file)"
      if let line = finding.line {
        prefix += ",line=\(line)"
        if let column = finding.column { prefix += ",col=\(column)" }
      }
      prefix += ",title=\(finding.kind)::"
      let message = finding.message.replacingOccurrences(of: "%", with: "%25")
      #expect(
        lines.contains { $0.hasPrefix(prefix) && $0.contains(message) },
        "no annotation \(prefix)… for \(finding.message)")
    }
  }

  @Test(arguments: runs)
  func markdownTablesNameEveryContractAndFinding(_ arguments: [String]) throws {
    let (findings, contracts) = try expected(arguments)
    let output = try check(arguments + ["--format", "markdown"])
    #expect(output.exitCode == 1)
    let text = output.standardOutput
    #expect(text.hasPrefix("## contract check\n"))
    for id in contracts { #expect(text.contains("| `\(id)` | ")) }
    let shown = ReportFormatTests.unescapeMarkdown(text)
    for finding in findings {
      #expect(shown.contains(finding.message), "missing: \(finding.message)")
      #expect(shown.contains("`\(finding.place)`"), "missing place: \(finding.place)")
    }
  }

  @Test(arguments: runs)
  func htmlIsOnePageWithEveryFinding(_ arguments: [String]) throws {
    let (findings, contracts) = try expected(arguments)
    let output = try check(arguments + ["--format", "html"])
    #expect(output.exitCode == 1)
    // The page is well-formed XML as well as HTML: an XML parser reads it.
    let document = try XMLDocument(data: Data(output.standardOutput.utf8), options: [])
    #expect(try document.nodes(forXPath: "//script | //link | //img | //iframe").isEmpty)
    let headings = try document.nodes(forXPath: "//section[@class='contract']/h2").compactMap(\.stringValue)
    for id in contracts { #expect(headings.contains(id)) }
    let articles = try document.nodes(forXPath: "//article").compactMap(\.stringValue)
    for finding in findings {
      #expect(
        articles.contains { $0.contains(finding.message) && $0.contains(finding.place) },
        "no finding for \(finding.kind) at \(finding.place)")
    }
  }

  @Test(arguments: ["junit", "sarif", "github", "markdown", "html"])
  func noFormatLeaksACredential(_ format: String) throws {
    let output = try check(["--against", "dump", "--format", format])
    for secret in [
      "sk_live_SECRET_TOKEN", "APIKEY_SECRET", "COOKIE_SECRET", "HAR_SECRET", "HAR_COOKIE", "SETCOOKIE_SECRET",
      "TRAILING_COMMA_SECRET", "TRUNCATED_SECRET_VALUE",
    ] {
      #expect(!output.standardOutput.contains(secret), "\(format) shows \(secret)")
    }
  }

  @Test func everyFormatWritesItsOutputFileAtomically() throws {
    let directory = NSTemporaryDirectory() + "formats-" + UUID().uuidString
    for format in ["junit", "sarif", "github", "markdown", "html"] {
      let path = directory + "/report." + format
      let output = try check(["--format", format, "--output", path])
      #expect(output.exitCode == 1)
      #expect(output.standardOutput.isEmpty)
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(written == (try check(["--format", format]).standardOutput))
    }
    // Nothing else is left in the folder: no temporary file survives the rename.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 5)
    let help = try executeCommand(["check", "--help"], product: "contract-fixtures")
    #expect(help.standardOutput.contains("(text|json|junit|sarif|github|markdown|html)"))
  }

  /// Markdown as a reader sees it: backslash escapes, entities and `<br>` undone.
  static func unescapeMarkdown(_ text: String) -> String {
    var plain = ""
    var escaping = false
    for character in text.replacingOccurrences(of: "<br>", with: "\n") {
      if escaping {
        plain.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        plain.append(character)
      }
    }
    return plain.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

extension JSONValue {
  /// The element at `index` of an array, `nil` for anything else.
  fileprivate subscript(index: Int) -> JSONValue? {
    guard let array = arrayValue, array.indices.contains(index) else { return nil }
    return array[index]
  }

  /// A whole number that fits an `Int`, `nil` for anything else.
  fileprivate var intValue: Int? { numberValue?.int64.map { Int($0) } }
}
