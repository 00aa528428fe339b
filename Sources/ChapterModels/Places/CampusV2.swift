public import Foundation

/// A university campus: one row of the `campuses` table, embedded in a course as
/// `campus:campuses(*,city:cities(*))`.
///
/// `V2` for the same reason as `Course_V2`: rebuilt with the Discover Uni import, which gave
/// campuses a city and coordinates.
public struct CampusV2: Codable, Sendable, Hashable, Identifiable {
  public var id: UUID
  /// "Houghton Street", "Main campus".
  public var name: String
  /// The university's slug, as in `Course_V2.university`.
  public var university: String
  public var cityID: UUID?
  public var address: String?
  public var postcode: String?
  public var latitude: Double?
  public var longitude: Double?
  public var isMainCampus: Bool
  /// Facility tags ("library", "gym", "24h study space"); `null` when never surveyed.
  public var facilities: [String]?
  public var websiteURL: String?
  public var createdAt: Date
  /// The embedded `city:cities(*)` resource: absent when not selected, `null` without a city.
  public var city: City?

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case university
    case cityID = "city_id"
    case address
    case postcode
    case latitude
    case longitude
    case isMainCampus = "is_main_campus"
    case facilities
    case websiteURL = "website_url"
    case createdAt = "created_at"
    case city
  }

  public init(
    id: UUID, name: String, university: String, cityID: UUID? = nil, address: String? = nil,
    postcode: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
    isMainCampus: Bool, facilities: [String]? = nil, websiteURL: String? = nil, createdAt: Date,
    city: City? = nil
  ) {
    self.id = id
    self.name = name
    self.university = university
    self.cityID = cityID
    self.address = address
    self.postcode = postcode
    self.latitude = latitude
    self.longitude = longitude
    self.isMainCampus = isMainCampus
    self.facilities = facilities
    self.websiteURL = websiteURL
    self.createdAt = createdAt
    self.city = city
  }
}

extension CampusV2 {
  /// The typed university, or `nil` for a slug this version of the app does not know.
  public var universityName: UniversityName? { UniversityName(rawValue: university) }

  /// "Bloomsbury, Gower Street WC1E 6BT" for the map card; the address is left out when it
  /// repeats the campus name ("Houghton Street, WC2A 2AE"), and only the name is left when
  /// neither is known.
  public var fullAddress: String {
    let street = [address == name ? nil : address, postcode].compactMap { $0 }
      .joined(separator: " ")
    return street.isEmpty ? name : "\(name), \(street)"
  }

  /// Whether the campus can be pinned on the map.
  public var hasCoordinates: Bool { latitude != nil && longitude != nil }
}
