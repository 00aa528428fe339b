import Contracts
import Evidence
import Reports
import Foundation

/// The work of `contract coverage` once its arguments are read: record the traffic, count
/// each contract's items, render the report in `--format`.
struct CoverageFrontend {
  let coverage: Coverage

  func run() throws -> ExitCode {
    let console = coverage.context.console
    try coverage.output.checkDestination()
    let traffic = coverage.traffic
    let (run, recorder, problems) = try traffic.record(registry: coverage.context.registry)
    let contracts = run.manifest.contracts.filter { run.bindings[$0.id] != nil }.map { contract in
      ContractCoverage.contract(
        id: contract.id, schema: traffic.schemaDescription(contract), outline: recorder.outlines[contract.id],
        evidence: recorder.evidence[contract.id] ?? TrafficEvidence(), responses: recorder.responses[contract.id] ?? 0)
    }
    let report = CoverageReport(
      tool: ContractTool.version, inputs: traffic.against.isEmpty ? ["corpus"] : traffic.against, contracts: contracts,
      unmapped: recorder.unmapped, notRecorded: recorder.notRecorded)
    let renderer = coverage.output.renderer(context: coverage.context, command: Coverage.name)
    try coverage.output.emit(renderer.render(report), console: console)
    for problem in problems { console.errorLine("contract coverage: \(problem)") }
    if !problems.isEmpty { return .usage }
    if let failUnder = coverage.failUnder, (report.percent ?? 100) < failUnder { return .findings }
    return .success
  }
}
