import ContractTesting
import Foundation
import Testing

/// A decode stops at its first `DecodingError`: the rows after it that the model cannot read
/// either are found by leaving each failing row out and decoding the rest again, and are
/// reported at their place in the recorded response, on the shipped binary and the Chapter
/// `City` model.
@Suite struct FurtherDecodeFailureTests {
  private func row(_ number: Int, name: String = #""Leeds""#, id: String? = nil) -> String {
    let uuid = id ?? #""d1639b39-a3cc-462f-9c5c-4971859e94c\#(number)""#
    return
      #"{"id":\#(uuid),"name":\#(name),"region":null,"country":"England","latitude":53.8,"longitude":-1.5,"student_population":null,"average_rent_weekly":null,"created_at":"2024-01-09T14:22:10.399004+00:00"}"#
  }

  private func check(_ rows: [String]) throws -> [(pointer: String, message: String)] {
    let dump = DiffCommandTests.packageRoot + "/.build/scratch/" + UUID().uuidString + "/dump"
    try FileManager.default.createDirectory(atPath: dump + "/chapter/cities", withIntermediateDirectories: true)
    try Data(("[" + rows.joined(separator: ",\n") + "]").utf8).write(
      to: URL(fileURLWithPath: dump + "/chapter/cities/page.json"))
    defer { try? FileManager.default.removeItem(atPath: (dump as NSString).deletingLastPathComponent) }
    let output = try executeCommand(
      ["check", "--against", dump, "--format", "json"], product: "contract", in: DiffCommandTests.packageRoot)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    return findings.filter { $0["kind"] as? String == "decode-failure" }.map {
      ($0["pointer"] as? String ?? "", $0["message"] as? String ?? "")
    }
  }

  @Test func eachDifferentFailureIsFoundAtItsRecordedRow() throws {
    let failures = try check([
      row(0), row(1, name: "null"), row(2), row(3, name: "null"), row(4, id: #""not-a-uuid""#), row(5),
    ])
    // Row 3 repeats row 1's cause: left out, not reported again; row 4's is another.
    #expect(failures.map(\.pointer) == ["/1/name", "/4/id"], "\(failures)")
    #expect(failures.first?.message.contains("hidden behind") == false)
    // Foundation's words for a bad UUID name no value; the finding says which.
    #expect(failures.last?.message.contains(#"(found string "not-a-uuid")"#) == true, "\(failures)")
    #expect(
      failures.last?.message.contains("(hidden behind the failures at /1 and /3: found with them left out)") == true,
      "\(failures)")
  }

  /// Rows that keep failing the same way end the search after two (a page whose every row
  /// has the same unknown value costs two decodes more, not four): what is behind them is
  /// the next run's.
  @Test func theSearchStopsAfterTwoRepeats() throws {
    let failures = try check([
      row(0, name: "null"), row(1, name: "null"), row(2, name: "null"), row(3, id: #""not-a-uuid""#),
    ])
    #expect(failures.map(\.pointer) == ["/0/name"], "\(failures)")
  }

  /// A date the profile cannot read is placed at its key, on every platform
  /// (swift-corelibs-foundation's error names only the object holding it), and the value is
  /// quoted once (the profile's own words quote it already).
  @Test func anUnreadableDateIsPlacedAtItsKey() throws {
    let bad = row(0).replacingOccurrences(of: "2024-01-09T14:22:10.399004+00:00", with: "2024-01-09 at noon")
    let failures = try check([bad])
    #expect(failures.map(\.pointer) == ["/0/created_at"], "\(failures)")
    let message = failures.first?.message ?? ""
    #expect(message.contains("unreadable date '2024-01-09 at noon'") && !message.contains("found"), "\(failures)")
  }

  @Test func aResponseWithOneFailureIsOneFinding() throws {
    let failures = try check([row(0), row(1, name: "null"), row(2)])
    #expect(failures.map(\.pointer) == ["/1/name"], "\(failures)")
  }
}
