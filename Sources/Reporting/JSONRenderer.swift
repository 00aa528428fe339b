import Contracts
public import Reports

/// Renders a check report as JSON, in the stable format that `docs/report.schema.json` describes
/// (version 1): the report's one serialised form (``CheckReport/Document``).
///
/// Keys are sorted and the output is the same for the same findings.
public struct JSONRenderer: ReportRenderer {
  public init() {}

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    CheckReport.Document(report, toolVersion: toolVersion).json()
  }

  /// A fuzz report in its own stable format (what `fuzz` writes to `--out` and `report merge`
  /// reads back).
  public func render(_ report: FuzzReport) -> String { report.json() }
}
