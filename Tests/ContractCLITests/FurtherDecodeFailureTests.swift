import ContractTesting
import Foundation
import Testing

/// A decode stops at its first `DecodingError`: the failures after it are found by setting
/// each aside (a value the model reads in its place, or its row left out) and decoding the
/// rest again, and are reported at their place in the recorded response, on the shipped
/// binary and the Chapter `City` and `Course_V2` models.
@Suite struct FurtherDecodeFailureTests {
  private func row(_ number: Int, name: String = #""Leeds""#, id: String? = nil) -> String {
    let uuid = id ?? #""d1639b39-a3cc-462f-9c5c-4971859e94c\#(number)""#
    return
      #"{"id":\#(uuid),"name":\#(name),"region":null,"country":"England","latitude":53.8,"longitude":-1.5,"student_population":null,"average_rent_weekly":null,"created_at":"2024-01-09T14:22:10.399004+00:00"}"#
  }

  private func check(_ rows: [String]) throws -> [(pointer: String, message: String)] {
    try check("[" + rows.joined(separator: ",\n") + "]", at: "chapter/cities/page.json")
  }

  private func check(_ body: String, at path: String) throws -> [(pointer: String, message: String)] {
    let dump = DiffCommandTests.packageRoot + "/.build/scratch/" + UUID().uuidString + "/dump"
    let file = dump + "/" + path
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(body.utf8).write(to: URL(fileURLWithPath: file))
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
    // Row 3 repeats row 1's cause: read past, not reported again; row 4's is another.
    #expect(failures.map(\.pointer) == ["/1/name", "/4/id"], "\(failures)")
    #expect(failures.first?.message.contains("hidden behind") == false)
    // Foundation's words for a bad UUID name no value; the finding says which.
    #expect(failures.last?.message.contains(#"(found string "not-a-uuid")"#) == true, "\(failures)")
    #expect(
      failures.last?.message.contains(
        "(hidden behind the failures at /1/name and /3/name: found with values the model reads in their places)")
        == true, "\(failures)")
  }

  /// A failure no value can stand in for (a missing key) leaves its row out.
  @Test func aRowMissingAKeyIsLeftOut() throws {
    let missing = row(1).replacingOccurrences(of: #""country":"England","#, with: "")
    let failures = try check([row(0), missing, row(2, id: #""not-a-uuid""#)])
    #expect(failures.map(\.pointer) == ["/1/country", "/2/id"], "\(failures)")
    #expect(
      failures.last?.message.contains("(hidden behind the failure at /1: found with it left out)") == true,
      "\(failures)")
  }

  /// One object, in no array, with three failures: each is found, the later ones with a
  /// value the model reads in the earlier ones' places (a `String` for the `null`, a date
  /// the profile reads for the first bad date).
  @Test func everyFailureOfOneObjectIsFound() throws {
    let corpus = DiffCommandTests.packageRoot + "/Corpus/chapter/course_detail/lse-accounting-and-finance.json"
    var course = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: corpus))) as? [String: Any])
    course["course_name"] = NSNull()
    course["created_at"] = "2024-01-09 at noon"
    course["updated_at"] = "yesterday"
    let body = try JSONSerialization.data(withJSONObject: course)
    let failures = try check(String(decoding: body, as: UTF8.self), at: "chapter/course_detail/one.json")
    #expect(failures.map(\.pointer).sorted() == ["/course_name", "/created_at", "/updated_at"], "\(failures)")
    let last = try #require(failures.first { $0.pointer == "/updated_at" })
    #expect(last.message.contains("unreadable date 'yesterday'"), "\(failures)")
    #expect(last.message.contains("found with values the model reads in their places"), "\(failures)")
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

  /// A client's own date strategy refuses in its own words ("not an ISO 8601 date: …"): a
  /// refused value that begins as a date does still gets a date in its place, so the next
  /// one is found (the auth client: snake_case converted, its OpenAPI document in YAML).
  @Test func aDateAClientsOwnStrategyRefusesIsReadPast() throws {
    let fixtures = DiffCommandTests.packageRoot + "/Tests/Fixtures/auth"
    var user = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: fixtures + "/Fixtures/user.json"))) as? [String: Any])
    user["aud"] = NSNull()
    user["created_at"] = "2024-04-01"
    user["updated_at"] = "yesterday"
    let line = try JSONSerialization.data(withJSONObject: ["contract": "user", "status": 200, "body": user])
    let folder = try TemporaryFolder()
    try folder.write(String(decoding: line, as: UTF8.self) + "\n", to: "dump.ndjson")
    let output = try executeCommand(
      ["check", "--against", folder.path + "/dump.ndjson", "--format", "json"], product: "contract-fixtures",
      in: fixtures)
    let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
    let failures = (object?["findings"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "decode-failure" }
    #expect(failures.compactMap { $0["pointer"] as? String } == ["/aud", "/created_at", "/updated_at"], "\(failures)")
    let last = failures.last?["message"] as? String ?? ""
    #expect(last.contains("not an ISO 8601 date: yesterday"), "\(last)")
    #expect(last.contains("hidden behind the failures at /aud and /created_at"), "\(last)")
  }

  @Test func aResponseWithOneFailureIsOneFinding() throws {
    let failures = try check([row(0), row(1, name: "null"), row(2)])
    #expect(failures.map(\.pointer) == ["/1/name"], "\(failures)")
  }
}
