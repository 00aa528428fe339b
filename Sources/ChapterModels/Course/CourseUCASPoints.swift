/// Entry requirements of a course: the `courses.ucas_points` jsonb column.
///
/// `typical` and `minimum` are UCAS Tariff points (A* = 56, A = 48, B = 40, C = 32 at A level);
/// the offer strings are as the university publishes them. Scottish universities publish a
/// Highers offer and often no A-level offer, so every field is optional.
public struct CourseUCASPoints: Codable, Sendable, Hashable {
  public var typical: Int?
  public var minimum: Int?
  /// "A*AA".
  public var aLevelOffer: String?
  /// Total International Baccalaureate points, e.g. 38.
  public var ibPoints: Int?
  /// "D*D*D".
  public var btecOffer: String?
  /// "AAAB" at Higher.
  public var scottishHighers: String?
  /// The reduced offer for applicants from under-represented backgrounds.
  public var contextualOffer: String?

  enum CodingKeys: String, CodingKey {
    case typical
    case minimum
    case aLevelOffer = "a_level_offer"
    case ibPoints = "ib_points"
    case btecOffer = "btec_offer"
    case scottishHighers = "scottish_highers"
    case contextualOffer = "contextual_offer"
  }

  public init(
    typical: Int? = nil, minimum: Int? = nil, aLevelOffer: String? = nil, ibPoints: Int? = nil,
    btecOffer: String? = nil, scottishHighers: String? = nil, contextualOffer: String? = nil
  ) {
    self.typical = typical
    self.minimum = minimum
    self.aLevelOffer = aLevelOffer
    self.ibPoints = ibPoints
    self.btecOffer = btecOffer
    self.scottishHighers = scottishHighers
    self.contextualOffer = contextualOffer
  }
}

extension CourseUCASPoints {
  /// "A*AA (152 UCAS points)" for the entry requirements row, falling back to whichever figure
  /// the university publishes.
  public var displayText: String? {
    switch (aLevelOffer, typical) {
    case (let offer?, let points?): "\(offer) (\(points) UCAS points)"
    case (let offer?, nil): offer
    case (nil, let points?): "\(points) UCAS points"
    case (nil, nil): scottishHighers.map { "\($0) at Higher" }
    }
  }
}
