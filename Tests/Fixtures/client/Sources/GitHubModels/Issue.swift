import Foundation

/// An issue, with its comments as a nested type.
public struct Issue: Codable, Sendable {
  public var id: Int
  public var number: Int
  public var title: String
  public var state: String
  public var user: User
  public var body: String?
  /// Declared, but `CodingKeys` has no case for it: never decoded, always `nil`.
  public var labelsURL: String?

  enum CodingKeys: String, CodingKey {
    case id, number, title, state, user, body
  }

  /// A comment on an issue (`Issue.Comment`; a pull request's comments are another type).
  public struct Comment: Codable, Sendable {
    public var id: Int
    public var body: String
    public var user: User
    /// An ISO 8601 date: read with the client's own decoder (``Foundation/JSONDecoder/gitHub()``).
    public var createdAt: Date

    enum CodingKeys: String, CodingKey {
      case id, body, user
      case createdAt = "created_at"
    }
  }
}
