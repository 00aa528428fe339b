public import Contracts
import JSONCore

/// Joins the reports of the shards of one `contract check --shard I/N` run into the report the
/// unsharded run makes.
///
/// What makes that exact, and what each shard's report therefore carries (the JSON report's
/// `order`, `occurrences` and `shard`, `docs/report.schema.json`):
/// - every response is checked by exactly one shard, so counts add up: responses, unmapped,
///   non-JSON HAR entries, each contract's tallies, and each fingerprint's occurrences
///   (`occurrences`, counted before the cut to ``CheckReport/occurrencesListed``);
/// - a shard lists the first occurrences of a fingerprint among its own; the run's first ones are
///   among them, so sorting the shards' listed findings by reading position (`order`) and
///   cutting again gives the unsharded list. The findings of one response all come from one
///   shard, in their order, so the position of the response is enough to sort by;
/// - the baseline: hidden occurrences (`known`) add up; an entry is fixed when no shard saw it,
///   so the fixed lists intersect;
/// - the shard stamp (`shard`: I/N and a digest of the run's input files, contract filter,
///   baseline and tool version) proves the parts are all the shards of one run.
public enum CheckReportMerge {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// The merged report of `parts` (each a name, for messages, and a shard's report).
  ///
  /// One whole run's report is its own merge: `report merge` then renders it in another format.
  public static func merge(_ parts: [(name: String, report: CheckReport)]) throws(Failure) -> CheckReport {
    if parts.count == 1, parts[0].report.shard == nil { return parts[0].report }
    try validate(parts)
    return join(parts.map(\.report))
  }

  /// The report of a run from the reports of disjoint parts of its responses, in any order.
  ///
  /// The parts are shards, or the stretches a supervised check ran in separate processes.
  /// Counts add up; findings go back into reading order and are cut again to
  /// ``CheckReport/occurrencesListed`` a fingerprint. What is the run's and not a part's (the
  /// contracts, configuration errors, warnings, missing paths, input files) comes from the
  /// first part.
  public static func join(_ reports: [CheckReport]) -> CheckReport {
    var merged = CheckReport()
    guard let first = reports.first else { return merged }
    merged.contracts = first.contracts
    merged.configurationErrors = first.configurationErrors
    merged.warnings = first.warnings
    merged.missingPaths = first.missingPaths
    merged.inputFiles = first.inputFiles
    // Parts of one supervised corpus run each carry a sample; shards read back do not.
    let samples = reports.compactMap(\.sample)
    if !samples.isEmpty { merged.sample = CorpusSample.join(samples) }
    for (number, report) in reports.enumerated() {
      merged.responses += report.responses
      merged.unmapped += report.unmapped
      merged.skippedNonJSON += report.skippedNonJSON
      // Every shard lists the manifest's contracts in its order.
      for (index, summary) in report.contracts.enumerated() where number > 0 && index < merged.contracts.count {
        merged.contracts[index].add(summary)
      }
      merged.occurrences.merge(report.occurrences, uniquingKeysWith: +)
    }

    // Every listed finding with a total order: the response's position, then (a response being
    // one shard's) the order its shard listed it in.
    var listed: [(position: ReadingPosition, shard: Int, index: Int, finding: Finding)] = []
    for (shard, report) in reports.enumerated() {
      for (index, finding) in report.findings.enumerated() {
        listed.append((report.order[index], shard, index, finding))
      }
    }
    listed.sort { ($0.position, $0.shard, $0.index) < ($1.position, $1.shard, $1.index) }
    var seen: [String: Int] = [:]
    for entry in listed {
      let count = seen[entry.finding.fingerprint, default: 0]
      guard count < CheckReport.occurrencesListed else { continue }
      seen[entry.finding.fingerprint] = count + 1
      merged.findings.append(entry.finding)
      merged.order.append(entry.position)
    }
    merged.restoreListedEnough()

    if let first = reports[0].baseline {
      var known = 0
      var fixed = Set(first.fixed)
      for report in reports {
        known += report.baseline?.known ?? 0
        fixed.formIntersection(report.baseline?.fixed ?? [])
      }
      merged.baseline = BaselineComparison(known: known, fixed: first.fixed.filter { fixed.contains($0) })
    }
    return merged
  }

  /// The parts must be shards 1…N of one run, each once.
  private static func validate(_ parts: [(name: String, report: CheckReport)]) throws(Failure) {
    guard let first = parts.first else { throw Failure(description: "no reports to merge") }
    var byIndex: [Int: String] = [:]
    for (name, report) in parts {
      guard let stamp = report.shard else {
        throw Failure(
          description: "\(name) is not the report of a shard (run contract check --shard I/N --format json)")
      }
      guard let firstStamp = first.report.shard, stamp.shard.count == firstStamp.shard.count,
        stamp.run == firstStamp.run, (report.baseline == nil) == (first.report.baseline == nil),
        report.contracts.map(\.id) == first.report.contracts.map(\.id)
      else {
        throw Failure(
          description:
            "\(name) is a shard of another run than \(first.name) (other shard count, input files, contract, baseline or tool version)"
        )
      }
      if let other = byIndex[stamp.shard.index] {
        throw Failure(description: "\(name) and \(other) are both shard \(stamp.shard)")
      }
      byIndex[stamp.shard.index] = name
    }
    let count = first.report.shard?.shard.count ?? 1
    let missing = (0..<count).filter { byIndex[$0] == nil }.map { Shard(index: $0, count: count).description }
    guard missing.isEmpty else {
      throw Failure(description: "shard \(missing.joined(separator: ", ")) missing: merge every shard of the run")
    }
  }
}

extension CheckReport {
  /// What a shard's report says about its place in the run.
  public struct ShardStamp: Sendable, Hashable {
    public var shard: Shard
    /// A digest of what every shard of the run must have alike, as 16 hex digits.
    public var run: String

    public init(shard: Shard, run: String) {
      self.shard = shard
      self.run = run
    }

    package init(shard: Shard, run: UInt64) { self.init(shard: shard, run: FNV1a.hex(run)) }

    /// The stamp with `part` (a baseline, a contract filter, a tool version) folded into the
    /// run digest.
    public func including(_ part: String) -> ShardStamp {
      ShardStamp(shard: shard, run: FNV1a.hex(FNV1a.hash(run + "\u{1}" + part)))
    }

    /// The stamp with the baseline applied folded in: shards must hide and fix alike.
    public func including(baseline: Baseline) -> ShardStamp {
      including("baseline=" + baseline.entries.map(\.fingerprint).joined(separator: ","))
    }
  }

  /// A report as a JSON report lists it: findings with their reading positions, and every
  /// fingerprint's occurrences.
  public init(findings: [Finding], order: [ReadingPosition], occurrences: [String: Int]) {
    self.init()
    self.findings = findings
    self.order = order
    self.occurrences = occurrences
    restoreListedEnough()
  }

  /// Marks the fingerprints listed ``occurrencesListed`` times.
  mutating func restoreListedEnough() {
    var listed: [String: Int] = [:]
    for finding in findings { listed[finding.fingerprint, default: 0] += 1 }
    listedEnough = [:]
    for (fingerprint, count) in listed where count >= CheckReport.occurrencesListed {
      if let hash = UInt64(fingerprint, radix: 16) { listedEnough[hash] = fingerprint }
    }
  }
}

extension ContractSummary {
  /// Adds another shard's tallies of the same contract.
  mutating func add(_ other: ContractSummary) {
    responses += other.responses
    schemaValid += other.schemaValid
    schemaInvalid += other.schemaInvalid
    decoded += other.decoded
    decodeFailed += other.decodeFailed
    func sum(_ a: Int?, _ b: Int?) -> Int? { a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0) }
    noBody = sum(noBody, other.noBody)
    errorResponses = sum(errorResponses, other.errorResponses)
    errorResponsesValid = sum(errorResponsesValid, other.errorResponsesValid)
    errorResponsesInvalid = sum(errorResponsesInvalid, other.errorResponsesInvalid)
  }
}
