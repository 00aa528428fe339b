/// What an inbox notification is about: `inbox_notifications.type`
/// (`public.notification_type`).
///
/// - Important: Known weakness, kept on purpose. No fallback case: the inbox decodes a page of
///   notifications as `[InboxNotification]`, so one row with a new type (marketing has asked for
///   `"open_day_reminder"`) empties the whole inbox with a decoding error.
public enum NotificationType: String, Codable, Sendable, Hashable, CaseIterable {
  case newMessage = "new_message"
  case mention = "mention"
  case groupInvite = "group_invite"
  case groupJoinRequest = "group_join_request"
  case courseUpdate = "course_update"
  case applicationDeadline = "application_deadline"
  case system = "system"
}

extension NotificationType {
  /// The SF Symbol in the inbox row.
  public var systemImageName: String {
    switch self {
    case .newMessage: "bubble.left"
    case .mention: "at"
    case .groupInvite: "person.badge.plus"
    case .groupJoinRequest: "person.crop.circle.badge.questionmark"
    case .courseUpdate: "book"
    case .applicationDeadline: "calendar.badge.exclamationmark"
    case .system: "bell"
    }
  }

  /// Whether tapping the notification opens a group chat.
  public var opensGroup: Bool {
    switch self {
    case .newMessage, .mention, .groupInvite, .groupJoinRequest: true
    case .courseUpdate, .applicationDeadline, .system: false
    }
  }
}
