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

extension ContractCorpus {
  /// Records one Swift Testing issue per finding of `response` at warning or above that is
  /// the model's to fix (`Finding.isModelOwned`): the model cannot decode the response
  /// (`decode-failure`), loses data from it (`roundtrip-loss`), or holds a value other than
  /// the response's (a key never decoded, another key read: `model-drift`). With
  /// `fingerprint`, only that finding counts.
  ///
  /// The body of the tests `contract check --emit-tests` writes: such a test fails while the
  /// model has the problem its fixture shows and passes once it no longer does; a schema
  /// violation in the same response is the server's, and does not fail it.
  ///
  /// ```swift
  /// let response = try #require(corpus.responses(of: "audit-events", against: [fixture]).first)
  /// corpus.expectModelReads(response, fingerprint: "6bc4dc69bb69147d")
  /// ```
  public func expectModelReads(
    _ response: CorpusResponse, fingerprint: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let owned = findings(response, atLeast: .warning, baseline: nil, reflecting: true).filter { finding in
      finding.isModelOwned && (fingerprint == nil || finding.fingerprint == fingerprint)
    }
    for finding in owned {
      Issue.record(Comment(rawValue: finding.testDescription), sourceLocation: sourceLocation)
    }
  }
}
