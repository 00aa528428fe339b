/// National Student Survey results for a course: the `courses.nss_scores` jsonb column.
///
/// `nssqN` is the percentage of final-year students answering positively to question N of the
/// NSS (2023 onwards: 27 core questions in England, plus question 28, overall satisfaction,
/// asked only in Scotland, Wales and Northern Ireland). `nssqN_percentile` ranks the course
/// against every course in the same CAH subject (0–100). Any figure is `null` when OfS
/// suppresses it (too few respondents), which is common for small courses, hence optionals.
/// The comparison figures (`sector_average`, `subject_average`, `benchmark`) are the averages
/// positivity the course page plots the course against.
public struct NSSScores: Codable, Sendable, Hashable {
  /// The survey year the figures come from, e.g. 2024.
  public var surveyYear: Int
  /// Number of students who answered.
  public var respondents: Int?
  /// Respondents as a percentage of the eligible final-year cohort.
  public var responseRate: Double?
  /// Mean positivity over all questions, across every course in the UK.
  public var sectorAverage: Double?
  /// Mean positivity over all questions, across courses in the same CAH subject.
  public var subjectAverage: Double?
  /// OfS's benchmark for the course given its student mix, when published.
  public var benchmark: Double?

  // MARK: Question positivity (percent)

  public var nssq1: Double?
  public var nssq2: Double?
  public var nssq3: Double?
  public var nssq4: Double?
  public var nssq5: Double?
  public var nssq6: Double?
  public var nssq7: Double?
  public var nssq8: Double?
  public var nssq9: Double?
  public var nssq10: Double?
  public var nssq11: Double?
  public var nssq12: Double?
  public var nssq13: Double?
  public var nssq14: Double?
  public var nssq15: Double?
  public var nssq16: Double?
  public var nssq17: Double?
  public var nssq18: Double?
  public var nssq19: Double?
  public var nssq20: Double?
  public var nssq21: Double?
  public var nssq22: Double?
  public var nssq23: Double?
  public var nssq24: Double?
  public var nssq25: Double?
  public var nssq26: Double?
  public var nssq27: Double?
  public var nssq28: Double?

  // MARK: Percentile within the subject

  public var nssq1Percentile: Int?
  public var nssq2Percentile: Int?
  public var nssq3Percentile: Int?
  public var nssq4Percentile: Int?
  public var nssq5Percentile: Int?
  public var nssq6Percentile: Int?
  public var nssq7Percentile: Int?
  public var nssq8Percentile: Int?
  public var nssq9Percentile: Int?
  public var nssq10Percentile: Int?
  public var nssq11Percentile: Int?
  public var nssq12Percentile: Int?
  public var nssq13Percentile: Int?
  public var nssq14Percentile: Int?
  public var nssq15Percentile: Int?
  public var nssq16Percentile: Int?
  public var nssq17Percentile: Int?
  public var nssq18Percentile: Int?
  public var nssq19Percentile: Int?
  public var nssq20Percentile: Int?
  public var nssq21Percentile: Int?
  public var nssq22Percentile: Int?
  public var nssq23Percentile: Int?
  public var nssq24Percentile: Int?
  public var nssq25Percentile: Int?
  public var nssq26Percentile: Int?
  public var nssq27Percentile: Int?
  public var nssq28Percentile: Int?

  enum CodingKeys: String, CodingKey {
    case surveyYear = "survey_year"
    case respondents = "respondents"
    case responseRate = "response_rate"
    case sectorAverage = "sector_average"
    case subjectAverage = "subject_average"
    case benchmark = "benchmark"
    case nssq1 = "nssq1"
    case nssq2 = "nssq2"
    case nssq3 = "nssq3"
    case nssq4 = "nssq4"
    case nssq5 = "nssq5"
    case nssq6 = "nssq6"
    case nssq7 = "nssq7"
    case nssq8 = "nssq8"
    case nssq9 = "nssq9"
    case nssq10 = "nssq10"
    case nssq11 = "nssq11"
    case nssq12 = "nssq12"
    case nssq13 = "nssq13"
    case nssq14 = "nssq14"
    case nssq15 = "nssq15"
    case nssq16 = "nssq16"
    case nssq17 = "nssq17"
    case nssq18 = "nssq18"
    case nssq19 = "nssq19"
    case nssq20 = "nssq20"
    case nssq21 = "nssq21"
    case nssq22 = "nssq22"
    case nssq23 = "nssq23"
    case nssq24 = "nssq24"
    case nssq25 = "nssq25"
    case nssq26 = "nssq26"
    case nssq27 = "nssq27"
    case nssq28 = "nssq28"
    case nssq1Percentile = "nssq1_percentile"
    case nssq2Percentile = "nssq2_percentile"
    case nssq3Percentile = "nssq3_percentile"
    case nssq4Percentile = "nssq4_percentile"
    case nssq5Percentile = "nssq5_percentile"
    case nssq6Percentile = "nssq6_percentile"
    case nssq7Percentile = "nssq7_percentile"
    case nssq8Percentile = "nssq8_percentile"
    case nssq9Percentile = "nssq9_percentile"
    case nssq10Percentile = "nssq10_percentile"
    case nssq11Percentile = "nssq11_percentile"
    case nssq12Percentile = "nssq12_percentile"
    case nssq13Percentile = "nssq13_percentile"
    case nssq14Percentile = "nssq14_percentile"
    case nssq15Percentile = "nssq15_percentile"
    case nssq16Percentile = "nssq16_percentile"
    case nssq17Percentile = "nssq17_percentile"
    case nssq18Percentile = "nssq18_percentile"
    case nssq19Percentile = "nssq19_percentile"
    case nssq20Percentile = "nssq20_percentile"
    case nssq21Percentile = "nssq21_percentile"
    case nssq22Percentile = "nssq22_percentile"
    case nssq23Percentile = "nssq23_percentile"
    case nssq24Percentile = "nssq24_percentile"
    case nssq25Percentile = "nssq25_percentile"
    case nssq26Percentile = "nssq26_percentile"
    case nssq27Percentile = "nssq27_percentile"
    case nssq28Percentile = "nssq28_percentile"
  }

  /// Scores with only the survey metadata set; questions and percentiles start out `nil`.
  public init(
    surveyYear: Int, respondents: Int? = nil, responseRate: Double? = nil,
    sectorAverage: Double? = nil, subjectAverage: Double? = nil, benchmark: Double? = nil
  ) {
    self.surveyYear = surveyYear
    self.respondents = respondents
    self.responseRate = responseRate
    self.sectorAverage = sectorAverage
    self.subjectAverage = subjectAverage
    self.benchmark = benchmark
  }
}

extension NSSScores {
  /// The 28 question scores in order; index 0 is question 1.
  public var questionScores: [Double?] {
    get {
      [
        nssq1, nssq2, nssq3, nssq4,
        nssq5, nssq6, nssq7, nssq8,
        nssq9, nssq10, nssq11, nssq12,
        nssq13, nssq14, nssq15, nssq16,
        nssq17, nssq18, nssq19, nssq20,
        nssq21, nssq22, nssq23, nssq24,
        nssq25, nssq26, nssq27, nssq28,
      ]
    }
    set {
      precondition(newValue.count == 28, "The NSS has 28 questions")
      nssq1 = newValue[0]
      nssq2 = newValue[1]
      nssq3 = newValue[2]
      nssq4 = newValue[3]
      nssq5 = newValue[4]
      nssq6 = newValue[5]
      nssq7 = newValue[6]
      nssq8 = newValue[7]
      nssq9 = newValue[8]
      nssq10 = newValue[9]
      nssq11 = newValue[10]
      nssq12 = newValue[11]
      nssq13 = newValue[12]
      nssq14 = newValue[13]
      nssq15 = newValue[14]
      nssq16 = newValue[15]
      nssq17 = newValue[16]
      nssq18 = newValue[17]
      nssq19 = newValue[18]
      nssq20 = newValue[19]
      nssq21 = newValue[20]
      nssq22 = newValue[21]
      nssq23 = newValue[22]
      nssq24 = newValue[23]
      nssq25 = newValue[24]
      nssq26 = newValue[25]
      nssq27 = newValue[26]
      nssq28 = newValue[27]
    }
  }

  /// The 28 question percentiles in order; index 0 is question 1.
  public var questionPercentiles: [Int?] {
    get {
      [
        nssq1Percentile, nssq2Percentile, nssq3Percentile, nssq4Percentile,
        nssq5Percentile, nssq6Percentile, nssq7Percentile, nssq8Percentile,
        nssq9Percentile, nssq10Percentile, nssq11Percentile, nssq12Percentile,
        nssq13Percentile, nssq14Percentile, nssq15Percentile, nssq16Percentile,
        nssq17Percentile, nssq18Percentile, nssq19Percentile, nssq20Percentile,
        nssq21Percentile, nssq22Percentile, nssq23Percentile, nssq24Percentile,
        nssq25Percentile, nssq26Percentile, nssq27Percentile, nssq28Percentile,
      ]
    }
    set {
      precondition(newValue.count == 28, "The NSS has 28 questions")
      nssq1Percentile = newValue[0]
      nssq2Percentile = newValue[1]
      nssq3Percentile = newValue[2]
      nssq4Percentile = newValue[3]
      nssq5Percentile = newValue[4]
      nssq6Percentile = newValue[5]
      nssq7Percentile = newValue[6]
      nssq8Percentile = newValue[7]
      nssq9Percentile = newValue[8]
      nssq10Percentile = newValue[9]
      nssq11Percentile = newValue[10]
      nssq12Percentile = newValue[11]
      nssq13Percentile = newValue[12]
      nssq14Percentile = newValue[13]
      nssq15Percentile = newValue[14]
      nssq16Percentile = newValue[15]
      nssq17Percentile = newValue[16]
      nssq18Percentile = newValue[17]
      nssq19Percentile = newValue[18]
      nssq20Percentile = newValue[19]
      nssq21Percentile = newValue[20]
      nssq22Percentile = newValue[21]
      nssq23Percentile = newValue[22]
      nssq24Percentile = newValue[23]
      nssq25Percentile = newValue[24]
      nssq26Percentile = newValue[25]
      nssq27Percentile = newValue[26]
      nssq28Percentile = newValue[27]
    }
  }
}
