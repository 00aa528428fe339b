public import Contracts
public import Testing

extension ContractCorpus {
  /// Records one Swift Testing issue per finding of `response` at or above `severity` (and not
  /// known to `baseline`).
  public func expectValid(
    _ response: CorpusResponse, atLeast severity: Finding.Severity = .error, baseline: Baseline? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for finding in findings(response, atLeast: severity, baseline: baseline) {
      Issue.record(Comment(rawValue: finding.testDescription), sourceLocation: sourceLocation)
    }
  }
}
