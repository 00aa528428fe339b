import Contracts
import Foundation
import Reporting
import Reports

/// `contract report merge` of `check --shard I/N --format json` reports: the unsharded run's
/// report, in any of check's formats, with check's exit code.
struct CheckReportMerging {
  let files: [String]
  let output: OutputOptions
  let context: CommandContext

  /// Whether `file` is a check report (the others `report merge` takes are fuzz reports).
  static func isCheckReport(_ file: String) -> Bool {
    (try? FileDiscovery.read(file)).map(CheckReport.Document.isCheckReport) ?? false
  }

  func run() throws -> ExitCode {
    var parts: [(name: String, report: CheckReport)] = []
    var versions: Set<String> = []
    for file in files {
      let document = try CheckReport.Document.read(path: file)
      parts.append((file, try document.report(file: file)))
      versions.insert(document.toolVersion)
    }
    guard versions == [ContractTool.version] else {
      throw UsageError(
        "the shards were checked by contract \(versions.sorted().joined(separator: ", ")); this is \(ContractTool.version): merge with the version that checked"
      )
    }
    let report: CheckReport
    do {
      report = try CheckReportMerge.merge(parts)
    } catch {
      throw UsageError(error.description)
    }
    try output.emit(Check.render(report, output: output, context: context), console: context.console)
    for error in report.configurationErrors { context.console.errorLine("contract report merge: \(error)") }
    if !report.configurationErrors.isEmpty { return .usage }
    return output.fails(report.findings) ? .findings : .success
  }
}
