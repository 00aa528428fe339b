/// How a course is studied: the `courses.study_mode` column (`public.course_mode`).
///
/// `V2` because the first version was a Bool (`is_part_time`) that could not say "sandwich" or
/// "distance learning". Unlike the group and notification enums this one was written after a
/// production incident and decodes unknown labels to ``unknown`` rather than failing the row.
public enum CourseModeV2: String, Codable, Sendable, Hashable, CaseIterable {
  case fullTime = "full_time"
  case partTime = "part_time"
  /// Full time with a year in industry between the second and final years.
  case sandwich = "sandwich"
  case distanceLearning = "distance_learning"
  case degreeApprenticeship = "degree_apprenticeship"
  case unknown = "unknown"

  public init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    self = CourseModeV2(rawValue: raw) ?? .unknown
  }
}

extension CourseModeV2 {
  /// The mode as shown in the course header: "Full-time", "Sandwich year".
  public var displayName: String {
    switch self {
    case .fullTime: "Full-time"
    case .partTime: "Part-time"
    case .sandwich: "Sandwich year"
    case .distanceLearning: "Distance learning"
    case .degreeApprenticeship: "Degree apprenticeship"
    case .unknown: "Other"
    }
  }
}
