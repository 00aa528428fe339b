public import Contracts
import Foundation

/// The `contract` command-line tool: finds the subcommand, parses its arguments, runs it.
///
/// A user's package can build its own runner: a ten-line executable that registers its
/// `Codable` types and calls ``main(_:console:)``.
public struct ContractTool: Sendable {
  public static let version = "0.1.0"

  public var commands: [any Command.Type] = [
    Check.self, Init.self, List.self, Parse.self, Validate.self, Generate.self, Diff.self, Fuzz.self, Replay.self,
    ReportMerge.self, Coverage.self, Infer.self, FuzzWorker.self, CheckWorker.self,
  ]
  public var registry: ContractRegistry

  /// - Parameter registry: the `Codable` types and profiles contracts can name.
  public init(registry: ContractRegistry = ContractRegistry()) {
    self.registry = registry
  }

  /// Runs the tool on `arguments` (without the program name) and returns the exit code.
  public func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
    let context = CommandContext(
      console: console, currentDirectory: FileManager.default.currentDirectoryPath, registry: registry)
    guard let first = arguments.first else {
      console.writeError(Usage.root(commands))
      return .usage
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        console.write(Usage.command(command))
      } else {
        console.write(Usage.root(commands))
      }
      return .success
    }
    if first == "--version" {
      console.line(ContractTool.version)
      return .success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.errorLine("contract: unknown command '\(first)'; see 'contract --help'")
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.write(Usage.command(command))
      return .success
    }
    if let conflict = registry.conflictError {
      console.errorLine("contract \(command.name): \(conflict)")
      return .usage
    }
    do {
      let parsed = try ArgumentParser(command.spec).parse(rest)
      let instance = try command.init(arguments: parsed, context: context)
      return try instance.run()
    } catch let error as UsageError {
      console.errorLine("contract \(command.name): \(error.message)")
      return .usage
    } catch let error as ConfigurationError {
      console.errorLine("contract \(command.name): \(error)")
      return .usage
    } catch let error as LateWriteError {
      console.errorLine("contract \(command.name): \(error)")
      return .internalError
    } catch let error as AtomicFile.WriteError {
      console.errorLine("contract \(command.name): \(error)")
      return .internalError
    } catch {
      console.errorLine("contract \(command.name): internal error: \(error)")
      return .internalError
    }
  }

  /// Runs with the process's arguments and exits with the result.
  public func main() -> Never {
    StandardStream.guardDescriptors()
    let code = run(Array(CommandLine.arguments.dropFirst()))
    exit(code.rawValue)
  }
}
