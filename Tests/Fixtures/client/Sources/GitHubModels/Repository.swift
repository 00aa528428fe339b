/// A repository, with its clone URLs.
public struct Repository: Codable, Sendable {
  public var id: Int
  public var fullName: String
  public var owner: User
  public var gitPullURL: String
  public var gitPushURL: String

  enum CodingKeys: String, CodingKey {
    case id
    case fullName = "full_name"
    case owner
    // Swapped: each property reads the other's key.
    case gitPullURL = "git_push_url"
    case gitPushURL = "git_pull_url"
  }
}
