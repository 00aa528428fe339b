import Reporting

/// `contract parse`: the reference parser's verdict on each file, beside Foundation's.
public struct Parse: Command {
  public static let name = "parse"
  public static let abstract = "Parse JSON files with jansson and Foundation and report where they disagree."
  public static let discussion = """
    For each file (folders are searched recursively for *.json): the reference verdict from
    jansson (accepted, or rejected at line:column with the reason), the verdicts of
    JSONSerialization and JSONDecoder, and every disagreement between them: accept/reject,
    the winner of a duplicate key, and values read differently (big integers, -0, number
    kinds). Exits 0 when every file is accepted by the reference with no disagreement, 1
    otherwise, 2 for usage errors and paths that do not exist.
    """
  public static let spec = ArgumentSpec(
    options: [RecordFormatOption.spec],
    positionalName: "PATH", positionalHelp: "JSON files, or folders to search for *.json.")

  let paths: [String]
  let renderer: any RecordRenderer
  let console: Console

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard !arguments.positionals.isEmpty else { throw UsageError("missing PATH; give one or more files or folders") }
    paths = arguments.positionals
    renderer = RecordFormatOption.renderer(arguments)
    console = context.console
  }

  public func run() throws -> ExitCode { ParseFrontend(parse: self).run() }
}
