public import Foundation

/// A university city: one row of the `cities` table, embedded in a campus as
/// `city:cities(*)`.
public struct City: Codable, Sendable, Hashable, Identifiable {
  public var id: UUID
  public var name: String
  /// ONS region ("London", "North West") or the nation for Scotland, Wales and Northern Ireland.
  public var region: String?
  public var country: String
  public var latitude: Double?
  public var longitude: Double?
  /// Full-time students in the city, from HESA; the city card shows it as "120k students".
  public var studentPopulation: Int?
  /// Average weekly rent in pounds for a room in a student house share.
  public var averageRentWeekly: Double?
  public var createdAt: Date

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case region
    case country
    case latitude
    case longitude
    case studentPopulation = "student_population"
    case averageRentWeekly = "average_rent_weekly"
    case createdAt = "created_at"
  }

  public init(
    id: UUID, name: String, region: String? = nil, country: String, latitude: Double? = nil,
    longitude: Double? = nil, studentPopulation: Int? = nil, averageRentWeekly: Double? = nil,
    createdAt: Date
  ) {
    self.id = id
    self.name = name
    self.region = region
    self.country = country
    self.latitude = latitude
    self.longitude = longitude
    self.studentPopulation = studentPopulation
    self.averageRentWeekly = averageRentWeekly
    self.createdAt = createdAt
  }
}

extension City {
  /// "London, England" or just the name when the region already says the nation.
  public var displayName: String {
    region == country ? name : "\(name), \(country)"
  }

  /// "120k students", rounded to thousands.
  public var studentPopulationText: String? {
    studentPopulation.map { "\(Int((Double($0) / 1000).rounded()))k students" }
  }

  /// "£185 a week".
  public var averageRentText: String? {
    averageRentWeekly.map { "\(PoundsFormatting.pounds($0)) a week" }
  }
}
