import Contracts

/// Reads command-line arguments against an ``ArgumentSpec``.
///
/// Accepts `--name value`, `--name=value`, repeated options, flags, `--` to end options, and
/// positional arguments anywhere. Anything else is a ``UsageError`` naming the argument.
public struct ArgumentParser: Sendable {
  public let spec: ArgumentSpec

  public init(_ spec: ArgumentSpec) { self.spec = spec }

  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        guard spec.positionalName != nil else {
          // A schema given as a bare path, as `diff` takes them: say the option it needs.
          let hint = spec.options.contains { $0.name == "schema" } ? " (did you mean '--schema \(argument)'?)" : ""
          throw UsageError("unexpected argument '\(argument)'\(hint)")
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = String(argument.drop { $0 == "-" })
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if let flag = spec.flags.first(where: { $0.name == name }) {
        guard inlineValue == nil else { throw UsageError("flag '--\(flag.name)' takes no value") }
        parsed.flags.insert(flag.name)
        continue
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(argument)'\(suggestion(for: name))")
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '--\(name)' needs a value (\(option.valueName))")
      }
      if let choices = option.choices, !choices.contains(value) {
        throw UsageError(
          "option '--\(name)' does not accept '\(value)'; use one of: \(choices.joined(separator: ", "))")
      }
      if !option.repeatable, parsed.options[name] != nil {
        throw UsageError("option '--\(name)' given more than once")
      }
      parsed.options[name, default: []].append(value)
    }
    return parsed
  }

  /// " (did you mean '--format'?)" for a near miss, else "".
  private func suggestion(for name: String) -> String {
    let known = spec.options.map(\.name) + spec.flags.map(\.name)
    return Suggestion.closest(to: name, among: known).map { " (did you mean '--\($0)'?)" } ?? ""
  }
}

/// The arguments a command was given.
public struct ParsedArguments: Sendable {
  public var options: [String: [String]] = [:]
  public var flags: Set<String> = []
  public var positionals: [String] = []

  public func value(_ name: String) -> String? { options[name]?.last }
  public func values(_ name: String) -> [String] { options[name] ?? [] }
  public func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A command line the tool cannot run: unknown option, missing value, bad combination.
///
/// Exits with ``ExitCode/usage`` and prints the message on one line.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
