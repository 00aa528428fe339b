import Contracts
import JSONCore
import Reports

/// Fixed reports for the renderers' snapshots, built through the public API as a runner
/// would: every part of a report appears at least once.
enum SampleReports {
  static let toolVersion = "9.9.9"

  /// Three contracts (one with a skipped schema, one with no responses), a finding repeated
  /// beyond the listed 25, findings of no contract, a baseline and a configuration error.
  static var sample: CheckReport {
    var report = CheckReport()
    report.contracts = [
      ContractSummary(
        id: "shop.order", schema: "shop/order.schema.json", type: "Order", profile: "supabase", responses: 40,
        schemaValid: 38, schemaInvalid: 2, decoded: 10, decodeFailed: 30),
      ContractSummary(
        id: "shop.customer", schema: "(no schema)", type: "Customer", profile: "default", responses: 4, decoded: 4,
        schemaSkipped: true),
      ContractSummary(
        id: "shop.refund", schema: "shop/refund.schema.json", type: nil, profile: "default", decodeSkipped: true),
    ]
    report.responses = 46
    report.unmapped = 2
    report.skippedNonJSON = 1
    // One model change breaks every row of a page: 30 occurrences, 25 listed.
    for row in 0..<30 {
      report.add(
        Finding(
          kind: .decodeFailure, contract: "shop.order",
          source: SourceReference(file: "dump/orders.ndjson", line: row + 1),
          pointer: JSONPointer([.index(row), .key("total")]),
          message: "Order cannot decode this response: null where the model requires Decimal",
          detail: "null-for-non-optional"))
    }
    report.add(
      Finding(
        kind: .schemaViolation, contract: "shop.order",
        source: SourceReference(file: "dump/orders/one.json", line: 1, column: 12),
        pointer: JSONPointer([.key("status")]),
        schemaLocation: "https://shop.example/order.schema.json#/properties/status/enum",
        message: #"'lost' is not one of ["open", "paid"]"#, evidence: ["keywordLocation": "/properties/status/enum"]))
    report.add(
      Finding(
        kind: .roundtripLoss, contract: "shop.order",
        source: SourceReference(file: "dump/orders/one.json", line: 1, column: 40),
        pointer: JSONPointer([.key("created_at")]),
        message: #"fractional seconds lost: "2024-03-15T10:30:00.123456+00:00" → "2024-03-15T10:30:00.123Z""#,
        evidence: ["difference": "date-precision-lost", "original": "\"2024-03-15T10:30:00.123456+00:00\""],
        detail: "date-precision-lost"))
    report.add(
      Finding(
        kind: .decodeAcceptsInvalid, contract: "shop.customer", source: SourceReference(file: "capture.har", entry: 3),
        pointer: .root, message: "Customer decodes this response although it breaks the contract"))
    report.add(
      Finding(
        kind: .parseError, contract: nil, source: SourceReference(file: "dump/broken.json", line: 3, column: 1),
        pointer: nil, message: "the reference parser rejects the body at 3:1: '}' expected", detail: "broken"))
    report.add(
      Finding(
        kind: .unmapped, contract: nil, source: SourceReference(file: "capture.har", entry: 7), pointer: nil,
        message: "no contract claims this response (no contract has a route matching GET /health)", detail: "health"))
    report.baseline = BaselineComparison(
      known: 12,
      fixed: [
        Baseline.Entry(
          fingerprint: "0123456789abcdef", kind: "decode-failure", contract: "shop.order", pointer: "/*/discount",
          message: "Order cannot decode this response: missing key 'discount'")
      ])
    report.configurationErrors = [
      ConfigurationError(
        file: "Contracts/contracts.json", location: SourceLocation(line: 7, column: 15, offset: 120),
        pointer: JSONPointer([.key("contracts"), .index(2), .key("schema")]), message: "no file shop/refund.schema.json"
      )
    ]
    return report
  }

  /// The message every format must carry through intact: markup, entities, quotes, table
  /// pipes, workflow-command escapes, line breaks, a control character, a CDATA end.
  static let hostileMessage =
    "<script>alert(\"x\")</script> & \"q\" 'a' | 100% %0A ::error:: *b* _i_ `c` [l](u) $x$ ]]> --\nsecond line\r\nthird\u{1}end"

  /// One contract and one finding made of hostile text: id, file name, pointer, message,
  /// evidence.
  static var hostile: CheckReport {
    var report = CheckReport()
    report.contracts = [
      ContractSummary(
        id: "evil.<b>|contract", schema: "evil/x.schema.json#/$defs/a|b", type: "Evil<T>", profile: "p&q",
        responses: 1, schemaValid: 1, decoded: 0, decodeFailed: 1)
    ]
    report.responses = 1
    report.add(
      Finding(
        kind: .decodeFailure, contract: "evil.<b>|contract",
        source: SourceReference(file: "dump/we ird,name:50%#.json", line: 2, column: 3),
        pointer: JSONPointer([.key("a`|b"), .key("<x>&\"y\""), .key("c/d~e")]), message: hostileMessage,
        evidence: ["value": "</system-out><x>]]>"]))
    return report
  }

  /// Nothing found: the reports must still be complete documents.
  static var clean: CheckReport {
    var report = CheckReport()
    report.contracts = [
      ContractSummary(
        id: "shop.order", schema: "shop/order.schema.json", type: "Order", profile: "supabase", responses: 3,
        schemaValid: 3, decoded: 3)
    ]
    report.responses = 3
    return report
  }
}
