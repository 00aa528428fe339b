import Reporting

/// `--format text|json` of the commands that print a record per input as they go (`parse`,
/// `validate`, `replay`): the two formats that have a record form (``RecordRenderer``).
enum RecordFormatOption {
  static let spec = ArgumentSpec.Option(
    "format", value: "FORMAT", help: "Output format.", choices: ReportFormat.recordFormats.map(\.rawValue))

  /// The renderer of the format given (the argument parser has checked the choice), text when
  /// none is.
  static func renderer(_ arguments: ParsedArguments) -> any RecordRenderer {
    arguments.value("format").flatMap(ReportFormat.init(rawValue:))?.recordRenderer() ?? TextRenderer(color: false)
  }
}
