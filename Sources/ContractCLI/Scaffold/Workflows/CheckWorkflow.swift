// `ci/github/contract-check.yml` is this text with the repository's runner and folder; a test keeps the
// two the same.
extension CIWorkflows {
  /// The pull-request check: `contract-check.yml`.
  static func checkWorkflow(runner: String, contracts: String) -> String {
    #"""
    # contract check on every pull request: every recorded response of the corpus through parse,
    # schema, decode and round trip, plus the model-drift probes; findings the committed baseline
    # does not know fail the check.
    #
    # The runner is built in release (SwiftPM's .build cached between runs), checks once to a JSON
    # report, and renders that report three ways: SARIF for code scanning, Markdown for the job
    # summary, GitHub annotations (the exit status) last. When the pull request changes the
    # contracts, `contract diff` judges the schema changes against the models.
    #
    # CONTRACT_RUNNER is the executable product that registers your models (`contract` in this
    # repository; the `contract-runner` target `contract init` writes in yours), CONTRACTS the
    # folder holding contracts.json and the baselines. `contract init --ci github` writes this
    # workflow and its two siblings into .github/workflows with both set.
    name: contract check

    on:
      pull_request:
      workflow_dispatch:

    permissions:
      contents: read
      security-events: write

    env:
      CONTRACT_RUNNER: \#(runner)
      CONTRACTS: \#(contracts)

    jobs:
      check:
        runs-on: ubuntu-latest
        container: swift:6.3
        timeout-minutes: 30
        steps:
          - uses: actions/checkout@v4
            with:
              fetch-depth: 0 # contract diff reads the base branch
          - name: Install jansson and libyaml
            run: |
              apt-get update -qq
              apt-get install -y -qq libjansson-dev libyaml-dev pkg-config
              git config --global --add safe.directory "$GITHUB_WORKSPACE"
          \#(CIWorkflows.cacheBuildFolder)
          - name: Build the runner (release)
            run: |
              swift build -c release --product "$CONTRACT_RUNNER"
              mkdir -p "$RUNNER_TEMP/bin"
              ln -sf "$GITHUB_WORKSPACE/.build/release/$CONTRACT_RUNNER" "$RUNNER_TEMP/bin/contract"
              echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
          - name: contract check
            run: contract check --contracts "$CONTRACTS" --baseline "$CONTRACTS/baseline.json" --jobs 2 --format json --output contract-report.json --fail-on never
          - name: Render for code scanning and the job summary
            run: |
              contract report merge contract-report.json --format sarif --output contract.sarif --fail-on never
              contract report merge contract-report.json --format markdown --fail-on never >> "$GITHUB_STEP_SUMMARY"
          - name: Upload to code scanning
            uses: github/codeql-action/upload-sarif@v3
            with:
              sarif_file: contract.sarif
              category: contract
          - name: Did the contracts change?
            id: changed
            if: github.event_name == 'pull_request'
            env:
              BASE_REF: ${{ github.base_ref }}
            run: |
              if git diff --quiet "origin/$BASE_REF...HEAD" -- "$CONTRACTS"; then
                echo "contracts=false" >> "$GITHUB_OUTPUT"
              else
                echo "contracts=true" >> "$GITHUB_OUTPUT"
              fi
          - name: contract diff
            if: steps.changed.outputs.contracts == 'true'
            env:
              BASE_REF: ${{ github.base_ref }}
            run: contract diff --contracts "$CONTRACTS" --base "origin/$BASE_REF"
          - name: New findings fail the check
            run: contract report merge contract-report.json --format github

    """#
  }
}
