// `ci/github/contract-dump.yml` is this text with the repository's runner and folder; a test keeps the
// two the same.
extension CIWorkflows {
  /// The sharded check of a production dump: `contract-dump.yml`.
  static func dumpWorkflow(runner: String, contracts: String) -> String {
    #"""
    # Checks a large dump (a week of production logs) in shards: dispatched by hand with where the
    # dump is (an artifact, or a bucket path) and how many jobs to split it over. Each job checks
    # its part (`contract check --shard I/N`: every response goes to one shard by its file and
    # line), and a merge job joins the parts into the report a single machine would have written
    # (`contract report merge`), byte for byte: Markdown as the job summary, JSON and SARIF as
    # artifacts, annotations last (new findings fail the run).
    #
    # A bucket dump is fetched once with the runner image's own CLIs (aws, gcloud, curl; give the
    # credentials as repository secrets) and handed to the shards as an artifact.
    name: contract check of a dump (sharded)

    on:
      workflow_dispatch:
        inputs:
          dump:
            description: "The dump: an artifact name (from the run in run-id), or s3://…, gs://… or https://….tar.gz"
            required: true
            type: string
          run-id:
            description: The run that uploaded the dump artifact (default this run)
            type: string
            default: ""
          shards:
            description: Jobs to split the dump over
            type: choice
            options: ["1", "2", "4", "8", "16"]
            default: "4"

    permissions:
      contents: read
      actions: read

    env:
      CONTRACT_RUNNER: \#(runner)
      CONTRACTS: \#(contracts)

    jobs:
      plan:
        runs-on: ubuntu-latest
        outputs:
          shards: ${{ steps.plan.outputs.shards }}
        steps:
          - name: The shard list
            id: plan
            env:
              SHARDS: ${{ inputs.shards }}
            run: echo "shards=[$(seq -s, 1 "$SHARDS")]" >> "$GITHUB_OUTPUT"

      fetch:
        if: contains(inputs.dump, '://')
        runs-on: ubuntu-latest
        steps:
          - name: Download the dump from its bucket
            env:
              DUMP: ${{ inputs.dump }}
              AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
              AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
            run: |
              mkdir -p dump
              case "$DUMP" in
                s3://*) aws s3 cp --recursive --only-show-errors "$DUMP" dump/ ;;
                gs://*) gcloud storage cp --recursive "$DUMP" dump/ ;;
                https://*) curl -fsSL "$DUMP" | tar -xz -C dump ;;
                *) echo "::error::not a bucket path: $DUMP"; exit 2 ;;
              esac
          - uses: actions/upload-artifact@v4
            with:
              name: dump
              path: dump
              retention-days: 1

      build:
        runs-on: ubuntu-latest
        container: swift:6.3
        steps:
          \#(CIWorkflows.buildAndUploadRunner)

      check:
        needs: [plan, fetch, build]
        if: always() && needs.plan.result == 'success' && needs.build.result == 'success' && needs.fetch.result != 'failure'
        runs-on: ubuntu-latest
        container: swift:6.3
        timeout-minutes: 360
        strategy:
          fail-fast: false
          matrix:
            shard: ${{ fromJSON(needs.plan.outputs.shards) }}
        env:
          SHARD: ${{ matrix.shard }}
          SHARDS: ${{ inputs.shards }}
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
          - uses: actions/download-artifact@v4
            with:
              name: ${{ contains(inputs.dump, '://') && 'dump' || inputs.dump }}
              run-id: ${{ (!contains(inputs.dump, '://') && inputs.run-id) || github.run_id }}
              github-token: ${{ github.token }}
              path: dump
          - name: contract check (this shard)
            run: contract check --contracts "$CONTRACTS" --against dump --baseline "$CONTRACTS/baseline.json" --shard "$SHARD/$SHARDS" --jobs 2 --format json --output "check-shards/check-$SHARD.json" --fail-on never
          - uses: actions/upload-artifact@v4
            with:
              name: check-shard-${{ matrix.shard }}
              path: check-shards/check-${{ matrix.shard }}.json
              retention-days: 14

      merge:
        needs: check
        runs-on: ubuntu-latest
        container: swift:6.3
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
          - uses: actions/download-artifact@v4
            with:
              pattern: check-shard-*
              merge-multiple: true
              path: check-shards
          - name: Merge the shards' reports
            run: |
              contract report merge check-shards/*.json --format markdown --fail-on never >> "$GITHUB_STEP_SUMMARY"
              contract report merge check-shards/*.json --format json --output contract-report.json --fail-on never
              contract report merge check-shards/*.json --format sarif --output contract.sarif --fail-on never
          - uses: actions/upload-artifact@v4
            with:
              name: contract-report
              path: |
                contract-report.json
                contract.sarif
          - name: New findings fail the run
            run: contract report merge check-shards/*.json --format github

    """#
  }
}
