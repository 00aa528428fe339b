public import Foundation

/// A team as the match screen shows it: name, abbreviation, logo (`Match.homeTeam`, `awayTeam`).
///
/// Hand-written, like the rest of the match detail: the generated `TeamBadge` is the Live
/// Activity's smaller view of a team.
public struct Team: Codable, Hashable, Sendable, Identifiable {
  public var id: String
  public var name: String
  public var shortName: String
  public var abbreviation: String
  public var logoURL: URL?
  /// The team's colour (`#E6007E`).
  ///
  /// The contract leaves `primaryColor` out of `required` (the
  /// score provider has none for some teams); this model requires it.
  public var primaryColor: String

  enum CodingKeys: String, CodingKey {
    case id, name, shortName, abbreviation
    case logoURL = "logoUrl"
    case primaryColor
  }

  public init(
    id: String, name: String, shortName: String, abbreviation: String, logoURL: URL?, primaryColor: String
  ) {
    self.id = id
    self.name = name
    self.shortName = shortName
    self.abbreviation = abbreviation
    self.logoURL = logoURL
    self.primaryColor = primaryColor
  }
}
