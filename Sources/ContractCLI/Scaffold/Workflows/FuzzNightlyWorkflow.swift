// `ci/github/contract-fuzz-nightly.yml` is this text with the repository's runner and folder; a test keeps the
// two the same.
extension CIWorkflows {
  /// The overnight fuzz campaign: `contract-fuzz-nightly.yml`.
  static func fuzzNightlyWorkflow(runner: String, contracts: String) -> String {
    #"""
    # The overnight fuzz campaign as a job matrix: SHARDS jobs each run `contract fuzz --shard
    # I/SHARDS` of one campaign (the seed is the date, fixed once for all shards by the first job),
    # each uploads its report and reproducers as an artifact, and a merge job joins the reports
    # against the committed resilience matrix (Contracts/fuzz-baseline.json). The run fails when a
    # cell got worse (`fuzz-regression`); the merged report is the job summary either way.
    #
    # Re-run a night exactly: dispatch this workflow with its seed. The shard count is the matrix
    # below and SHARDS: change both together.
    name: contract fuzz (nightly)

    on:
      schedule:
        - cron: "17 1 * * *"
      workflow_dispatch:
        inputs:
          duration:
            description: How long each shard fuzzes (contract fuzz --duration)
            type: string
            default: 5h
          seed:
            description: "Seed (default: today's date, YYYYMMDD)"
            type: string
            default: ""

    permissions:
      contents: read

    env:
      CONTRACT_RUNNER: \#(runner)
      CONTRACTS: \#(contracts)
      SHARDS: 4

    jobs:
      build:
        runs-on: ubuntu-latest
        container: swift:6.3
        outputs:
          seed: ${{ steps.seed.outputs.seed }}
        steps:
          - name: The campaign's seed
            id: seed
            env:
              INPUT_SEED: ${{ inputs.seed }}
            run: echo "seed=${INPUT_SEED:-$(date -u +%Y%m%d)}" >> "$GITHUB_OUTPUT"
          \#(CIWorkflows.buildAndUploadRunner)

      fuzz:
        needs: build
        runs-on: ubuntu-latest
        container: swift:6.3
        timeout-minutes: 360
        strategy:
          fail-fast: false
          matrix:
            shard: [1, 2, 3, 4]
        env:
          SHARD: ${{ matrix.shard }}
          SEED: ${{ needs.build.outputs.seed }}
          FUZZ_DURATION: ${{ inputs.duration || '5h' }}
        steps:
          - uses: actions/checkout@v4
          - name: Install jansson and libyaml
            run: apt-get update -qq && apt-get install -y -qq libjansson-dev libyaml-dev
          - uses: actions/download-artifact@v4
            with:
              name: contract-runner
              path: ${{ runner.temp }}/bin
          - name: Put the runner on PATH
            run: |
              chmod +x "$RUNNER_TEMP/bin/contract"
              echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
          - name: contract fuzz
            run: contract fuzz --contracts "$CONTRACTS" --duration "$FUZZ_DURATION" --shard "$SHARD/$SHARDS" --seed "$SEED" --jobs 2 --out "fuzz-out/fuzz-shard-$SHARD" --fail-on never
          - uses: actions/upload-artifact@v4
            if: always()
            with:
              name: fuzz-shard-${{ matrix.shard }}
              path: fuzz-out/fuzz-shard-${{ matrix.shard }}
              retention-days: 14

      merge:
        needs: fuzz
        runs-on: ubuntu-latest
        container: swift:6.3
        steps:
          - uses: actions/checkout@v4
          - name: Install jansson, libyaml and jq
            run: apt-get update -qq && apt-get install -y -qq libjansson-dev libyaml-dev jq
          - uses: actions/download-artifact@v4
            with:
              name: contract-runner
              path: ${{ runner.temp }}/bin
          - name: Put the runner on PATH
            run: |
              chmod +x "$RUNNER_TEMP/bin/contract"
              echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
          - uses: actions/download-artifact@v4
            with:
              pattern: fuzz-shard-*
              path: fuzz-out
          - name: Merge against the committed fuzz baseline
            run: |
              contract report merge fuzz-out/fuzz-shard-*/report.json --baseline "$CONTRACTS/fuzz-baseline.json" --format json --output fuzz-merged.json --fail-on never
              contract report merge fuzz-out/fuzz-shard-*/report.json --baseline "$CONTRACTS/fuzz-baseline.json" --format html --output fuzz-report.html --fail-on never
              contract report merge fuzz-out/fuzz-shard-*/report.json --baseline "$CONTRACTS/fuzz-baseline.json" --format markdown --fail-on never >> "$GITHUB_STEP_SUMMARY"
          - uses: actions/upload-artifact@v4
            with:
              name: fuzz-merged
              path: |
                fuzz-merged.json
                fuzz-report.html
          - name: A fuzz-regression fails the run
            run: jq -e '.baseline.regressions == 0' fuzz-merged.json

    """#
  }
}
