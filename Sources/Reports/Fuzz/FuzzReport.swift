public import Contracts
import Foundation
import JSONCore
import Jansson

/// Everything a campaign found: per-contract totals, the resilience matrix, the findings (each
/// with a reproducer), and the baseline comparison.
///
/// The JSON form is stable: keys sorted, no times or rates (those go to standard error), so
/// the same seed, corpus and code give byte-identical reports, and shard reports merge
/// (``merge(_:)``) into the report of the unsharded run.
public struct FuzzReport: Sendable, Codable {
  public static let formatVersion = 1

  public struct Tool: Sendable, Codable, Hashable {
    public var name = "contract"
    public var version: String
  }

  public struct ContractEntry: Sendable, Codable, Hashable {
    public var id: String
    public var type: String?
    public var profile: String
    public var fixtures: Int
    /// Single-site mutations in the systematic phase.
    public var sites: Int
    public var mutants = 0
    public var allowed = 0
    public var drift = 0
    public var unchecked = 0
    public var skippedFixtures: [SkippedFixture] = []
    /// Fixtures that break their contract, fuzzed all the same (their mutants judged by the
    /// violations they add); `nil` for none.
    public var seedsBreakingContract: [SkippedFixture]?
    /// The schema items no recorded response exercised, each with the mutant that filled it
    /// first and how it went; `nil` for none.
    public var coverageGaps: [CoverageGap]?

    public init(
      id: String, type: String?, profile: String, fixtures: Int, sites: Int, skippedFixtures: [SkippedFixture] = [],
      seedsBreakingContract: [SkippedFixture]? = nil, coverageGaps: [CoverageGap]? = nil
    ) {
      self.id = id
      self.type = type
      self.profile = profile
      self.fixtures = fixtures
      self.sites = sites
      self.skippedFixtures = skippedFixtures
      self.seedsBreakingContract = seedsBreakingContract
      self.coverageGaps = coverageGaps
    }
  }

  public struct Summary: Sendable, Codable, Hashable {
    public var mutants = 0
    public var systematic = 0
    public var stacked = 0
    public var allowed = 0
    public var drift = 0
    public var unchecked = 0
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init() {}
  }

  public struct BaselineResult: Sendable, Codable, Hashable {
    public var path: String
    public var regressions: Int
    /// Cells that got better than the baseline.
    public var fixed: [FuzzBaseline.Cell]

    public init(path: String, regressions: Int, fixed: [FuzzBaseline.Cell]) {
      self.path = path
      self.regressions = regressions
      self.fixed = fixed
    }
  }

  public var version = FuzzReport.formatVersion
  public var tool: Tool
  public var seed: UInt64
  /// `i/n` for a shard's report; `nil` for a whole run (or merged shards).
  public var shard: String?
  /// Whether the run stopped early (SIGINT, `--duration`) rather than finishing its iterations.
  public var interrupted = false
  public var summary = Summary()
  public var contracts: [ContractEntry] = []
  public var matrix = ResilienceMatrix()
  public var findings: [Finding] = []
  public var baseline: BaselineResult?

  public init(toolVersion: String, seed: UInt64, shard: String?) {
    tool = Tool(version: toolVersion)
    self.seed = seed
    self.shard = shard
  }

  /// Sorts findings into their report order and recounts severities.
  public mutating func finalize() {
    findings.sort { a, b in
      if a.severity != b.severity { return a.severity > b.severity }
      if (a.contract ?? "") != (b.contract ?? "") { return (a.contract ?? "") < (b.contract ?? "") }
      if a.kind != b.kind { return a.kind < b.kind }
      let (pa, pb) = (FuzzReport.orderKey(a.pointer), FuzzReport.orderKey(b.pointer))
      if pa != pb { return pa < pb }
      return a.fingerprint < b.fingerprint
    }
    summary.errors = findings.filter { $0.severity == .error }.count
    summary.warnings = findings.filter { $0.severity == .warning }.count
    summary.notes = findings.filter { $0.severity == .note }.count
  }

  /// A pointer as findings are ordered by: array indices as `*`.
  ///
  /// Whether the pointer was built with index tokens (a finding just made) or parsed from
  /// text (one read back from a checkpoint, whose `0` is a key token). Ordering by ``JSONPointer/normalized`` put
  /// `/0/joined_at` from a checkpoint after `/*/last_read_at` found on resuming, so a resumed
  /// run's report differed from the uninterrupted one's.
  static func orderKey(_ pointer: JSONPointer?) -> String {
    guard let pointer else { return "" }
    return JSONPointer(pointer.tokens.map { JSONPointer.arrayIndex($0) == nil ? $0 : .index(0) }).normalized
  }

  /// The report as JSON text: two-space indent, keys in byte order.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self), let tree = try? JanssonParser.parse(Array(data)).value else {
      return "{}\n"
    }
    return JSONWriter(sortedKeys: true, indent: 2).string(tree) + "\n"
  }

  /// Reads a report written by ``json()``.
  public static func load(path: String) throws(ConfigurationError) -> FuzzReport {
    let report = try ToolFile.decode(FuzzReport.self, path: path, kind: "contract fuzz report")
    guard report.version == formatVersion else {
      throw ConfigurationError(
        file: path, message: "fuzz report version \(report.version); this tool reads version \(formatVersion)")
    }
    return report
  }

  /// Joins another shard's report: totals add up, the matrices merge, and a finding both
  /// found is kept once (the one from the earlier mutant; a folded null warning names the
  /// members of both).
  public mutating func merge(_ other: FuzzReport) {
    interrupted = interrupted || other.interrupted
    summary.mutants += other.summary.mutants
    summary.systematic += other.summary.systematic
    summary.stacked += other.summary.stacked
    summary.allowed += other.summary.allowed
    summary.drift += other.summary.drift
    summary.unchecked += other.summary.unchecked
    for entry in other.contracts {
      if let index = contracts.firstIndex(where: { $0.id == entry.id }) {
        contracts[index].mutants += entry.mutants
        contracts[index].allowed += entry.allowed
        contracts[index].drift += entry.drift
        contracts[index].unchecked += entry.unchecked
        // A gap's mutant ran in one shard: its outcome comes from there.
        for gap in entry.coverageGaps ?? [] where gap.outcome != nil {
          let same = { (mine: CoverageGap) in
            mine.mutant == gap.mutant && mine.item == gap.item && mine.pointer == gap.pointer
          }
          guard let position = contracts[index].coverageGaps?.firstIndex(where: same) else { continue }
          contracts[index].coverageGaps?[position] = gap
        }
      } else {
        contracts.append(entry)
      }
    }
    matrix.merge(other.matrix)
    // One object's refused nulls are one finding per shard, each naming the members its shard
    // met: folded again, the finding names them all.
    let models = Dictionary(
      contracts.compactMap { entry in entry.type.map { (entry.id, $0) } }, uniquingKeysWith: { a, _ in a })
    let joined = NullableMembers.fold(findings + other.findings, models: models)
    findings = []
    var byFingerprint: [String: Int] = [:]
    for finding in joined {
      guard let index = byFingerprint[finding.fingerprint] else {
        byFingerprint[finding.fingerprint] = findings.count
        findings.append(finding)
        continue
      }
      if let mine = findings[index].mutantID, let theirs = finding.mutantID, theirs < mine { findings[index] = finding }
    }
    shard = nil
    baseline = nil
    finalize()
  }
}

extension Finding {
  /// The mutant a fuzz finding came from (its `mutant` evidence).
  public var mutantID: MutantID? { evidence["mutant"].flatMap(MutantID.init(parsing:)) }
}
