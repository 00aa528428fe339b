public import Foundation

/// A university course: one row of the `courses` table, as the course screens fetch it with
/// `select=*,campus:campuses(*,city:cities(*))`.
///
/// `_V2` because the table was rebuilt when the app moved from a hand-kept list to the Discover
/// Uni import; the old `Course` is gone but the name stuck. Columns are snake_case and mapped
/// by explicit `CodingKeys` (the app's decoder uses the default key strategy). Nullable columns
/// are optionals, jsonb columns are nested structs, and the embedded `campus` is absent when a
/// screen selects only `*`.
public struct Course_V2: Codable, Sendable, Hashable, Identifiable {
  public var id: UUID
  public var courseName: String
  /// The university's slug (`"lse"`); see ``universityName`` for the typed value.
  public var university: String
  public var campusID: UUID?
  /// The UCAS course code ("NN34"), missing for courses not recruited through UCAS.
  public var ucasCode: String?
  public var qualification: CourseQualification
  public var studyMode: CourseModeV2
  public var durationYears: Int
  public var furtherCategory: CourseFurtherCategory
  /// Free-form tags the search matches on; an empty array when there are none, never null.
  public var subjectTags: [String]
  /// The course summary (the `description` column).
  public var overview: String?
  /// The headline A-level offer ("A*AA"), duplicated from `ucas_points` for list queries.
  public var typicalOffer: String?
  public var ucasPoints: CourseUCASPoints?
  /// Annual tuition fee in pounds for home (UK) students.
  public var feeHome: Int?
  /// Annual tuition fee in pounds for international students.
  public var feeInternational: Int?
  /// Offers made as a percentage of applications, from the university's admissions data.
  public var acceptanceRate: Double?
  public var ratings: CourseRatings?
  public var nssScores: NSSScores?
  public var graduateOpportunities: CourseGraduateOpportunities?
  public var modules: CourseModuleContainer?
  public var costWorkings: CourseV2CostWorkings?
  public var placementYear: Bool
  public var yearAbroad: Bool
  public var foundationYear: Bool
  /// The course page on the university's website.
  ///
  /// - Important: Known weakness, kept on purpose. `course_url` is nullable in Postgres (not in
  ///   the Swagger `required` list) but the app declares it non-optional because the importer
  ///   has filled it for every course so far. A course added by hand without a URL makes the
  ///   whole search page fail to decode. `contract` reports it as `model-drift` (the contract
  ///   allows null, the model does not) and its `null-optional` fuzz operator as a
  ///   `decode-failure`.
  public var courseURL: String
  public var imageURL: String?
  public var isPublished: Bool
  public var createdAt: Date
  public var updatedAt: Date
  /// The embedded `campus:campuses(*,city:cities(*))` resource: absent when not selected,
  /// `null` when the course has no campus (distance learning).
  public var campus: CampusV2?

  enum CodingKeys: String, CodingKey {
    case id
    case courseName = "course_name"
    case university
    case campusID = "campus_id"
    case ucasCode = "ucas_code"
    case qualification
    case studyMode = "study_mode"
    case durationYears = "duration_years"
    case furtherCategory = "further_category"
    case subjectTags = "subject_tags"
    case overview = "description"
    case typicalOffer = "typical_offer"
    case ucasPoints = "ucas_points"
    case feeHome = "fee_home"
    case feeInternational = "fee_international"
    case acceptanceRate = "acceptance_rate"
    case ratings
    case nssScores = "nss_scores"
    case graduateOpportunities = "graduate_opportunities"
    case modules
    case costWorkings = "cost_workings"
    case placementYear = "placement_year"
    case yearAbroad = "year_abroad"
    case foundationYear = "foundation_year"
    case courseURL = "course_url"
    case imageURL = "image_url"
    case isPublished = "is_published"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case campus
  }

  public init(
    id: UUID, courseName: String, university: String, campusID: UUID? = nil,
    ucasCode: String? = nil, qualification: CourseQualification, studyMode: CourseModeV2,
    durationYears: Int, furtherCategory: CourseFurtherCategory, subjectTags: [String] = [],
    overview: String? = nil, typicalOffer: String? = nil, ucasPoints: CourseUCASPoints? = nil,
    feeHome: Int? = nil, feeInternational: Int? = nil, acceptanceRate: Double? = nil,
    ratings: CourseRatings? = nil, nssScores: NSSScores? = nil,
    graduateOpportunities: CourseGraduateOpportunities? = nil,
    modules: CourseModuleContainer? = nil, costWorkings: CourseV2CostWorkings? = nil,
    placementYear: Bool = false, yearAbroad: Bool = false, foundationYear: Bool = false,
    courseURL: String, imageURL: String? = nil, isPublished: Bool = true, createdAt: Date,
    updatedAt: Date, campus: CampusV2? = nil
  ) {
    self.id = id
    self.courseName = courseName
    self.university = university
    self.campusID = campusID
    self.ucasCode = ucasCode
    self.qualification = qualification
    self.studyMode = studyMode
    self.durationYears = durationYears
    self.furtherCategory = furtherCategory
    self.subjectTags = subjectTags
    self.overview = overview
    self.typicalOffer = typicalOffer
    self.ucasPoints = ucasPoints
    self.feeHome = feeHome
    self.feeInternational = feeInternational
    self.acceptanceRate = acceptanceRate
    self.ratings = ratings
    self.nssScores = nssScores
    self.graduateOpportunities = graduateOpportunities
    self.modules = modules
    self.costWorkings = costWorkings
    self.placementYear = placementYear
    self.yearAbroad = yearAbroad
    self.foundationYear = foundationYear
    self.courseURL = courseURL
    self.imageURL = imageURL
    self.isPublished = isPublished
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.campus = campus
  }
}
