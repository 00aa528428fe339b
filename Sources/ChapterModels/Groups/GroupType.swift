/// What a group chat is for: the `group_chats.group_type` column (`public.group_type`).
///
/// - Important: Known weakness, kept on purpose. No `unknown` case and the synthesised
///   `Decodable`: a new label from the backend fails the whole `[GroupChat]` page, so the
///   "My groups" tab shows an error instead of the groups it could read. `contract` finds it with
///   the `enum-unknown` fuzz operator, and the demo dump plants `"study_circle"`.
public enum GroupType: String, Codable, Sendable, Hashable, CaseIterable {
  /// Everyone with an offer for, or enrolled on, one course at one university.
  case course = "course"
  /// A university-wide group, usually for a freshers' intake.
  case university = "university"
  /// Students in the same hall of residence.
  case accommodation = "accommodation"
  /// A student society.
  case society = "society"
  /// Students of one subject across universities (e.g. "Medicine applicants 2025").
  case subject = "subject"
}

extension GroupType {
  /// The section title the group list files the chat under.
  public var displayName: String {
    switch self {
    case .course: "Course"
    case .university: "University"
    case .accommodation: "Accommodation"
    case .society: "Society"
    case .subject: "Subject"
    }
  }

  /// The SF Symbol the chat row shows when the group has no avatar.
  public var systemImageName: String {
    switch self {
    case .course: "book.closed"
    case .university: "building.columns"
    case .accommodation: "house"
    case .society: "person.3"
    case .subject: "graduationcap"
    }
  }
}
