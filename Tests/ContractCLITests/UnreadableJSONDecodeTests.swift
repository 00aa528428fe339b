import ContractTesting
import Foundation
import Testing

/// A response the reference parser reads and JSONDecoder cannot read as JSON at all (a number
/// beyond `Double` or `Int64`, nesting deeper than Foundation goes) is a response the app fails
/// on: a located `decode-failure`, exit 1 (issue #31, item 2), on the shipped binary and the
/// Chapter `City` model.
@Suite struct UnreadableJSONDecodeTests {
  static let row =
    #"{"id":"d1639b39-a3cc-462f-9c5c-4971859e94c2","name":"Belfast","region":"Northern Ireland","country":"Northern Ireland","latitude":LATITUDE,"longitude":-5.9301,"student_population":POPULATION,"average_rent_weekly":104.50,"created_at":"2024-01-09T14:22:10.399004+00:00"EXTRA}"#

  private func check(latitude: String = "54.5973", population: String = "45100", extra: String = "") throws
    -> CommandOutput
  {
    let dump =
      DiffCommandTests.packageRoot + "/.build/scratch/" + UUID().uuidString + "/dump"
    let body =
      "["
      + Self.row.replacingOccurrences(of: "LATITUDE", with: latitude)
      .replacingOccurrences(of: "POPULATION", with: population)
      .replacingOccurrences(of: "EXTRA", with: extra) + "]"
    try FileManager.default.createDirectory(atPath: dump + "/chapter/cities", withIntermediateDirectories: true)
    try Data(body.utf8).write(to: URL(fileURLWithPath: dump + "/chapter/cities/t.json"))
    return try executeCommand(
      ["check", "--against", dump, "--format", "json"], product: "contract", in: DiffCommandTests.packageRoot)
  }

  /// The decode-failure findings of a JSON report, as (pointer, message).
  private func decodeFailures(_ report: String) throws -> [(pointer: String, message: String)] {
    let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    return findings.filter { $0["kind"] as? String == "decode-failure" }.map {
      ($0["pointer"] as? String ?? "", $0["message"] as? String ?? "")
    }
  }

  @Test func numbersBeyondDoubleOrInt64AreALocatedDecodeFailure() throws {
    let cases: [(latitude: String, population: String, pointer: String, cause: String)] = [
      ("1e400", "45100", "/0/latitude", "1e400 at /0/latitude is a number beyond Double"),
      (
        "54.5", "120000000000000000000000000000", "/0/student_population",
        "120000000000000000000000000000 at /0/student_population is an integer beyond Int64"
      ),
      (
        "54.5", "9223372036854775808", "/0/student_population",
        "9223372036854775808 at /0/student_population is an integer beyond Int64"
      ),
    ]
    for test in cases {
      let output = try check(latitude: test.latitude, population: test.population)
      #expect(output.exitCode == 1, "\(test.latitude) \(test.population): \(output.standardError)")
      let failures = try decodeFailures(output.standardOutput)
      #expect(failures.count == 1)
      #expect(failures.first?.pointer == test.pointer)
      #expect(failures.first?.message.contains("City cannot decode this response: JSONDecoder cannot read") == true)
      #expect(failures.first?.message.contains(test.cause) == true, "\(failures)")
      // The parser disagreements stay beside it, as warnings.
      #expect(output.standardOutput.contains(#""kind": "parser-disagreement""#))
    }
  }

  @Test func nestingDeeperThanFoundationReadsIsALocatedDecodeFailure() throws {
    let depth = 2_038
    let nested = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    let output = try check(extra: #","extra":"# + nested)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let failures = try decodeFailures(output.standardOutput)
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("it nests 2040 levels deep") == true, "\(failures)")
    #expect(failures.first?.pointer.hasPrefix("/0/extra/0/0/0") == true)
  }

  @Test func anOrdinaryRowStillDecodes() throws {
    let output = try check()
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(try decodeFailures(output.standardOutput).isEmpty)
  }
}
