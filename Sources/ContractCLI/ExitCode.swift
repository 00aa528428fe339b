/// The process exit statuses `contract` uses (the README's exit codes).
public struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  public var rawValue: Int32

  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Nothing at or above the `--fail-on` severity.
  public static let success = ExitCode(0)
  /// Findings at or above the `--fail-on` severity.
  public static let findings = ExitCode(1)
  /// A usage or configuration error: bad arguments, manifest, schema.
  public static let usage = ExitCode(2)
  /// A bug or an environment failure in the tool itself.
  public static let internalError = ExitCode(3)

  public var description: String { String(rawValue) }
}
