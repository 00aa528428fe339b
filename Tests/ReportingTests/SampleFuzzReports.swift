import Foundation
import Fuzzing
import Reports

/// Fixed fuzz reports for the renderers' snapshots, read from the JSON a campaign writes
/// (`report.json`): every part of a report appears at least once.
enum SampleFuzzReports {
  /// Two contracts, one with a skipped fixture; a crash, a hang and more failing pointers
  /// than a heatmap cell lists; lossy-only, survived and unrun cells; a stacked row; findings
  /// of each fuzz kind (crash, model-drift, roundtrip-loss, fuzz-regression) and a baseline
  /// with a fixed cell.
  static var sample: FuzzReport {
    get throws { try decode(sampleJSON) }
  }

  /// A campaign that found nothing: every cell survived.
  static var clean: FuzzReport {
    get throws {
      try decode(
        """
        {"version": 1, "tool": {"name": "contract", "version": "9.9.9"}, "seed": 3, "interrupted": false,
         "summary": {"mutants": 4, "systematic": 4, "stacked": 0, "allowed": 2, "drift": 2, "unchecked": 0,
                     "errors": 0, "warnings": 0, "notes": 0},
         "contracts": [{"id": "shop.order", "type": "Order", "profile": "default", "fixtures": 1, "sites": 4,
                        "mutants": 4, "allowed": 2, "drift": 2, "unchecked": 0, "skippedFixtures": []}],
         "matrix": [\(row("shop.order", "drop-optional", allowed: counts(survived: 2), pointers: [cell("/note", counts(survived: 2), worst: "survived")])),
                    \(row("shop.order", "enum-unknown", drift: counts(survived: 2), pointers: [cell("/status", counts(survived: 2), worst: "survived")]))],
         "findings": []}
        """)
    }
  }

  /// Markup, quotes and control characters in every place a fuzz report quotes from a
  /// payload or a manifest: contract ids, pointers, messages, evidence, reproducer paths.
  static var hostile: FuzzReport {
    get throws {
      let contract = "x</td><script>alert(1)</script>"
      let pointers = [
        cell(
          "/<script>alert(1)</script>", counts(failed: 1), worst: "failed", reproducer: #"reproducers/a\"b<i>.json"#),
        cell("/a|b`c]]>", counts(failed: 1), worst: "failed"),
      ]
      let matrixRow = row(contract, "extra-key", drift: counts(failed: 2), pointers: pointers)
      return try decode(
        """
        {"version": 1, "tool": {"name": "contract", "version": "9.9.9<b>"}, "seed": 5, "interrupted": true,
         "summary": {"mutants": 2, "systematic": 2, "stacked": 0, "allowed": 0, "drift": 2, "unchecked": 0,
                     "errors": 1, "warnings": 0, "notes": 0},
         "contracts": [{"id": "x</td><script>alert(1)</script>", "type": "T|`*_", "profile": "default", "fixtures": 1,
                        "sites": 2, "mutants": 2, "allowed": 0, "drift": 2, "unchecked": 0,
                        "skippedFixtures": [{"source": "a&b.json", "reason": "<img src=x onerror=alert(1)>"}]}],
         "matrix": [\(matrixRow)],
         "findings": [{"kind": "crash", "severity": "error", "contract": "x</td><script>alert(1)</script>",
                       "source": {"file": "reproducers/<x>.payload.json", "line": 1, "column": 2},
                       "pointer": "/<script>", "message": "T crashed the process: <script>alert('x')</script> | `code` **bold**\\n# heading\\u0001",
                       "evidence": {"mutant": "x:1:0", "reproducer": "reproducers/<x>.json", "signal": "terminated by SIGILL & more"},
                       "fingerprint": "0123456789abcdef"}]}
        """)
    }
  }

  private static func decode(_ json: String) throws -> FuzzReport {
    try JSONDecoder().decode(FuzzReport.self, from: Data(json.utf8))
  }

  private static let sampleJSON = """
    {"version": 1, "tool": {"name": "contract", "version": "9.9.9"}, "seed": 42, "shard": null, "interrupted": false,
     "summary": {"mutants": 64, "systematic": 60, "stacked": 4, "allowed": 30, "drift": 30, "unchecked": 4,
                 "errors": 2, "warnings": 2, "notes": 0},
     "contracts": [
       {"id": "shop.order", "type": "Order", "profile": "supabase", "fixtures": 3, "sites": 120, "mutants": 40,
        "allowed": 20, "drift": 18, "unchecked": 2, "skippedFixtures": []},
       {"id": "shop.customer", "type": "Customer", "profile": "default", "fixtures": 2, "sites": 30, "mutants": 24,
        "allowed": 10, "drift": 12, "unchecked": 2,
        "skippedFixtures": [{"source": "Corpus/shop/customer/huge.json", "reason": "a number beyond 64 bits"}]}],
     "matrix": [
       \(row("shop.order", "key-case", drift: counts(survived: 1, failed: 5, crashed: 1), pointers: [
         cell("/*/total", counts(failed: 1), worst: "failed"), cell("/*/status", counts(failed: 1), worst: "failed"),
         cell("/*/id", counts(crashed: 1), worst: "crashed", reproducer: "reproducers/shop.order-1-4.json"),
         cell("/*/items", counts(failed: 1), worst: "failed"), cell("/*/note", counts(failed: 1), worst: "failed"),
         cell("/*/customer", counts(failed: 1), worst: "failed"), cell("/*/paid", counts(survived: 1), worst: "survived")])),
       \(row("shop.order", "drop-optional", allowed: counts(survived: 6, failed: 2), pointers: [
         cell("/*/note", counts(survived: 3, failed: 2), worst: "failed"), cell("/*/paid", counts(survived: 3), worst: "survived")])),
       \(row("shop.order", "date-format", allowed: counts(survived: 4, lossy: 4), pointers: [
         cell("/*/created_at", counts(survived: 4, lossy: 4), worst: "lossy")])),
       \(row("shop.order", "enum-unknown", drift: counts(failed: 1, hung: 1), pointers: [
         cell("/*/status", counts(failed: 1, hung: 1), worst: "hung", reproducer: "reproducers/shop.order-1-9.json")])),
       \(row("shop.order", "stacked", unchecked: counts(survived: 1, failed: 1), pointers: [])),
       \(row("shop.customer", "key-case", drift: counts(survived: 9, failed: 1), pointers: [
         cell("", counts(survived: 9, failed: 1), worst: "failed")])),
       \(row("shop.customer", "drop-optional", allowed: counts(survived: 10), pointers: [
         cell("/email", counts(survived: 10), worst: "survived")]))],
     "findings": [
       {"kind": "crash", "severity": "error", "contract": "shop.order",
        "source": {"file": "fuzz-out/reproducers/shop.order-1-4.payload.json", "line": 2, "column": 9},
        "pointer": "/0/id", "message": "Order crashed the process (terminated by SIGILL) on key-case at /0/id",
        "evidence": {"mutant": "shop.order:1:4", "operator": "key-case", "reproducer": "fuzz-out/reproducers/shop.order-1-4.json",
                     "signal": "terminated by SIGILL"}, "fingerprint": "00000000000000a1"},
       {"kind": "fuzz-regression", "severity": "error", "contract": "shop.order", "source": {"file": "Contracts/fuzz-baseline.json"},
        "pointer": "/*/status", "message": "enum-unknown at /*/status: the model failed in the baseline, now hung",
        "evidence": {"baseline": "failed", "mutant": "shop.order:1:9", "now": "hung", "operator": "enum-unknown"},
        "fingerprint": "00000000000000a2"},
       {"kind": "model-drift", "severity": "warning", "contract": "shop.order",
        "source": {"file": "fuzz-out/reproducers/shop.order-2-1.payload.json", "line": 1, "column": 30},
        "pointer": "/0/note", "message": "the contract allows dropping 'note', but Order cannot decode it: missing key 'note'",
        "evidence": {"mutant": "shop.order:2:1", "operator": "drop-optional", "reproducer": "fuzz-out/reproducers/shop.order-2-1.json",
                     "verdict": "allowed"}, "fingerprint": "00000000000000a3"},
       {"kind": "roundtrip-loss", "severity": "warning", "contract": "shop.order",
        "source": {"file": "fuzz-out/reproducers/shop.order-3-0.payload.json", "line": 1, "column": 44},
        "pointer": "/0/created_at", "message": "fractional seconds lost: \\"2024-03-15T10:30:00.123456Z\\" → \\"2024-03-15T10:30:00.123Z\\"",
        "evidence": {"mutant": "shop.order:3:0", "operator": "date-format", "reproducer": "fuzz-out/reproducers/shop.order-3-0.json"},
        "fingerprint": "00000000000000a4"}],
     "baseline": {"path": "Contracts/fuzz-baseline.json", "regressions": 1,
                  "fixed": [{"contract": "shop.customer", "operator": "key-case", "pointer": "/email", "outcome": "failed", "variants": [0, 1]}]}}
    """

  private static func counts(survived: Int = 0, lossy: Int = 0, failed: Int = 0, hung: Int = 0, crashed: Int = 0)
    -> String
  {
    #"{"survived": \#(survived), "lossy": \#(lossy), "failed": \#(failed), "hung": \#(hung), "crashed": \#(crashed)}"#
  }

  private static func cell(_ pointer: String, _ counts: String, worst: String, reproducer: String? = nil) -> String {
    let escaped = pointer.replacingOccurrences(of: "\"", with: "\\\"")
    var json =
      #"{"pointer": "\#(escaped)", "counts": \#(counts), "worst": "\#(worst)", "variants": [0], "example": "c:1:0""#
    if let reproducer { json += #", "reproducer": "\#(reproducer)""# }
    return json + "}"
  }

  private static func row(
    _ contract: String, _ operatorName: String, allowed: String = counts(), drift: String = counts(),
    unchecked: String = counts(), pointers: [String]
  ) -> String {
    #"{"contract": "\#(contract)", "operator": "\#(operatorName)", "allowed": \#(allowed), "drift": \#(drift), "unchecked": \#(unchecked), "pointers": [\#(pointers.joined(separator: ", "))]}"#
  }
}
