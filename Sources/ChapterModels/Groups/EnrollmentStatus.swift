/// Where a group member is in the admissions cycle: `group_users.enrollment_status`
/// (`public.enrollment_status`).
///
/// Shown as a badge next to each member's name so applicants can find people who hold an offer
/// or already study there.
///
/// - Important: Known weakness, kept on purpose. No fallback case: a new label (the backend team
///   has talked about `"deferred"`) makes the member list fail to decode.
public enum EnrollmentStatus: String, Codable, Sendable, Hashable, CaseIterable {
  case prospective = "prospective"
  case applied = "applied"
  case offerHolder = "offer_holder"
  case firmChoice = "firm_choice"
  case insuranceChoice = "insurance_choice"
  case enrolled = "enrolled"
  case graduated = "graduated"
}

extension EnrollmentStatus {
  /// The member badge text.
  public var displayName: String {
    switch self {
    case .prospective: "Thinking about it"
    case .applied: "Applied"
    case .offerHolder: "Offer holder"
    case .firmChoice: "Firm choice"
    case .insuranceChoice: "Insurance choice"
    case .enrolled: "Current student"
    case .graduated: "Graduate"
    }
  }

  /// Whether the member studies (or studied) at the university, which unlocks the
  /// "Ask a student" button.
  public var isStudentOrAlumnus: Bool { self == .enrolled || self == .graduated }
}
