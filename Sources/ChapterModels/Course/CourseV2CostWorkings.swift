/// The working behind a course's "cost per year" estimate: the `courses.cost_workings` jsonb
/// column.
///
/// Filled by the cost calculator from the university's published accommodation prices and the
/// city's living costs. Amounts are in pounds; weekly and monthly figures are multiplied out
/// into ``estimatedTotal`` by the calculator, not by the app.
public struct CourseV2CostWorkings: Codable, Sendable, Hashable {
  /// "2025/26".
  public var academicYear: String
  /// ISO 4217 code; always "GBP" today.
  public var currency: String
  public var tuitionFee: Int
  public var accommodationWeekly: Double
  /// Length of the typical hall contract, e.g. 39 or 51 weeks.
  public var accommodationWeeks: Int
  public var livingCostsMonthly: Double
  public var travelMonthly: Double?
  public var booksAndEquipment: Double?
  public var estimatedTotal: Double
  /// Caveats shown under the breakdown.
  public var notes: String?

  enum CodingKeys: String, CodingKey {
    case academicYear = "academic_year"
    case currency
    case tuitionFee = "tuition_fee"
    case accommodationWeekly = "accommodation_weekly"
    case accommodationWeeks = "accommodation_weeks"
    case livingCostsMonthly = "living_costs_monthly"
    case travelMonthly = "travel_monthly"
    case booksAndEquipment = "books_and_equipment"
    case estimatedTotal = "estimated_total"
    case notes
  }

  public init(
    academicYear: String, currency: String = "GBP", tuitionFee: Int, accommodationWeekly: Double,
    accommodationWeeks: Int, livingCostsMonthly: Double, travelMonthly: Double? = nil,
    booksAndEquipment: Double? = nil, estimatedTotal: Double, notes: String? = nil
  ) {
    self.academicYear = academicYear
    self.currency = currency
    self.tuitionFee = tuitionFee
    self.accommodationWeekly = accommodationWeekly
    self.accommodationWeeks = accommodationWeeks
    self.livingCostsMonthly = livingCostsMonthly
    self.travelMonthly = travelMonthly
    self.booksAndEquipment = booksAndEquipment
    self.estimatedTotal = estimatedTotal
    self.notes = notes
  }
}

extension CourseV2CostWorkings {
  /// Accommodation for the whole contract: weekly rent times weeks.
  public var accommodationTotal: Double {
    accommodationWeekly * Double(accommodationWeeks)
  }

  /// "£31,870 a year (est.)" for the cost card.
  public var estimatedTotalFormatted: String {
    "\(PoundsFormatting.pounds(estimatedTotal)) a year (est.)"
  }
}
