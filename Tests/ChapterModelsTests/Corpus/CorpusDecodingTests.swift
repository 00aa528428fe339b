import ChapterModels
import Foundation
import Testing

/// Every response shipped in `Corpus/chapter/` decodes with the model its contract names.
///
/// The contract side (schema validity) is the `contract` tool's job; this suite pins the model
/// side so a model change that breaks a recorded response fails here first.
@Suite("Recorded corpus decodes")
struct CorpusDecodingTests {
  static let tables = [
    "courses", "campuses", "cities", "group_chats", "group_users", "inbox_notifications",
  ]
  static let files = tables.flatMap { Corpus.jsonFiles(in: $0) }

  @Test("Each table folder has responses")
  func foldersArePopulated() {
    for table in Self.tables {
      #expect(!Corpus.jsonFiles(in: table).isEmpty, "No responses recorded for \(table)")
    }
  }

  @Test("Response files decode as arrays of their model", arguments: files)
  func responseFileDecodes(path: String) throws {
    let table = String(path.split(separator: "/")[0])
    _ = try decodeRows(table: table, from: Corpus.data(path))
  }

  @Test("At least 41 distinct rows across the tables (the seed and 40 more)")
  func rowCount() throws {
    var ids = Set<UUID>()
    for path in Self.files {
      let data = try Corpus.data(path)
      switch path.split(separator: "/")[0] {
      case "courses": ids.formUnion(try decodeBody([Course_V2].self, from: data).map(\.id))
      case "campuses": ids.formUnion(try decodeBody([CampusV2].self, from: data).map(\.id))
      case "cities": ids.formUnion(try decodeBody([City].self, from: data).map(\.id))
      case "group_chats": ids.formUnion(try decodeBody([GroupChat].self, from: data).map(\.id))
      case "group_users": ids.formUnion(try decodeBody([GroupUser].self, from: data).map(\.id))
      default: ids.formUnion(try decodeBody([InboxNotification].self, from: data).map(\.id))
      }
    }
    #expect(ids.count >= 41)
  }

  @Test("Every NDJSON log line decodes with the model of its route")
  func ndjsonLog() throws {
    let lines = try Corpus.lines("logs/api.ndjson")
    #expect(lines.count >= 10)
    var tables = Set<String>()
    for (index, line) in lines.enumerated() {
      let envelope = try decodeBody(EnvelopeRoute.self, from: line)
      tables.insert(envelope.table)
      #expect(
        envelope.route.hasPrefix("GET ") || envelope.status != 200
          || envelope.route.hasPrefix("PATCH "))
      let rows = try decodeEnvelope(table: envelope.table, from: line)
      #expect(rows > 0, "line \(index + 1) has an empty body")
    }
    #expect(tables == Set(Self.tables))
  }

  @Test("Every HAR entry's response decodes with the model of its URL")
  func harCapture() throws {
    let capture = try decodeBody(HARCapture.self, from: Corpus.data("captures/app-session.har"))
    #expect(capture.log.version == "1.2")
    #expect(capture.log.entries.count >= 10)
    for entry in capture.log.entries {
      #expect(entry.request.url.hasPrefix("https://xyzcompany.supabase.co/rest/v1/"))
      #expect(entry.response.content.mimeType == "application/json")
      _ = try decodeRows(table: entry.table, from: Data(entry.response.content.text.utf8))
    }
    #expect(Set(capture.log.entries.map(\.table)) == Set(Self.tables))
  }

  @Test("Postgres timestamps keep their microseconds when decoded")
  func timestampPrecision() throws {
    let dates = [
      "2024-03-15T10:30:00.123456+00:00", "2024-03-15T10:30:00.1234+00:00",
      "2024-03-15T10:30:00+00:00", "2024-03-15T10:30:00.123Z", "2024-03-15T11:30:00.123456+01:00",
    ].compactMap(SupabaseCoding.parseTimestamp)
    #expect(dates.count == 5)
    let base = try #require(SupabaseCoding.parseTimestamp("2024-03-15T10:30:00Z"))
    #expect(abs(dates[0].timeIntervalSince(base) - 0.123456) < 1e-6)
    #expect(abs(dates[1].timeIntervalSince(base) - 0.1234) < 1e-6)
    #expect(dates[2] == base)
    #expect(dates[4] == dates[0])
    // The app's encoder keeps milliseconds only: this is the loss `contract` reports.
    #expect(SupabaseCoding.formatTimestamp(dates[0]) == "2024-03-15T10:30:00.123Z")
  }
}
