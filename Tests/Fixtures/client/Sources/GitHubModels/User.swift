/// A GitHub account, as the client reads it inside issues, comments and repositories.
public struct User: Codable, Sendable {
  public var login: String
  public var id: Int
  public var avatarURL: String
  public var siteAdmin: Bool

  enum CodingKeys: String, CodingKey {
    case login, id
    case avatarURL = "avatar_url"
    case siteAdmin = "site_admin"
  }
}
