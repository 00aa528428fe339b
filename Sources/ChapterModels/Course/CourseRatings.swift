public import Foundation

/// Student review ratings for a course: the `courses.ratings` jsonb column.
///
/// Written nightly by the reviews service (a Node job), so its timestamp is JavaScript's
/// `toISOString()` (`2024-11-02T09:14:22.512Z`), not Postgres's format. Scores are out of 5;
/// a category is `null` until enough reviews mention it.
public struct CourseRatings: Codable, Sendable, Hashable {
  /// The star rating on the course card.
  public var overall: Double
  public var teaching: Double?
  public var studentLife: Double?
  public var facilities: Double?
  public var careerProspects: Double?
  public var valueForMoney: Double?
  /// Number of published reviews the scores average.
  public var reviewCount: Int
  /// When the reviews service last recomputed the scores.
  public var lastUpdated: Date?

  enum CodingKeys: String, CodingKey {
    case overall
    case teaching
    case studentLife = "student_life"
    case facilities
    case careerProspects = "career_prospects"
    case valueForMoney = "value_for_money"
    case reviewCount = "review_count"
    case lastUpdated = "last_updated"
  }

  public init(
    overall: Double, teaching: Double? = nil, studentLife: Double? = nil,
    facilities: Double? = nil, careerProspects: Double? = nil, valueForMoney: Double? = nil,
    reviewCount: Int, lastUpdated: Date? = nil
  ) {
    self.overall = overall
    self.teaching = teaching
    self.studentLife = studentLife
    self.facilities = facilities
    self.careerProspects = careerProspects
    self.valueForMoney = valueForMoney
    self.reviewCount = reviewCount
    self.lastUpdated = lastUpdated
  }
}

extension CourseRatings {
  /// "4.3 ★ (128 reviews)" for the course card.
  public var summaryText: String {
    let stars = (overall * 10).rounded() / 10
    let reviews = reviewCount == 1 ? "1 review" : "\(reviewCount) reviews"
    return "\(stars) ★ (\(reviews))"
  }
}
