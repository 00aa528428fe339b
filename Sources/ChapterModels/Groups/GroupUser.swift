public import Foundation

/// A member of a group chat: one row of the `group_users` join table.
public struct GroupUser: Codable, Sendable, Hashable, Identifiable {
  public var id: UUID
  public var groupID: UUID
  /// The member's `auth.users` id.
  public var userID: UUID
  public var displayName: String
  public var avatarURL: String?
  public var enrollmentStatus: EnrollmentStatus
  public var isAdmin: Bool
  public var isMuted: Bool
  public var joinedAt: Date
  /// When the member last opened the chat; drives the unread badge. `nil` until first opened.
  public var lastReadAt: Date?

  enum CodingKeys: String, CodingKey {
    case id
    case groupID = "group_id"
    case userID = "user_id"
    case displayName = "display_name"
    case avatarURL = "avatar_url"
    case enrollmentStatus = "enrollment_status"
    case isAdmin = "is_admin"
    case isMuted = "is_muted"
    case joinedAt = "joined_at"
    case lastReadAt = "last_read_at"
  }

  public init(
    id: UUID, groupID: UUID, userID: UUID, displayName: String, avatarURL: String? = nil,
    enrollmentStatus: EnrollmentStatus, isAdmin: Bool = false, isMuted: Bool = false,
    joinedAt: Date, lastReadAt: Date? = nil
  ) {
    self.id = id
    self.groupID = groupID
    self.userID = userID
    self.displayName = displayName
    self.avatarURL = avatarURL
    self.enrollmentStatus = enrollmentStatus
    self.isAdmin = isAdmin
    self.isMuted = isMuted
    self.joinedAt = joinedAt
    self.lastReadAt = lastReadAt
  }
}

extension GroupUser {
  /// "AK" for the avatar placeholder: the first letters of the first two words of the name.
  public var initials: String {
    displayName.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
      .uppercased()
  }

  /// Whether the member has unread messages given the group's newest message time.
  public func hasUnread(lastMessageAt: Date?) -> Bool {
    guard let lastMessageAt else { return false }
    guard let lastReadAt else { return true }
    return lastMessageAt > lastReadAt
  }
}
