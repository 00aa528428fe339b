import ChapterModels
import Foundation
import Testing

@Suite("Group chats and members")
struct GroupsTests {
  @Test("The seed group decodes to the example; the UCAS code becomes a UniversityName")
  func groupFixture() throws {
    let groups = try decodeBody([GroupChat].self, from: Corpus.data("group_chats/my-groups.json"))
    let group = try #require(groups.first)
    #expect(group.wholeSecondDates == GroupChat.example)
    #expect(group.university == .lse)
    #expect(group.subtitle == "LSE · Course")
    #expect(group.memberCountText == "148 members")
    #expect(groups.map(\.groupType) == [.course, .university, .accommodation])
  }

  @Test("A group with no messages yet")
  func emptyGroup() throws {
    let groups = try decodeBody(
      [GroupChat].self, from: Corpus.data("group_chats/discover-all.json"))
    let empty = try #require(groups.first { $0.lastMessageAt == nil })
    #expect(!empty.hasMessages)
    #expect(empty.memberCountText == "1 member")
    #expect(empty.university == .durham)
  }

  @Test("GroupChat encodes the university back as its UCAS code")
  func groupEncodesUniversityCode() throws {
    let data = try SupabaseCoding.makeEncoder().encode(GroupChat.example)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["university_code"] as? String == "L72")
    #expect(object["university"] == nil)
    #expect(object["group_type"] as? String == "course")
  }

  @Test("An unknown group_type fails decoding (known weakness: no fallback case)")
  func unknownGroupTypeFails() {
    #expect(throws: DecodingError.self) {
      try decodeBody([GroupType].self, from: Data(#"["study_circle"]"#.utf8))
    }
  }

  @Test("The seed member decodes to the example")
  func memberFixture() throws {
    let members = try decodeBody(
      [GroupUser].self, from: Corpus.data("group_users/lse-accounting-and-finance-2025.json"))
    #expect(members.count == 7)
    #expect(members.map(\.joinedAt) == members.map(\.joinedAt).sorted(), "order=joined_at.asc")
    let amara = try #require(members.first { $0.id == GroupUser.example.id })
    #expect(amara.wholeSecondDates == GroupUser.example)
    #expect(amara.initials == "AO")
    #expect(amara.enrollmentStatus.displayName == "Firm choice")
    #expect(amara.hasUnread(lastMessageAt: GroupChat.example.lastMessageAt))
    #expect(Set(members.map(\.enrollmentStatus)).count == 6)
  }

  @Test("An unknown enrollment_status fails decoding (known weakness: no fallback case)")
  func unknownEnrollmentStatusFails() {
    #expect(throws: DecodingError.self) {
      try decodeBody([EnrollmentStatus].self, from: Data(#"["deferred"]"#.utf8))
    }
  }
}
