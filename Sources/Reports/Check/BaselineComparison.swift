public import Contracts

/// What applying a baseline did.
public struct BaselineComparison: Sendable {
  /// Findings hidden because the baseline knows them.
  public var known: Int
  /// Baseline entries the run did not produce any more.
  public var fixed: [Baseline.Entry]

  public init(known: Int, fixed: [Baseline.Entry]) {
    self.known = known
    self.fixed = fixed
  }
}

extension Baseline {
  /// Hides the findings of `report` this baseline knows, and names the fixed ones: entries the run
  /// should have seen (`covers`) but did not.
  ///
  /// A run over a partial dump covers nothing, since an entry it did not see may just be absent
  /// from that dump.
  public func apply(to report: inout CheckReport, covers: (Entry) -> Bool = { _ in true }) {
    let known = Set(entries.map(\.fingerprint))
    let knownOccurrences = report.occurrences.filter { known.contains($0.key) }.values.reduce(0, +)
    let fixed = entries.filter { report.occurrences[$0.fingerprint] == nil && covers($0) }
    report.filter { !known.contains($0.fingerprint) }
    report.baseline = BaselineComparison(known: knownOccurrences, fixed: fixed)
  }
}
