public import Contracts
public import Testing

extension ContractCorpus {
  /// Records one Swift Testing issue per finding of `response` at or above `severity` (and not
  /// known to `baseline`).
  ///
  /// ```swift
  /// @Suite struct ContractResponseTests {
  ///   static let corpus = Result { try ContractCorpus(registry: registry) }
  ///
  ///   @Test(arguments: try corpus.get().responses())
  ///   func response(_ response: CorpusResponse) throws { try Self.corpus.get().expectValid(response) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - response: one recorded response, a test case's argument.
  ///   - severity: the lowest severity that records an issue.
  ///   - baseline: findings accepted already, which record none.
  ///   - sourceLocation: where the issues are recorded; leave the default.
  public func expectValid(
    _ response: CorpusResponse, atLeast severity: Finding.Severity = .error, baseline: Baseline? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for finding in findings(response, atLeast: severity, baseline: baseline) {
      Issue.record(Comment(rawValue: finding.testDescription), sourceLocation: sourceLocation)
    }
  }
}
