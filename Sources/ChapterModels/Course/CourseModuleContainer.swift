/// The modules of a course, by year of study: the `courses.modules` jsonb column.
///
/// Keyed `year_1` … `year_4` because that is how the scraper that fills it walks a
/// university's programme page; a three-year course has no `year_4`, and a year the scraper
/// could not read is missing rather than empty.
public struct CourseModuleContainer: Codable, Sendable, Hashable {
  public var year1: [CourseModule]?
  public var year2: [CourseModule]?
  public var year3: [CourseModule]?
  public var year4: [CourseModule]?

  enum CodingKeys: String, CodingKey {
    case year1 = "year_1"
    case year2 = "year_2"
    case year3 = "year_3"
    case year4 = "year_4"
  }

  public init(
    year1: [CourseModule]? = nil, year2: [CourseModule]? = nil, year3: [CourseModule]? = nil,
    year4: [CourseModule]? = nil
  ) {
    self.year1 = year1
    self.year2 = year2
    self.year3 = year3
    self.year4 = year4
  }
}

/// One module of a course.
public struct CourseModule: Codable, Sendable, Hashable {
  /// The university's module code ("AC102"), when it publishes one.
  public var code: String?
  public var name: String
  /// UK CATS credits; a full year is 120.
  public var credits: Int
  public var status: CourseOptionalCompulsory

  public init(code: String? = nil, name: String, credits: Int, status: CourseOptionalCompulsory) {
    self.code = code
    self.name = name
    self.credits = credits
    self.status = status
  }
}

extension CourseModuleContainer {
  /// The years that have modules, in order, as (year number, modules) for the module list.
  public var years: [(year: Int, modules: [CourseModule])] {
    [year1, year2, year3, year4].enumerated().compactMap { index, modules in
      guard let modules, !modules.isEmpty else { return nil }
      return (index + 1, modules)
    }
  }

  /// Every module of every year.
  public var allModules: [CourseModule] {
    years.flatMap(\.modules)
  }
}
