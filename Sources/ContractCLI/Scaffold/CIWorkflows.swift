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

  /// The steps that build the runner in release and hand it to the other jobs as an artifact,
  /// shared by the dump and fuzz workflows' `build` jobs. Interpolated after a step's
  /// indentation: every line but the first carries its own.
  static let buildAndUploadRunner = String(
    #"""
      - uses: actions/checkout@v4
          - name: Install jansson and libyaml
            run: apt-get update -qq && apt-get install -y -qq libjansson-dev libyaml-dev pkg-config
          \#(CIWorkflows.cacheBuildFolder)
          - name: Build the runner (release)
            run: |
              swift build -c release --product "$CONTRACT_RUNNER"
              cp ".build/release/$CONTRACT_RUNNER" contract
          - uses: actions/upload-artifact@v4
            with:
              name: contract-runner
              path: contract
              retention-days: 1
    """#.drop { $0 == " " })

  /// The step that keeps SwiftPM's release build folder between runs, keyed by the manifest
  /// and the sources: shared by every workflow that builds the runner. Interpolated as
  /// ``buildAndUploadRunner`` is.
  static let cacheBuildFolder = String(
    #"""
      - name: Cache SwiftPM's build folder
            uses: actions/cache@v4
            with:
              path: .build
              key: swiftpm-release-${{ runner.os }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-${{ hashFiles('Sources/**') }}
              restore-keys: |
                swiftpm-release-${{ runner.os }}-${{ hashFiles('Package.swift', 'Package.resolved') }}-
    """#.drop { $0 == " " })

  /// Whether `text` can stand unquoted as a YAML value and a shell word in the workflows.
  static func isPlainWord(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix("-")
      && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789._/-".unicodeScalars.contains($0) }
  }
}
