public import Reports

/// The formats of the commands that print one record per input as they go: `parse` (a file's
/// readings), `validate` (an instance's errors) and `replay` (one mutant's outcome).
///
/// A record is rendered the moment it is made, so `validate --instances` over a million lines
/// streams and holds one instance at a time. Two formats have a record form: `text` (for
/// people) and `json` (one JSON object per record, a JSON Lines stream). The other report
/// formats (SARIF, JUnit, …) describe a whole run's findings, not a record, so these commands
/// offer `text` and `json` only.
public protocol RecordRenderer: Sendable {
  /// A file's readings, ending in a newline.
  func render(_ verdict: ParseVerdict) -> String

  /// An instance's validation, ending in a newline.
  func render(_ validation: InstanceValidation) -> String

  /// A replay's report, ending in a newline.
  func render(_ report: ReplayReport) -> String
}

extension ReportFormat {
  /// The formats that render records (see ``RecordRenderer``), as `--format` choices.
  public static let recordFormats: [ReportFormat] = [.text, .json]

  /// This format's renderer of records, `nil` for the formats that have none.
  public func recordRenderer() -> (any RecordRenderer)? {
    switch self {
    case .text: TextRenderer(color: false)
    case .json: JSONRenderer()
    default: nil
    }
  }
}

extension TextRenderer: RecordRenderer {}
extension JSONRenderer: RecordRenderer {}
