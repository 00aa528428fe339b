/// What a command accepts on its command line: options, flags and positional arguments.
///
/// Commands declare a spec; ``ArgumentParser`` reads argv against it and ``Usage`` prints
/// help from it, so the two never disagree.
public struct ArgumentSpec: Sendable {
  public struct Option: Sendable {
    public var name: String
    public var valueName: String
    public var help: String
    public var repeatable: Bool
    /// Allowed values, when the option takes one of a fixed set.
    public var choices: [String]?

    public init(
      _ name: String, value valueName: String, help: String, repeatable: Bool = false,
      choices: [String]? = nil
    ) {
      self.name = name
      self.valueName = valueName
      self.help = help
      self.repeatable = repeatable
      self.choices = choices
    }
  }

  public struct Flag: Sendable {
    public var name: String
    public var help: String

    public init(_ name: String, help: String) {
      self.name = name
      self.help = help
    }
  }

  public var options: [Option]
  public var flags: [Flag]
  /// The name of the positional arguments in usage text (`PATH`), `nil` when none are taken.
  public var positionalName: String?
  public var positionalHelp: String

  public init(
    options: [Option] = [], flags: [Flag] = [], positionalName: String? = nil,
    positionalHelp: String = ""
  ) {
    self.options = options
    self.flags = flags
    self.positionalName = positionalName
    self.positionalHelp = positionalHelp
  }
}
