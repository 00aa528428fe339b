public import Contracts

/// One `contract` subcommand: its name, its help, its arguments and what it does.
///
/// A command is built from parsed arguments (which is where usage errors surface) and then
/// run; it hands the real work to the library modules and only formats their results.
public protocol Command: Sendable {
  static var name: String { get }
  /// One line for `contract --help`.
  static var abstract: String { get }
  /// Paragraphs for `contract NAME --help`.
  static var discussion: String { get }
  static var spec: ArgumentSpec { get }
  /// Left out of `contract --help`: internal modes such as the fuzz worker.
  static var isHidden: Bool { get }

  init(arguments: ParsedArguments, context: CommandContext) throws(UsageError)
  func run() throws -> ExitCode
}

extension Command {
  public static var isHidden: Bool { false }
}

/// What every command may use: the console, the working directory, the registered types.
public struct CommandContext: Sendable {
  public var console: Console
  public var currentDirectory: String
  public var registry: ContractRegistry

  public init(console: Console, currentDirectory: String, registry: ContractRegistry) {
    self.console = console
    self.currentDirectory = currentDirectory
    self.registry = registry
  }
}
