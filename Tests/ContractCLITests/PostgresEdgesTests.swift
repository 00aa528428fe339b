import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract check` on `Corpus/demo/postgres-edges/`: each value real PostgreSQL sends that the
/// recorded corpus never shows is reported the way that folder's README says.
@Suite struct PostgresEdgesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static let report: Result<(JSONValue, Int32), any Error> = Result {
    let output = try executeCommand(
      ["check", "--against", "Corpus/demo/postgres-edges", "--format", "json"], in: PostgresEdgesTests.root)
    return (try JanssonParser.parse(Array(output.standardOutput.utf8)).value, output.exitCode)
  }

  /// The findings on `file` (below the edges' `chapter/`), as `kind pointer` lines, without
  /// the two round-trip losses every Chapter response has (nil written as absent, microseconds
  /// written as milliseconds), which the corpus baseline already holds.
  func findings(_ file: String) throws -> [String] {
    let (report, _) = try Self.report.get()
    let everyResponse: Set<String> = ["null-became-absent", "date-precision-lost"]
    return (report["findings"]?.arrayValue ?? []).filter {
      $0["file"]?.stringValue?.hasSuffix("postgres-edges/chapter/" + file) == true
        && !everyResponse.contains($0["evidence"]?["difference"]?.stringValue ?? "")
    }.map { "\($0["kind"]?.stringValue ?? "") \($0["pointer"]?.stringValue ?? "")" }.sorted()
  }

  func message(_ file: String, kind: String, pointer: String = "") throws -> String {
    let (report, _) = try Self.report.get()
    return (report["findings"]?.arrayValue ?? []).first {
      $0["kind"]?.stringValue == kind && (pointer.isEmpty || $0["pointer"]?.stringValue == pointer)
        && $0["file"]?.stringValue?.hasSuffix("postgres-edges/chapter/" + file) == true
    }?["message"]?.stringValue ?? ""
  }

  @Test func theEdgesBreakTheAppAndExitOne() throws {
    #expect(try Self.report.get().1 == 1)
  }

  @Test func timestampFormsPostgresPrintsAreRead() throws {
    // BC years, offsets with seconds and five-digit years decode; only the app's milliseconds
    // (or its rewrite of the same instant) show in the round trip.
    #expect(try findings("campuses/founded-bc.json") == ["roundtrip-loss /0/created_at"])
    #expect(
      try message("campuses/founded-bc.json", kind: "roundtrip-loss", pointer: "/0/created_at").contains(
        #""-0043-03-15T12:00:00.000Z""#))
    #expect(try findings("campuses/local-mean-time.json") == ["roundtrip-loss /0/created_at"])
    #expect(try findings("group_chats/five-digit-year.json") == [])
  }

  @Test func timestampFormsWithoutAnInstantAreReportedWithTheirCause() throws {
    #expect(try findings("courses/infinite-updated-at.json") == ["decode-failure /0/updated_at"])
    #expect(
      try message("courses/infinite-updated-at.json", kind: "decode-failure").contains(
        "PostgreSQL's infinity timestamp"))
    #expect(
      try message("group_chats/minus-infinity-last-message.json", kind: "decode-failure")
        .contains("PostgreSQL's -infinity timestamp"))
    let local = try findings("group_users/timestamp-without-time-zone.json")
    #expect(local == ["decode-failure /0/last_read_at", "schema-violation /0/last_read_at"])
    #expect(
      try message("group_users/timestamp-without-time-zone.json", kind: "decode-failure").contains("no UTC offset"))
  }

  @Test func nonFiniteNumbersArriveAsStrings() throws {
    #expect(
      try findings("cities/nan-rent.json") == [
        "decode-failure /0/average_rent_weekly", "schema-violation /0/average_rent_weekly",
      ])
    #expect(
      try findings("cities/infinite-coordinates.json") == [
        "decode-failure /0/latitude", "decode-failure /0/longitude", "schema-violation /0/latitude",
        "schema-violation /0/longitude",
      ])
    // JSONDecoder cannot read the body at all: a decode failure where the number stands, beside
    // the parsers' disagreement on it.
    let huge = try findings("cities/29-digit-population.json")
    #expect(huge.contains("decode-failure /0/student_population"), "\(huge)")
    #expect(
      huge.filter { $0 != "decode-failure /0/student_population" }.allSatisfy {
        $0 == "parser-disagreement /0/student_population"
      }, "\(huge)")
  }

  @Test func arraysPostgresAllowsAndTheContractDoesNot() throws {
    #expect(
      try findings("courses/null-subject-tag.json") == [
        "decode-failure /0/subject_tags/1", "schema-violation /0/subject_tags/1",
      ])
    #expect(try findings("campuses/two-dimensional-facilities.json").contains("decode-failure /0/facilities/0"))
  }

  @Test func jsonbNormalisedFloatsAndStrippedNullsAreHarmless() throws {
    #expect(try findings("campuses/greenwich-longitude.json") == [])
    #expect(
      try findings("courses/greenwich-embedded-longitude.json") == ["roundtrip-loss /0/campus/city/average_rent_weekly"]
    )
    #expect(try findings("inbox_notifications/nulls-stripped.json") == [])
  }
}
