/// `--timeout SECONDS`, declared and read the same way by every command whose workers run
/// model code (`fuzz`, `check`): a worker that takes longer on one payload is killed, and the
/// payload is a hang.
enum TimeoutOption {
  static let defaultSeconds = 10.0

  static let spec = ArgumentSpec.Option(
    "timeout", value: "SECONDS", help: "Kill a worker whose decode takes longer (default: 10).")

  /// The seconds given, a finite number above 0; ``defaultSeconds`` when not given.
  static func read(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    guard let text = arguments.value("timeout") else { return defaultSeconds }
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
      throw UsageError("--timeout takes a number of seconds above 0, not '\(text)'")
    }
    return seconds
  }
}
