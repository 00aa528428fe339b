import ChapterModels
import Foundation
import Testing

/// The drift planted in `Corpus/demo/prod-dump/` does to the models what its README says.
///
/// These pin the demo: if a model change made a planted drift harmless (or a different
/// failure), the README and the `contract check` demo would silently go stale.
@Suite("Demo prod-dump drift")
struct ProdDumpDriftTests {
  func data(_ path: String) throws -> Data { try Corpus.data(path, in: Corpus.prodDump) }

  @Test("(a) renamed column: course_name missing at /1")
  func renamedColumn() throws {
    let data = try data("courses/search-economics-2025-06-02.json")
    do {
      _ = try decodeBody([Course_V2].self, from: data)
      Issue.record("Expected keyNotFound(course_name)")
    } catch DecodingError.keyNotFound(let key, let context) {
      #expect(key.stringValue == "course_name")
      #expect(context.codingPath.map(\.intValue) == [1])
    }
  }

  @Test("(b) new enum value: group_type study_circle at /2")
  func newEnumValue() throws {
    let data = try data("group_chats/discover-lse-2025-06-02.json")
    do {
      _ = try decodeBody([GroupChat].self, from: data)
      Issue.record("Expected dataCorrupted at /2/group_type")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["Index 2", "group_type"])
    }
  }

  @Test("(c) dropped nullable column: course_url missing at /0")
  func droppedColumn() throws {
    let data = try data("courses/saved-2025-06-02.json")
    do {
      _ = try decodeBody([Course_V2].self, from: data)
      Issue.record("Expected keyNotFound(course_url)")
    } catch DecodingError.keyNotFound(let key, let context) {
      #expect(key.stringValue == "course_url")
      #expect(context.codingPath.map(\.intValue) == [0])
    }
  }

  @Test("(c) null in a non-optional: NDJSON line 2, /0/course_url")
  func nullInNonOptional() throws {
    let lines = try Corpus.lines("logs/api-2025-06-02.ndjson", in: Corpus.prodDump)
    #expect(lines.count == 4)
    #expect(try decodeEnvelope(table: "courses", from: lines[0]) == 1)
    do {
      _ = try decodeBody(Envelope<[Course_V2]>.self, from: lines[1])
      Issue.record("Expected valueNotFound at course_url")
    } catch DecodingError.valueNotFound(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["body", "Index 0", "course_url"])
    }
  }

  @Test("(d) plain-seconds timestamp: NDJSON line 3, /0/joined_at decodes")
  func plainSecondsTimestamp() throws {
    let lines = try Corpus.lines("logs/api-2025-06-02.ndjson", in: Corpus.prodDump)
    let members = try decodeBody(Envelope<[GroupUser]>.self, from: lines[2]).body
    let expected = try #require(SupabaseCoding.parseTimestamp("2024-03-15T10:30:00.000Z"))
    #expect(members[0].joinedAt == expected)
    #expect(SupabaseCoding.formatTimestamp(members[0].joinedAt) == "2024-03-15T10:30:00.000Z")
    #expect(try decodeEnvelope(table: "inbox_notifications", from: lines[3]) > 0)
  }

  @Test("(e) duplicate key: member_count twice at /0")
  func duplicateKey() throws {
    let data = try data("group_chats/group-with-live-count-2025-06-02.json")
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.components(separatedBy: #""member_count":"#).count == 3)
    // Which of the two values a parser keeps is the disagreement `contract` reports; pin what
    // this platform's JSONDecoder does so the README stays true.
    let groups = try decodeBody([GroupChat].self, from: data)
    #expect(groups.first?.memberCount == 148)
  }
}
