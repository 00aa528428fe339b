/// The CI workflows `contract init --ci github` writes: the repository's own `ci/github/`
/// files, with the user's runner product and contracts folder in their `env`.
enum CIWorkflows {
  /// Where GitHub Actions reads workflows from.
  static let folder = ".github/workflows"

  /// Each workflow's file name, what it does, and its text.
  static func files(runner: String, contracts: String) -> [(name: String, what: String, text: String)] {
    [
      (
        "contract-check.yml", "check and diff on every pull request",
        checkWorkflow(runner: runner, contracts: contracts)
      ),
      (
        "contract-dump.yml", "a production dump checked in shards, by hand",
        dumpWorkflow(runner: runner, contracts: contracts)
      ),
      (
        "contract-fuzz-nightly.yml", "the overnight fuzz campaign",
        fuzzNightlyWorkflow(runner: runner, contracts: contracts)
      ),
    ]
  }

  /// Whether `text` can stand unquoted as a YAML value and a shell word in the workflows.
  static func isPlainWord(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix("-")
      && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789._/-".unicodeScalars.contains($0) }
  }
}
