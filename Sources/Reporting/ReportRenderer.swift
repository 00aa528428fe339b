import Contracts
public import Reports

/// One report format: renders every kind of report a command writes.
///
/// A format is one conforming type, and a command asks ``ReportFormat/renderer(_:)`` for it
/// by name, so every command that reports gets every format: the compiler refuses a format
/// that renders a check's report and not a fuzz campaign's.
///
/// - `check` (and `report merge` of check shards, and `diff`'s findings): a ``CheckReport``.
/// - `fuzz` (and `report merge` of fuzz shards): a ``FuzzReport``, whose resilience matrix
///   the formats for people lay out as contract × operator.
/// - `coverage`: a ``CoverageReport``, the schema items the recorded traffic exercised.
/// - `diff`: a ``DiffReport``; `text` and `json` have a form of their own (changes by
///   schema, with their verdicts), the other formats show its changes as a check's findings.
public protocol ReportRenderer: Sendable {
  /// A check's report; `toolVersion` is the version of the tool that checked.
  func render(_ report: CheckReport, toolVersion: String) -> String

  /// A fuzz campaign's report (it names its own tool version, the one that fuzzed).
  func render(_ report: FuzzReport) -> String

  /// A coverage report (it names its own tool version).
  func render(_ report: CoverageReport) -> String

  /// A schema diff's report; `toolVersion` is the version of the tool that compared.
  func render(_ report: DiffReport, toolVersion: String) -> String
}

extension ReportRenderer {
  /// The changes as findings (kind `schema-change`), in the format's check report.
  public func render(_ report: DiffReport, toolVersion: String) -> String {
    var checkReport = CheckReport()
    checkReport.add(report.findings)
    return render(checkReport, toolVersion: toolVersion)
  }
}
