import Contracts
import Foundation
import Fuzzing
import Reports

/// The work of `contract report merge` once its arguments are read: check shards go to
/// ``CheckReportMerging``; fuzz shards are joined here, compared with the baseline when one is
/// given, and rendered in `--format` as `contract fuzz` renders its report.
struct ReportMergeFrontend {
  let files: [String]
  let baselinePath: String?
  let output: OutputOptions
  let context: CommandContext

  func run() throws -> ExitCode {
    // Before the first file says which kind of report they all are.
    for file in files where !FileManager.default.fileExists(atPath: file) { throw UsageError("\(file): no such file") }
    if let first = files.first, CheckReportMerging.isCheckReport(first) {
      if baselinePath != nil { throw UsageError("check shards apply their --baseline themselves: merge without one") }
      return try CheckReportMerging(files: files, output: output, context: context).run()
    }
    try output.checkDestination()
    var report = try merged()
    if let baselinePath {
      try report.compare(withBaseline: baselinePath, contracts: Set(report.contracts.map(\.id)))
    }
    try output.emit(output.renderer(context: context, command: Fuzz.name).render(report), console: context.console)
    return output.fails(report.findings) ? .findings : .success
  }

  /// The shards' reports as one: counts added up, matrices merged, each finding once.
  private func merged() throws -> FuzzReport {
    var merged: FuzzReport? = nil
    for file in files {
      let report = try FuzzReport.load(path: file)
      if let first = merged, first.seed != report.seed {
        throw UsageError(
          "\(file) has seed \(report.seed), the other reports \(first.seed): shards of one campaign share a seed")
      }
      if merged == nil {
        // The first report's header (tool, seed, contracts' fixtures and sites), its counts
        // cleared: every shard's, this one's too, are added below.
        var empty = report
        empty.findings = []
        empty.matrix = ResilienceMatrix()
        empty.summary = FuzzReport.Summary()
        empty.contracts = report.contracts.map { entry in
          var entry = entry
          (entry.mutants, entry.allowed, entry.drift, entry.unchecked) = (0, 0, 0, 0)
          return entry
        }
        merged = empty
      }
      merged?.merge(report)
    }
    guard let merged else { throw UsageError("give the shard reports to merge") }
    return merged
  }
}
