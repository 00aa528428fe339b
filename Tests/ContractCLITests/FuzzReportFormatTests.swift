import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `contract fuzz --format F` and `contract report merge --format F` for every format, run as
/// real processes on the fixture corpus (a model that traps, one that rejects what its
/// contract allows): each output parses as its format and carries every finding of the JSON
/// report; a whole run's report merged alone renders byte for byte as the run did.
@Suite struct FuzzReportFormatTests {
  static let formats = ["text", "json", "junit", "sarif", "github", "markdown", "html"]
  static let campaign = [
    "--contract", "pets.trap", "--contract", "pets.closed", "--iterations", "120", "--seed", "3",
  ]

  /// A finding of the JSON report: what every format must show.
  struct Expected {
    var kind, severity, message: String
    var contract, pointer: String?

    init(_ value: JSONValue) {
      kind = value["kind"]?.stringValue ?? ""
      severity = value["severity"]?.stringValue ?? ""
      message = value["message"]?.stringValue ?? ""
      contract = value["contract"]?.stringValue
      pointer = value["pointer"]?.stringValue
    }
  }

  private func run(_ arguments: [String]) throws -> CommandOutput {
    try executeCommand(arguments, product: "contract-fixtures", in: CheckCommandTests.fixtures)
  }

  /// A fuzz run in `format`, with its own output folder; the report it wrote there.
  private func fuzz(_ format: String) throws -> (output: CommandOutput, reportFile: String) {
    let out = "../../../.build/fuzz-tests/" + UUID().uuidString
    let output = try run(["fuzz"] + FuzzReportFormatTests.campaign + ["--out", out, "--format", format])
    return (output, out + "/report.json")
  }

  private func expected(_ json: String) throws -> (findings: [Expected], contracts: [String]) {
    let report = try JanssonParser.parse(Array(json.utf8)).value
    let findings = (report["findings"]?.arrayValue ?? []).map(Expected.init)
    return (findings, (report["contracts"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
  }

  @Test(arguments: formats)
  func fuzzAndMergeRenderEveryFormat(_ format: String) throws {
    let reference = try fuzz("json")
    let (findings, contracts) = try expected(reference.output.standardOutput)
    #expect(findings.contains { $0.kind == "crash" } && findings.contains { $0.kind == "model-drift" })

    let (output, reportFile) = try fuzz(format)
    #expect(output.exitCode == 1, "\(output.standardError)")
    try check(output.standardOutput, format: format, findings: findings, contracts: contracts)

    // One whole report is its own merge: the same page, byte for byte.
    let merged = try run(["report", "merge", reportFile, "--format", format])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    #expect(merged.standardOutput == output.standardOutput, "report merge --format \(format) differs from fuzz's")
  }

  @Test func shardsMergeIntoOneHeatmap() throws {
    var files: [String] = []
    var folders: [String] = []
    for shard in ["1/2", "2/2"] {
      let out = "../../../.build/fuzz-tests/" + UUID().uuidString
      _ = try run(["fuzz"] + FuzzReportFormatTests.campaign + ["--shard", shard, "--out", out, "--format", "json"])
      files.append(out + "/report.json")
      folders.append(out)
    }
    let merged = try run(["report", "merge"] + files + ["--format", "html"])
    #expect(merged.exitCode == 1, "\(merged.standardError)")
    let whole = try fuzz("html")
    // Reproducers are where each run saved them: the pages differ in those folders only.
    let wholeFolder = String(whole.reportFile.dropLast("/report.json".count))
    let page = { (text: String, outs: [String]) in
      outs.reduce(text) { $0.replacingOccurrences(of: $1 + "/", with: "OUT/") }
    }
    #expect(
      page(merged.standardOutput, folders) == page(whole.output.standardOutput, [wholeFolder]),
      "the merged shards' page is not the whole run's")
  }

  private func check(_ text: String, format: String, findings: [Expected], contracts: [String]) throws {
    let failing = findings.filter { $0.severity == "error" }
    switch format {
    case "json":
      #expect(try expected(text).findings.map(\.message) == findings.map(\.message))
    case "text":
      for finding in findings { #expect(text.contains(finding.message), "\(finding.message)") }
      #expect(text.contains("with seed 3"))
    case "junit":
      let document = try XMLDocument(data: Data(text.utf8), options: [])
      let suites = try document.nodes(forXPath: "/testsuites/testsuite/@name").compactMap(\.stringValue)
      #expect(suites == contracts)
      let failures = try document.nodes(forXPath: "//failure/@message").compactMap(\.stringValue)
      #expect(failures.sorted() == failing.map(\.message).sorted())
      #expect(try !document.nodes(forXPath: "//testcase[starts-with(@name, 'operator ')]").isEmpty)
    case "sarif":
      let log = try JanssonParser.parse(Array(text.utf8)).value
      let run = log["runs"]?.arrayValue?.first
      let results = run?["results"]?.arrayValue ?? []
      #expect(results.compactMap { $0["message"]?["text"]?.stringValue } == findings.map(\.message))
      #expect(results.compactMap { $0["ruleId"]?.stringValue } == findings.map(\.kind))
      #expect(run?["properties"]?["fuzz"]?["seed"] == 3)
      try ReportFormatTests.validateAgainstOfficialSchema(text)
    case "github":
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.count == findings.count + 1)
      for (line, finding) in zip(lines, findings) {
        let level = finding.severity == "note" ? "notice" : finding.severity
        #expect(line.hasPrefix("::\(level) "), "\(line)")
        #expect(line.contains("title=\(finding.kind)::"), "\(line)")
      }
      #expect(lines.last?.hasPrefix("contract fuzz: ") == true)
    case "markdown":
      #expect(text.hasPrefix("## contract fuzz\n"))
      #expect(text.contains("### Resilience matrix"))
      for contract in contracts { #expect(text.contains("| `\(contract)` |")) }
      for finding in findings { #expect(text.contains("`\(finding.kind)`")) }
      #expect(text.utf8.count <= 65_536)
    case "html":
      let document = try XMLDocument(data: Data(text.utf8), options: [])
      let rows = try document.nodes(forXPath: "//table[@class='heatmap']/tbody/tr/th").compactMap(\.stringValue)
      #expect(rows == contracts)
      #expect(try document.nodes(forXPath: "//script").isEmpty)
      let messages = try document.nodes(forXPath: "//p[@class='message']").compactMap(\.stringValue)
      #expect(messages.sorted() == findings.map(\.message).sorted())
    default:
      Issue.record("no check for \(format)")
    }
  }
}
