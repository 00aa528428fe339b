import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics and
/// progress.
///
/// Tests run commands in process with a capturing console.
public struct Console: Sendable {
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal (progress lines are drawn only then).
  public var errorIsTerminal: Bool
  /// Whether standard output is a terminal and colour is allowed (`NO_COLOR` unset).
  public var useColor: Bool

  public init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false, useColor: Bool = false
  ) {
    self.write = write
    self.writeError = writeError
    self.errorIsTerminal = errorIsTerminal
    self.useColor = useColor
  }

  /// The process's own standard output and error, redacted, a failed write of a report an
  /// exit 3 (``StandardStream``).
  public static var standard: Console {
    let environment = ProcessInfo.processInfo.environment
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Console(
      write: { StandardStream.write($0, to: STDOUT_FILENO) },
      writeError: { StandardStream.write($0, to: STDERR_FILENO) },
      errorIsTerminal: isatty(2) == 1,
      useColor: isatty(1) == 1 && !noColor && environment["TERM"] != "dumb")
  }

  public func line(_ text: String) { write(text + "\n") }
  public func errorLine(_ text: String) { writeError(text + "\n") }
}
