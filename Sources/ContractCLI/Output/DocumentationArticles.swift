/// The article of the documentation catalog (`Sources/ContractTesting/ContractTesting.docc`)
/// that each command's help ends with: where to read what `--help` has no room for.
///
/// A new command adds its article to the catalog and a line here; `HelpArticleTests` checks
/// that every command shown in `contract --help` names an article of its own that exists.
enum DocumentationArticles {
  /// The catalog's folder, from the package root.
  static let catalog = "Sources/ContractTesting/ContractTesting.docc"

  /// An article: its title and its file, relative to ``catalog``.
  struct Article: Sendable {
    let title: String
    let file: String
  }

  /// The article of `contract --help`.
  static let gettingStarted = Article(title: "Getting started", file: "Articles/GettingStarted.md")

  /// Each command's article, by command name.
  static let byCommand: [String: Article] = [
    "check": Article(title: "contract check", file: "Articles/Commands/CheckCommand.md"),
    "fuzz": Article(title: "contract fuzz", file: "Articles/Commands/FuzzCommand.md"),
    "replay": Article(title: "contract replay", file: "Articles/Commands/ReplayCommand.md"),
    "diff": Article(title: "contract diff", file: "Articles/Commands/DiffCommand.md"),
    "generate": Article(title: "contract generate", file: "Articles/Commands/GenerateCommand.md"),
    "validate": Article(title: "contract validate", file: "Articles/Commands/ValidateCommand.md"),
    "parse": Article(title: "contract parse", file: "Articles/Commands/ParseCommand.md"),
    "report": Article(title: "contract report merge", file: "Articles/Commands/ReportMergeCommand.md"),
    "init": Article(title: "contract init", file: "Articles/Commands/InitCommand.md"),
    "list": Article(title: "contract list", file: "Articles/Commands/ListCommand.md"),
    "coverage": Article(title: "contract coverage", file: "Articles/Commands/CoverageCommand.md"),
    "infer": Article(title: "contract infer", file: "Articles/Commands/InferCommand.md"),
    // Internal modes: their help points at the command that starts them.
    "check-worker": Article(title: "contract check", file: "Articles/Commands/CheckCommand.md"),
    "fuzz-worker": Article(title: "contract fuzz", file: "Articles/Commands/FuzzCommand.md"),
  ]

  /// The last line of a help text: `Docs: contract check, Sources/…/CheckCommand.md (scripts/docs)`.
  static func line(for article: Article) -> String {
    "Docs: \(article.title), \(catalog)/\(article.file) (scripts/docs builds the site)\n"
  }

  /// The help line of command `name`; Getting started for a command without an article.
  static func line(forCommand name: String) -> String {
    line(for: byCommand[name] ?? gettingStarted)
  }
}
