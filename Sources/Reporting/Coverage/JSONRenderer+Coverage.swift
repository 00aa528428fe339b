public import Reports

/// A coverage report as JSON: the report value as it is (keys sorted, version 1), with the
/// counts and shares each reader would otherwise compute.
extension JSONRenderer {
  public func render(_ report: CoverageReport) -> String {
    CheckReport.Document.pretty(
      CoverageDocument(
        report: report, exercised: report.exercisedCount, items: report.itemCount, percent: report.percent,
        contracts: report.contracts.map {
          .init(id: $0.id, exercised: $0.exercised, items: $0.items.count, percent: $0.percent)
        }))
  }

  /// The report and its totals.
  struct CoverageDocument: Encodable {
    struct Totals: Encodable {
      var id: String
      var exercised: Int
      var items: Int
      var percent: Double?
    }

    var report: CoverageReport
    var exercised: Int
    var items: Int
    var percent: Double?
    var contracts: [Totals]

    enum CodingKeys: String, CodingKey { case report, summary }
    struct Summary: Encodable {
      var exercised: Int
      var items: Int
      var percent: Double?
      var contracts: [Totals]
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(report, forKey: .report)
      try container.encode(
        Summary(exercised: exercised, items: items, percent: percent, contracts: contracts), forKey: .summary)
    }
  }
}
