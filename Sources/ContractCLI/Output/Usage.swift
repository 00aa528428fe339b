import Foundation

/// Help text, built from the commands' specs so it always matches what they accept.
enum Usage {
  static func root(_ commands: [any Command.Type]) -> String {
    var text = """
      contract — checks that your app still decodes what the backend sends, and keeps it.

      USAGE: \(toolName) <command> [options]

      COMMANDS:

      """
    let shown = commands.filter { !$0.isHidden }
    let width = (shown.map { $0.name.count }.max() ?? 0) + 2
    for command in shown {
      text += "  " + command.name.padding(to: width) + command.abstract + "\n"
    }
    text += """

      Run '\(toolName) <command> --help' for a command's options.
      Exit codes: 0 success, 1 findings, 2 usage or configuration error, 3 internal error.

      """
    text += DocumentationArticles.line(for: DocumentationArticles.gettingStarted)
    return text
  }

  /// The name the tool was run by: `contract`, or a package's own runner (`contract-runner`),
  /// whose help should say how to run it.
  static var toolName: String {
    let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "contract"
    return name.isEmpty ? "contract" : name
  }

  static func command(_ command: any Command.Type) -> String {
    let spec = command.spec
    var synopsis = "\(toolName) \(command.name)"
    for option in spec.options {
      synopsis += " [--\(option.name) \(option.valueName)]" + (option.repeatable ? "..." : "")
    }
    for flag in spec.flags { synopsis += " [--\(flag.name)]" }
    if let positional = spec.positionalName { synopsis += " \(positional)..." }
    var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(synopsis)\n"
    if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
    var rows: [(String, String)] = []
    if let positional = spec.positionalName { rows.append((positional, spec.positionalHelp)) }
    for option in spec.options {
      var help = option.help
      if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
      rows.append(("--\(option.name) \(option.valueName)", help))
    }
    for flag in spec.flags { rows.append(("--\(flag.name)", flag.help)) }
    rows.append(("-h, --help", "Show help for this command."))
    let width = min((rows.map(\.0.count).max() ?? 0) + 2, 34)
    text += "\nOPTIONS:\n"
    for (name, help) in rows {
      text +=
        name.count >= width
        ? "  \(name)\n  \("".padding(to: width))\(help)\n"
        : "  \(name.padding(to: width))\(help)\n"
    }
    text += "\n" + DocumentationArticles.line(forCommand: command.name)
    return text
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
