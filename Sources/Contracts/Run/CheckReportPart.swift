public import Foundation

/// A part of a check run's report as one process hands it to another: what a supervised
/// check's child (`contract check` runs its responses in one, ``CheckRun/run(against:jobs:shard:range:inFlight:progress:)``
/// with a range) writes for its parent to join (``CheckReportMerge/join(_:)``).
///
/// Everything a part carries goes through exactly (findings with their fingerprints, reading
/// positions, every occurrence count), so the joined report is the one a single process
/// makes. The configuration errors are the parent's own: it bound the same manifest.
public struct CheckReportPart: Codable, Sendable {
  var findings: [Finding]
  var order: [ReadingPosition]
  var occurrences: [String: Int]
  var inputFiles: Int
  var shard: Shard?
  var run: String?
  var contracts: [ContractSummary]
  var responses: Int
  var unmapped: Int
  var skippedNonJSON: Int
  var warnings: [String]
  var missingPaths: [String]

  public init(_ report: CheckReport) {
    findings = report.findings
    order = report.order
    occurrences = report.occurrences
    inputFiles = report.inputFiles
    shard = report.shard?.shard
    run = report.shard?.run
    contracts = report.contracts
    responses = report.responses
    unmapped = report.unmapped
    skippedNonJSON = report.skippedNonJSON
    warnings = report.warnings
    missingPaths = report.missingPaths
  }

  /// The report this part was written from, without configuration errors.
  public var report: CheckReport {
    var report = CheckReport(findings: findings, order: order, occurrences: occurrences)
    report.inputFiles = inputFiles
    if let shard, let run { report.shard = CheckReport.ShardStamp(shard: shard, run: run) }
    report.contracts = contracts
    report.responses = responses
    report.unmapped = unmapped
    report.skippedNonJSON = skippedNonJSON
    report.warnings = warnings
    report.missingPaths = missingPaths
    return report
  }

  public func serialized() throws -> Data { try JSONEncoder().encode(self) }

  public init(serialized data: Data) throws { self = try JSONDecoder().decode(CheckReportPart.self, from: data) }
}
