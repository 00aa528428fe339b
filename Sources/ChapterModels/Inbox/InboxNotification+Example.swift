import Foundation

extension InboxNotification {
  /// Tom's message in the LSE Accounting & Finance group, the newest row of
  /// `Corpus/chapter/inbox_notifications/inbox-page-1.json` (whole-second date).
  public static let example = InboxNotification(
    id: .literal("a8f3c1d9-6e2b-4b7a-8d5f-3c9e1a0b7d42"),
    userID: GroupUser.example.userID,
    type: .newMessage,
    title: "LSE Accounting & Finance 2025",
    body: "Tom: Has anyone found the AC102 reading list yet?",
    groupID: GroupChat.example.id,
    senderID: .literal("4a1c8e2f-7d3b-4c9a-a6e5-2f8b0d7c1e93"),
    actionURL: "chapter://groups/5c7b3f1e-8a2d-4f6b-9e0c-1d4a7b2e9f35",
    isRead: false,
    createdAt: .example(1_748_803_338)  // 2025-06-01T18:42:18.204551+00:00
  )
}
