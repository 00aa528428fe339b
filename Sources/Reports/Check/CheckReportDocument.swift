public import Contracts
public import Foundation
import JSONCore
import Jansson

extension CheckReport {
  /// The check report's one serialised form: the JSON report (`--format json`, version 1,
  /// `docs/report.schema.json`), and the part of a run a check worker hands its supervisor.
  ///
  /// One form, one coder (``JSONValueEncoder`` and ``JSONValueDecoder``), so what `report
  /// merge` joins and what a supervised run joins are read alike. Everything a report lists
  /// goes through exactly: findings with their fingerprints and reading positions (``order``),
  /// and every fingerprint's occurrences, listed or not. A worker's part also carries what
  /// the run's report needs of the part and a report for people does not show (``RunState``);
  /// a report a command writes leaves it out.
  public struct Document: Codable, Sendable {
    public static let version = 1

    struct Tool: Codable { var name: String; var version: String }
    struct Summary: Codable {
      var responses, errors, warnings, notes, unmapped, skippedNonJSON: Int
      /// Occurrences counted but not listed (beyond the first few of one fingerprint).
      var unlisted: Int
    }
    struct BaselineRecord: Codable { var known: Int; var fixed: [Baseline.Entry] }
    struct ConfigurationRecord: Codable {
      var file: String
      var line: Int?
      var column: Int?
      var pointer: String?
      var message: String
    }
    struct ShardRecord: Codable {
      /// 1-based, as `--shard` takes it.
      var index: Int
      var count: Int
      var run: String
    }
    /// What a part of a supervised run carries beyond a report: what is the run's (read from
    /// the part that starts it) and the corpus sample.
    struct RunState: Codable {
      var inputFiles: Int
      var warnings: [String]
      var missingPaths: [String]
      var sample: CorpusSample?
    }

    var version: Int
    var tool: Tool
    var summary: Summary
    var contracts: [ContractSummary]
    var findings: [FindingRecord]
    /// Every fingerprint's occurrences, listed or not: what shard reports add up.
    var occurrences: [String: Int]
    var baseline: BaselineRecord?
    var configurationErrors: [ConfigurationRecord]
    /// Which shard of which run (`check --shard I/N`); absent for a whole run.
    var shard: ShardRecord?
    /// Only in a worker's part (`part`).
    var part: RunState?

    /// The document of `report`, checked by `toolVersion`; with `part`, as a worker hands it
    /// to its supervisor.
    public init(_ report: CheckReport, toolVersion: String, part: Bool = false) {
      version = Document.version
      tool = Tool(name: "contract", version: toolVersion)
      summary = Summary(
        responses: report.responses, errors: report.count(.error), warnings: report.count(.warning),
        notes: report.count(.note), unmapped: report.unmapped, skippedNonJSON: report.skippedNonJSON,
        unlisted: report.unlisted)
      contracts = report.contracts
      findings = zip(report.findings, report.order).map(FindingRecord.init)
      occurrences = report.occurrences
      baseline = report.baseline.map { BaselineRecord(known: $0.known, fixed: $0.fixed) }
      configurationErrors = report.configurationErrors.map {
        ConfigurationRecord(
          file: $0.file, line: $0.location?.line, column: $0.location?.column, pointer: $0.pointer?.description,
          message: $0.message)
      }
      shard = report.shard.map { ShardRecord(index: $0.shard.index + 1, count: $0.shard.count, run: $0.run) }
      if part {
        self.part = RunState(
          inputFiles: report.inputFiles, warnings: report.warnings, missingPaths: report.missingPaths,
          sample: report.sample)
      }
    }

    /// The tool version that wrote the document.
    public var toolVersion: String { tool.version }

    /// The report this document was written from.
    ///
    /// `file` names the document in errors.
    public func report(file: String) throws(ConfigurationError) -> CheckReport {
      var findings: [Finding] = []
      for (index, record) in self.findings.enumerated() {
        do {
          findings.append(try record.finding())
        } catch {
          throw ConfigurationError(
            file: file, pointer: JSONPointer.root.appending(key: "findings").appending(index: index),
            message: "not a finding: \(error)")
        }
      }
      var report = CheckReport(findings: findings, order: self.findings.map(\.order), occurrences: occurrences)
      report.contracts = contracts
      report.responses = summary.responses
      report.unmapped = summary.unmapped
      report.skippedNonJSON = summary.skippedNonJSON
      report.baseline = baseline.map { BaselineComparison(known: $0.known, fixed: $0.fixed) }
      report.configurationErrors = configurationErrors.map { record in
        ConfigurationError(
          file: record.file,
          location: record.line.map { SourceLocation(line: $0, column: record.column ?? 1, offset: 0) },
          pointer: record.pointer.flatMap { try? JSONPointer(parsing: $0) }, message: record.message)
      }
      if let shard {
        guard shard.count >= 1, shard.index >= 1, shard.index <= shard.count else {
          throw ConfigurationError(
            file: file, pointer: JSONPointer.root.appending(key: "shard"),
            message: "shard \(shard.index)/\(shard.count) is not a part of a run")
        }
        report.shard = CheckReport.ShardStamp(shard: Shard(index: shard.index - 1, count: shard.count), run: shard.run)
      }
      if let part {
        report.inputFiles = part.inputFiles
        report.warnings = part.warnings
        report.missingPaths = part.missingPaths
        report.sample = part.sample
      }
      return report
    }

    /// The JSON report: two-space indent, keys in byte order, `"key": value`, empty
    /// containers as `[]`.
    public func json() -> String { Document.pretty(self) }

    /// Encodes a value with the report's coder, then writes it as ``json()`` does.
    package static func pretty(_ value: some Encodable) -> String {
      guard let tree = try? JSONValueEncoder().encode(value) else { return "{}\n" }
      return JSONWriter(sortedKeys: true, indent: 2).string(tree) + "\n"
    }

    /// The document as compact JSON, for a supervisor to read back (``init(compact:)``).
    ///
    /// A large run's part holds a thousand findings, and `JSONEncoder` and `JSONDecoder` took
    /// a quarter of a second over them at the run's end: the tool's own coders and
    /// ``CompactJSONReader`` (which reads what this program wrote) do not.
    public func compact() throws -> Data { Data(JSONWriter().bytes(try JSONValueEncoder().encode(self))) }

    /// Reads what ``compact()`` wrote.
    public init(compact data: Data) throws {
      self = try JSONValueDecoder().decode(Document.self, from: CompactJSONReader.read(Array(data)))
    }

    /// Reads a JSON check report (what `--format json` wrote; `report merge` joins shards'),
    /// with a located error for a file that is not one.
    public static func read(path: String) throws(ConfigurationError) -> Document {
      let document = try ToolFile.decodeTree(Document.self, path: path, kind: "contract check report (--format json)")
      guard document.version == Document.version else {
        throw ConfigurationError(
          file: path, message: "check report version \(document.version); this tool reads version \(Document.version)")
      }
      return document
    }

    /// Whether `bytes` look like a check report (and not, say, a fuzz report).
    public static func isCheckReport(_ bytes: [UInt8]) -> Bool {
      guard let root = try? JanssonParser.parse(bytes).value else { return false }
      return root["summary"]?["responses"] != nil && root["contracts"]?.arrayValue != nil
    }
  }
}
