public import Contracts

/// Everything a check run found, ready for a renderer.
///
/// A dump can repeat one finding millions of times (every row of every page drops the same
/// field). To keep memory flat whatever the dump's size, the report lists the first
/// ``occurrencesListed`` occurrences of each fingerprint and counts the rest.
public struct CheckReport: Sendable {
  /// How many occurrences of one fingerprint are listed with their sources.
  public static let occurrencesListed = Finding.occurrencesListed

  /// The listed findings, in reading order.
  public package(set) var findings: [Finding] = []
  /// Where each listed finding's response was read (``findings`` index by index).
  public package(set) var order: [ReadingPosition] = []
  /// Every occurrence, listed or not, by fingerprint.
  public package(set) var occurrences: [String: Int] = [:]
  /// Fingerprints listed ``occurrencesListed`` times, by hash: further occurrences are only
  /// counted.
  package var listedEnough: [UInt64: String] = [:]
  /// How many files the run read: findings about no response are placed after them.
  public package(set) var inputFiles = 0
  /// Set on the report of one shard of a run (`check --shard I/N`).
  public var shard: ShardStamp?
  public var contracts: [ContractSummary] = []
  public var responses = 0
  public var unmapped = 0
  /// HAR entries whose responses are not JSON (images, scripts), counted and not checked.
  public var skippedNonJSON = 0
  public var configurationErrors: [ConfigurationError] = []
  /// Configuration mistakes that do not stop the run (a corpus glob naming no file), one line
  /// each.
  public var warnings: [String] = []
  /// `--against` paths that do not exist.
  public var missingPaths: [String] = []
  /// Set when a baseline was applied: what it hid and what it no longer sees.
  public var baseline: BaselineComparison?
  /// A corpus run's sample of each contract's first responses (``CorpusSample``); `nil` for
  /// a run `--against` dumps.
  public package(set) var sample: CorpusSample?

  public init() {}

  /// Records a finding: listed if its fingerprint has been seen fewer than
  /// ``occurrencesListed`` times, counted in any case.
  public mutating func add(_ finding: Finding, at position: ReadingPosition? = nil) {
    let seen = occurrences[finding.fingerprint, default: 0]
    occurrences[finding.fingerprint] = seen + 1
    guard seen < CheckReport.occurrencesListed else { return }
    if seen + 1 == CheckReport.occurrencesListed, let hash = UInt64(finding.fingerprint, radix: 16) {
      listedEnough[hash] = finding.fingerprint
    }
    // Listed findings are what reports print: the last place to keep credentials out.
    findings.append(Redactor.redact(finding))
    order.append(position ?? ReadingPosition(file: inputFiles, record: 0))
  }

  /// Records findings about no response (model drift): they come after every response's.
  public mutating func add(_ findings: [Finding]) {
    for finding in findings { add(finding) }
  }

  /// Records what checking the response at `position` found.
  public mutating func add(_ outcome: ResponseChecker.Outcome, at position: ReadingPosition) {
    for finding in outcome.findings { add(finding, at: position) }
    // A response repeats its unlisted fingerprints (one per row): counted a run at a time,
    // the report's tables are looked up once per fingerprint, not once per occurrence.
    let unlisted = outcome.unlisted.sorted()
    var start = 0
    while start < unlisted.count {
      var end = start + 1
      while end < unlisted.count, unlisted[end] == unlisted[start] { end += 1 }
      if let fingerprint = listedEnough[unlisted[start]] { occurrences[fingerprint, default: 0] += end - start }
      start = end
    }
  }

  /// Keeps only the findings `isIncluded` accepts, with their counts.
  public mutating func filter(_ isIncluded: (Finding) -> Bool) {
    let keep = findings.map(isIncluded)
    findings = zip(findings, keep).compactMap { $1 ? $0 : nil }
    order = zip(order, keep).compactMap { $1 ? $0 : nil }
    let kept = Set(findings.map(\.fingerprint))
    occurrences = occurrences.filter { kept.contains($0.key) }
    listedEnough = listedEnough.filter { kept.contains($0.value) }
  }

  /// Sets severities as the manifest's `severity` map says; findings it turns off go, with
  /// their counts.
  public mutating func apply(_ rules: SeverityRules) {
    guard !rules.isEmpty else { return }
    let kept = findings.compactMap(rules.apply)
    let fingerprints = Set(kept.map(\.fingerprint))
    filter { fingerprints.contains($0.fingerprint) }
    findings = kept
  }

  /// Occurrences at `severity`, listed or not.
  public func count(_ severity: Finding.Severity) -> Int {
    var counted = Set<String>()
    var total = 0
    for finding in findings where finding.severity == severity && counted.insert(finding.fingerprint).inserted {
      total += occurrences[finding.fingerprint, default: 1]
    }
    return total
  }

  /// Occurrences found but not listed.
  public var unlisted: Int { occurrences.values.reduce(0, +) - findings.count }
}
