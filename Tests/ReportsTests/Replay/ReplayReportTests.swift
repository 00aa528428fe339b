import Contracts
import Reports
import Testing

/// When a replay is a finding (exit 1), and when a reproducer reproduced.
@Suite struct ReplayReportTests {
  private func report(_ verdict: Verdict, _ outcome: Outcome, recorded: ReplayReport.Recorded? = nil) -> ReplayReport {
    ReplayReport(
      subject: .mutant(id: MutantID(contract: "c", seed: 1, index: 0), fixture: "f", isStacked: false), mutations: [],
      recorded: recorded, verdict: verdict, outcome: outcome, outcomeDetail: nil, findings: [])
  }

  @Test func aCrashOrHangIsAlwaysAFindingAndAFailureOnlyOnAnAllowedPayload() {
    for verdict in [Verdict.allowed, .drift, .unchecked] {
      #expect(report(verdict, .crashed).isFinding)
      #expect(report(verdict, .hung).isFinding)
      #expect(report(verdict, .failed).isFinding == (verdict == .allowed))
      #expect(report(verdict, .lossy).isFinding == (verdict == .allowed))
    }
  }

  @Test func aReproducerReproducesWhenVerdictAndOutcomeAreAsRecorded() {
    let recorded = ReplayReport.Recorded(verdict: .allowed, outcome: .failed, failure: nil)
    #expect(report(.allowed, .failed, recorded: recorded).reproduced == true)
    #expect(report(.allowed, .lossy, recorded: recorded).reproduced == false)
    #expect(report(.drift, .failed, recorded: recorded).reproduced == false)
    #expect(report(.allowed, .failed).reproduced == nil)
  }
}
