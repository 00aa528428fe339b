import Foundation

// Example data mirroring the seed rows of `Corpus/chapter/` (whole-second dates).

extension GroupChat {
  /// The LSE Accounting & Finance 2025 course group, as in
  /// `Corpus/chapter/group_chats/my-groups.json`.
  public static let example = GroupChat(
    id: .literal("5c7b3f1e-8a2d-4f6b-9e0c-1d4a7b2e9f35"),
    name: "LSE Accounting & Finance 2025",
    groupDescription:
      "For everyone starting BSc Accounting and Finance at LSE in September 2025.",
    groupType: .course,
    university: .lse,
    courseID: Course_V2.example.id,
    createdBy: .literal("e2c4a6f8-1b3d-4f5a-8c7e-9d0b2a4c6e81"),
    memberCount: 148,
    isPrivate: false,
    avatarURL:
      "https://xyzcompany.supabase.co/storage/v1/object/public/group-avatars/lse-af-2025.png",
    lastMessage: "Has anyone found the AC102 reading list yet?",
    lastMessageAt: .example(1_748_803_337),  // 2025-06-01T18:42:17.552817+00:00
    startYear: 2025,
    createdAt: .example(1_736_885_512),  // 2025-01-14T20:11:52.30441+00:00
    updatedAt: .example(1_748_803_337)
  )
}

extension GroupUser {
  /// Amara, the signed-in user of the recorded session, in the LSE Accounting & Finance group.
  public static let example = GroupUser(
    id: .literal("d1e5a7c3-2b4f-4e8a-9c6d-0f3b5a7e9c21"),
    groupID: GroupChat.example.id,
    userID: .literal("9b2d6e3a-4c1f-4a8e-bf27-5d61c03e8a14"),
    displayName: "Amara Okafor",
    avatarURL:
      "https://xyzcompany.supabase.co/storage/v1/object/public/avatars/9b2d6e3a-4c1f-4a8e-bf27-5d61c03e8a14/avatar.jpg",
    enrollmentStatus: .firmChoice,
    isAdmin: false,
    isMuted: false,
    joinedAt: .example(1_736_927_530),  // 2025-01-15T07:52:10.118034+00:00
    lastReadAt: .example(1_748_797_424)  // 2025-06-01T17:03:44.7+00:00
  )
}
