/// What graduates of a course go on to do: the `courses.graduate_opportunities` jsonb column.
///
/// Rates are percentages from the Graduate Outcomes survey (15 months after graduating);
/// salaries are median annual earnings in pounds from LEO (HMRC data) 15 months, 3 and 5 years
/// after graduating. Either source may be suppressed for a small course.
public struct CourseGraduateOpportunities: Codable, Sendable, Hashable {
  /// In work or further study 15 months after graduating.
  public var employmentRate: Double?
  /// In highly skilled (SOC major groups 1–3) work or further study.
  public var highlySkilledRate: Double?
  /// In further study only.
  public var furtherStudyRate: Double?
  public var medianSalary15Months: Int?
  public var medianSalary3Years: Int?
  public var medianSalary5Years: Int?
  /// The industries most graduates work in, most common first; may be empty, never null.
  public var topIndustries: [String]
  public var topJobTitles: [String]?
  /// Where the figures come from, shown in the footnote.
  public var dataSource: String?

  enum CodingKeys: String, CodingKey {
    case employmentRate = "employment_rate"
    case highlySkilledRate = "highly_skilled_rate"
    case furtherStudyRate = "further_study_rate"
    case medianSalary15Months = "median_salary_15_months"
    case medianSalary3Years = "median_salary_3_years"
    case medianSalary5Years = "median_salary_5_years"
    case topIndustries = "top_industries"
    case topJobTitles = "top_job_titles"
    case dataSource = "data_source"
  }

  public init(
    employmentRate: Double? = nil, highlySkilledRate: Double? = nil,
    furtherStudyRate: Double? = nil, medianSalary15Months: Int? = nil,
    medianSalary3Years: Int? = nil, medianSalary5Years: Int? = nil, topIndustries: [String] = [],
    topJobTitles: [String]? = nil, dataSource: String? = nil
  ) {
    self.employmentRate = employmentRate
    self.highlySkilledRate = highlySkilledRate
    self.furtherStudyRate = furtherStudyRate
    self.medianSalary15Months = medianSalary15Months
    self.medianSalary3Years = medianSalary3Years
    self.medianSalary5Years = medianSalary5Years
    self.topIndustries = topIndustries
    self.topJobTitles = topJobTitles
    self.dataSource = dataSource
  }
}

extension CourseGraduateOpportunities {
  /// "£38,000 after 15 months", or `nil` when LEO suppressed the figure.
  public var earningsHeadline: String? {
    medianSalary15Months.map { "\(PoundsFormatting.pounds($0)) after 15 months" }
  }
}
