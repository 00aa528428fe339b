import Foundation
import Testing

@testable import JSONSchemaRegex

/// Compares ECMARegex with another ECMA-262 engine on a case file, when one is given.
///
/// Set `ECMAREGEX_CASES` to a JSON file of `[{"p": pattern, "valid": Bool, "cases":
/// [[input, matched]]}]`, e.g. produced with Node's `new RegExp(p, "u").test(s)`. Every
/// engine that can run a pattern is checked, so the DFA, the NFA and the backtracker are
/// compared with each other as well as with the reference.
@Suite struct ECMARegexDifferentialTests {
  @Test func agreesWithReferenceEngine() throws {
    guard let path = ProcessInfo.processInfo.environment["ECMAREGEX_CASES"] else {
      print("ECMARegexDifferentialTests skipped: ECMAREGEX_CASES is not set")
      return
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let items = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      Issue.record("\(path) is not an array of objects")
      return
    }
    var checked = 0
    var failures = 0
    for item in items {
      guard let pattern = item["p"] as? String, let valid = item["valid"] as? Bool else { continue }
      guard ECMARegex.isValid(pattern) == valid else {
        failures += 1
        Issue.record("validity of /\(pattern)/u: expected \(valid)")
        continue
      }
      guard valid, let cases = item["cases"] as? [[Any]] else { continue }
      let engines = try RegexEngines(pattern)
      for pair in cases {
        guard pair.count == 2, let input = pair[0] as? String, let expected = pair[1] as? Bool
        else { continue }
        checked += 1
        for (engine, matched) in engines.run(input) where matched != expected {
          failures += 1
          Issue.record(
            "/\(pattern)/u.test(\(input.debugDescription)) on \(engine): expected \(expected)")
        }
      }
    }
    print(
      "ECMARegexDifferentialTests: \(items.count) patterns, \(checked) matches checked, \(failures) failures"
    )
  }
}
