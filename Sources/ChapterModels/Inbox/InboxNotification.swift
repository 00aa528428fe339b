public import Foundation

/// A notification in the user's inbox: one row of the `inbox_notifications` table.
///
/// Rows are written by database triggers and edge functions (new message, mention, course
/// change) and read by the inbox tab with `select=*&order=created_at.desc`.
public struct InboxNotification: Codable, Sendable, Hashable, Identifiable {
  public var id: UUID
  /// The recipient's `auth.users` id.
  public var userID: UUID
  public var type: NotificationType
  public var title: String
  public var body: String?
  public var groupID: UUID?
  public var courseID: UUID?
  /// The user whose action caused the notification; `nil` for system notifications.
  public var senderID: UUID?
  /// A `chapter://` deep link opened on tap.
  public var actionURL: String?
  public var isRead: Bool
  public var readAt: Date?
  public var createdAt: Date

  enum CodingKeys: String, CodingKey {
    case id
    case userID = "user_id"
    case type
    case title
    case body
    case groupID = "group_id"
    case courseID = "course_id"
    case senderID = "sender_id"
    case actionURL = "action_url"
    case isRead = "is_read"
    case readAt = "read_at"
    case createdAt = "created_at"
  }

  public init(
    id: UUID, userID: UUID, type: NotificationType, title: String, body: String? = nil,
    groupID: UUID? = nil, courseID: UUID? = nil, senderID: UUID? = nil,
    actionURL: String? = nil, isRead: Bool = false, readAt: Date? = nil, createdAt: Date
  ) {
    self.id = id
    self.userID = userID
    self.type = type
    self.title = title
    self.body = body
    self.groupID = groupID
    self.courseID = courseID
    self.senderID = senderID
    self.actionURL = actionURL
    self.isRead = isRead
    self.readAt = readAt
    self.createdAt = createdAt
  }
}

extension InboxNotification {
  /// The deep link as a URL, when there is one and it parses.
  public var deepLink: URL? { actionURL.flatMap(URL.init(string:)) }

  /// "2h", "3d" relative to `now`, for the inbox row's trailing label.
  public func ageText(relativeTo now: Date) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(createdAt)))
    switch seconds {
    case ..<60: return "now"
    case ..<3_600: return "\(seconds / 60)m"
    case ..<86_400: return "\(seconds / 3_600)h"
    case ..<604_800: return "\(seconds / 86_400)d"
    default: return "\(seconds / 604_800)w"
    }
  }
}
