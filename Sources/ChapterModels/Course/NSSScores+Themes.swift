/// The NSS themes the course page shows as bars, each the mean of its questions' positivity.
extension NSSScores {
  /// An NSS theme and the questions (1-based) that make it up.
  public enum Theme: String, Sendable, Hashable, CaseIterable {
    case teaching = "Teaching on my course"
    case learningOpportunities = "Learning opportunities"
    case assessmentAndFeedback = "Assessment and feedback"
    case academicSupport = "Academic support"
    case organisationAndManagement = "Organisation and management"
    case learningResources = "Learning resources"
    case studentVoice = "Student voice"

    /// The 1-based question numbers in the theme.
    public var questions: ClosedRange<Int> {
      switch self {
      case .teaching: 1...4
      case .learningOpportunities: 5...7
      case .assessmentAndFeedback: 8...11
      case .academicSupport: 12...13
      case .organisationAndManagement: 14...15
      case .learningResources: 16...18
      case .studentVoice: 19...22
      }
    }
  }

  /// Mean positivity of a theme's published questions; `nil` when all were suppressed.
  public func score(for theme: Theme) -> Double? {
    let scores = questionScores
    let published = theme.questions.compactMap { scores[$0 - 1] }
    guard !published.isEmpty else { return nil }
    return published.reduce(0, +) / Double(published.count)
  }

  /// Overall satisfaction as the app shows it: question 28 where it was asked (outside
  /// England), otherwise the mean positivity of the 27 core questions.
  public var overallPositivity: Double? {
    if let nssq28 { return nssq28 }
    let published = questionScores.prefix(27).compactMap { $0 }
    guard !published.isEmpty else { return nil }
    return published.reduce(0, +) / Double(published.count)
  }

  /// Percentage points above (positive) or below the subject average, for the "vs. subject"
  /// label; `nil` without both figures.
  public var differenceFromSubjectAverage: Double? {
    guard let overallPositivity, let subjectAverage else { return nil }
    return overallPositivity - subjectAverage
  }
}
