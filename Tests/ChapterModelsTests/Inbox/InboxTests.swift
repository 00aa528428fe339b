import ChapterModels
import Foundation
import Testing

@Suite("Inbox notifications")
struct InboxTests {
  @Test("The newest notification decodes to the example")
  func notificationFixture() throws {
    let notes = try decodeBody(
      [InboxNotification].self, from: Corpus.data("inbox_notifications/inbox-page-1.json"))
    #expect(notes.count == 10)
    let newest = try #require(notes.first)
    #expect(newest.wholeSecondDates == InboxNotification.example)
    #expect(newest.deepLink?.scheme == "chapter")
    #expect(newest.type.opensGroup)
    #expect(newest.ageText(relativeTo: newest.createdAt.addingTimeInterval(7_200)) == "2h")
    #expect(notes.map(\.createdAt) == notes.map(\.createdAt).sorted(by: >))
  }

  @Test("Every notification type appears in the inbox")
  func allTypes() throws {
    let page1 = try decodeBody(
      [InboxNotification].self, from: Corpus.data("inbox_notifications/inbox-page-1.json"))
    let page2 = try decodeBody(
      [InboxNotification].self, from: Corpus.data("inbox_notifications/inbox-page-2.json"))
    #expect(Set((page1 + page2).map(\.type)) == Set(NotificationType.allCases))
    #expect((page1 + page2).allSatisfy { $0.isRead == ($0.readAt != nil) })
  }

  @Test("An unknown notification type fails decoding (known weakness: no fallback case)")
  func unknownTypeFails() {
    #expect(throws: DecodingError.self) {
      try decodeBody([NotificationType].self, from: Data(#"["open_day_reminder"]"#.utf8))
    }
  }
}
