import Foundation

// The seed course: LSE BSc Accounting and Finance, mirroring
// `Corpus/chapter/courses/lse-accounting-and-finance.json` (whole-second dates; the corpus has
// Postgres microseconds and the reviews service's milliseconds).

extension Course_V2 {
  /// LSE BSc Accounting and Finance, full-time, London, with its campus and city embedded.
  public static let example = Course_V2(
    id: .literal("3fa85f64-5717-4562-b3fc-2c963f66afa6"),
    courseName: "Accounting and Finance",
    university: UniversityName.lse.rawValue,
    campusID: CampusV2.example.id,
    ucasCode: "NN34",
    qualification: .bsc,
    studyMode: .fullTime,
    durationYears: 3,
    furtherCategory: .accounting,
    subjectTags: ["accounting", "finance", "economics", "quantitative"],
    overview:
      "Combines the study of accounting and finance with economics and quantitative methods, "
      + "and examines how accounting and financial information is used by organisations, "
      + "markets and regulators.",
    typicalOffer: "A*AA",
    ucasPoints: .example,
    feeHome: 9_535,
    feeInternational: 28_032,
    acceptanceRate: 8.4,
    ratings: .example,
    nssScores: .example,
    graduateOpportunities: .example,
    modules: .example,
    costWorkings: .example,
    placementYear: false,
    yearAbroad: false,
    foundationYear: false,
    courseURL: "https://www.lse.ac.uk/study-at-lse/undergraduate/bsc-accounting-and-finance",
    imageURL:
      "https://xyzcompany.supabase.co/storage/v1/object/public/course-images/lse/accounting-and-finance.jpg",
    isPublished: true,
    createdAt: .example(1_707_735_877),  // 2024-02-12T11:04:37.914261+00:00
    updatedAt: .example(1_748_398_604),  // 2025-05-28T02:16:44.06+00:00
    campus: .example
  )
}

extension CourseUCASPoints {
  /// LSE Accounting and Finance: A*AA, 152 points.
  public static let example = CourseUCASPoints(
    typical: 152, minimum: 144, aLevelOffer: "A*AA", ibPoints: 38, contextualOffer: "AAA")
}

extension CourseRatings {
  /// LSE Accounting and Finance's review scores.
  public static let example = CourseRatings(
    overall: 4.1, teaching: 3.9, studentLife: 3.8, facilities: 4.3, careerProspects: 4.8,
    valueForMoney: 3.6, reviewCount: 214,
    lastUpdated: .example(1_748_398_509))  // 2025-05-28T02:15:09.381Z
}

extension NSSScores {
  /// LSE Accounting and Finance, NSS 2024 (England: no question 28).
  public static let example: NSSScores = {
    var scores = NSSScores(
      surveyYear: 2024, respondents: 118, responseRate: 71.5, sectorAverage: 78.6,
      subjectAverage: 80.2, benchmark: 76.9)
    scores.questionScores = [
      79.7, 81.2, 74.5, 77.9, 76.3, 72.8, 75.1, 66.4, 70.2, 61.8, 64.9, 80.5, 78.3, 69.7,
      73.4, 88.6, 91.2, 85.3, 76.8, 71.1, 63.5, 55.9, 58.2, 70.4, 83.7, 67.2, 72.9, nil,
    ]
    scores.questionPercentiles = [
      42, 47, 31, 39, 40, 33, 37, 24, 29, 18, 22, 45, 41, 27,
      32, 71, 78, 62, 38, 30, 20, 13, 15, 28, 60, 25, 34, nil,
    ]
    return scores
  }()
}

extension CourseGraduateOpportunities {
  /// LSE Accounting and Finance graduates.
  public static let example = CourseGraduateOpportunities(
    employmentRate: 93, highlySkilledRate: 90.5, furtherStudyRate: 12,
    medianSalary15Months: 36_000, medianSalary3Years: 48_500, medianSalary5Years: 62_500,
    topIndustries: [
      "Financial and insurance activities", "Professional, scientific and technical activities",
      "Public administration and defence",
    ],
    topJobTitles: [
      "Chartered and certified accountants", "Finance and investment analysts and advisers",
      "Management consultants and business analysts",
    ],
    dataSource: "Graduate Outcomes 2021/22; LEO 2020/21 tax year")
}

extension CourseModuleContainer {
  /// LSE Accounting and Finance's modules (full units as 30 credits, half units as 15).
  public static let example = CourseModuleContainer(
    year1: [
      CourseModule(
        code: "AC102", name: "Elements of Accounting and Finance", credits: 30, status: .compulsory),
      CourseModule(code: "EC1P1", name: "Microeconomics I", credits: 15, status: .compulsory),
      CourseModule(code: "EC1B1", name: "Macroeconomics I", credits: 15, status: .compulsory),
      CourseModule(
        code: "MA107", name: "Quantitative Methods (Mathematics)", credits: 15, status: .compulsory),
      CourseModule(
        code: "ST107", name: "Quantitative Methods (Statistics)", credits: 15, status: .compulsory),
      CourseModule(
        code: "LSE100", name: "LSE100: Understanding the Causes of Things", credits: 15,
        status: .core),
      CourseModule(name: "Outside option", credits: 15, status: .optional),
    ],
    year2: [
      CourseModule(code: "AC211", name: "Managerial Accounting", credits: 30, status: .compulsory),
      CourseModule(
        code: "AC212", name: "Financial Accounting, Analysis and Valuation", credits: 30,
        status: .compulsory),
      CourseModule(code: "FM212", name: "Principles of Finance", credits: 30, status: .compulsory),
      CourseModule(code: "EC210", name: "Macroeconomic Principles", credits: 30, status: .optional),
    ],
    year3: [
      CourseModule(
        code: "AC310",
        name: "Management Accounting, Financial Management and Organisational Control",
        credits: 30, status: .optional),
      CourseModule(
        code: "AC340", name: "Auditing, Governance and Risk Management", credits: 30,
        status: .optional),
      CourseModule(
        code: "FM300", name: "Corporate Finance, Investments and Financial Markets", credits: 30,
        status: .compulsory),
      CourseModule(
        code: "AC330", name: "Financial Accounting, Analysis and Valuation II", credits: 30,
        status: .optional),
    ])
}

extension CourseV2CostWorkings {
  /// A year at LSE in 2025/26: intercollegiate halls for 39 weeks and London living costs.
  public static let example = CourseV2CostWorkings(
    academicYear: "2025/26", currency: "GBP", tuitionFee: 9_535, accommodationWeekly: 236.6,
    accommodationWeeks: 39, livingCostsMonthly: 720, travelMonthly: 110, booksAndEquipment: 450,
    estimatedTotal: 26_682.4,
    notes: "Intercollegiate halls, price band B; living costs over 9 months.")
}
