public import Foundation

/// The strings and flags the course screens derive from a row.
extension Course_V2 {
  /// The typed university, or `nil` for a slug this version of the app does not know yet.
  public var universityName: UniversityName? { UniversityName(rawValue: university) }

  /// "London School of Economics and Political Science", or the raw slug for an unknown one.
  public var universityDisplayName: String { universityName?.displayName ?? university }

  /// "BSc (Hons) Accounting and Finance", the course screen's title.
  public var displayTitle: String { "\(qualification.displayName) \(courseName)" }

  /// "£9,535 per year", or "Fees not published" when the home fee is missing.
  ///
  /// Named for full-time study because that is the fee universities publish; part-time fees are
  /// charged pro rata and the app does not show them.
  public var fullTimeFeeFormatted: String {
    guard let feeHome else { return "Fees not published" }
    return "\(PoundsFormatting.pounds(feeHome)) per year"
  }

  /// "£28,400 per year" for international students, when published.
  public var internationalFeeFormatted: String? {
    feeInternational.map { "\(PoundsFormatting.pounds($0)) per year" }
  }

  /// Whether the course is taught online, which hides the campus and cost-of-living cards.
  public var isOnline: Bool { studyMode == .distanceLearning }

  /// "3 years", "4 years (sandwich)".
  public var durationText: String {
    let years = durationYears == 1 ? "1 year" : "\(durationYears) years"
    return studyMode == .sandwich ? "\(years) (sandwich)" : years
  }

  /// "London" from the embedded campus's city; `nil` for online courses or when the campus was
  /// not selected.
  public var locationText: String? {
    guard !isOnline else { return nil }
    return campus?.city?.name
  }

  /// The single satisfaction figure on the course card, from the NSS.
  public var satisfactionText: String? {
    guard let overall = nssScores?.overallPositivity else { return nil }
    return "\(Int(overall.rounded()))% satisfied"
  }

  /// The chips under the title: "Placement year", "Year abroad", "Foundation year".
  public var optionBadges: [String] {
    var badges: [String] = []
    if placementYear { badges.append("Placement year") }
    if yearAbroad { badges.append("Year abroad") }
    if foundationYear { badges.append("Foundation year") }
    return badges
  }

  /// The course page as a URL; `nil` if the stored string is not one.
  public var courseWebsite: URL? { URL(string: courseURL) }
}
