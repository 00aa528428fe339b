import Foundation

public struct Account: Codable, Hashable, Identifiable, Sendable {
  public struct Field: Codable, Hashable, Sendable {
    public let name: String
    public let value: HTMLString
    public let verifiedAt: Date?
  }

  public struct Source: Codable, Hashable, Sendable {
    public let privacy: Visibility
    public let sensitive: Bool
    public let language: String?
    public let note: String
    public let fields: [Field]
    public let followRequestsCount: Int
  }

  public let id: String
  public let username: String
  public let acct: String
  public let displayName: String
  public let note: HTMLString
  public let url: URL?
  public let avatar: URL
  public let header: URL
  public let locked: Bool
  public let bot: Bool
  public let discoverable: Bool?
  public let createdAt: Date
  public let lastStatusAt: Date?
  public let followersCount: Int
  public let followingCount: Int
  public let statusesCount: Int
  public let fields: [Field]
  public let emojis: [Emoji]
  public let source: Source?

  enum CodingKeys: String, CodingKey {
    case id, username, acct, displayName, note, url, avatar, header, locked, bot, discoverable, createdAt
    case lastStatusAt, followersCount, followingCount, statusesCount, fields, emojis, source
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    username = try container.decode(String.self, forKey: .username)
    acct = try container.decode(String.self, forKey: .acct)
    displayName = try container.decodeIfPresent(String.self, forKey: .displayName) ?? ""
    note = try container.decode(HTMLString.self, forKey: .note)
    url = try? container.decodeIfPresent(URL.self, forKey: .url)
    avatar = try container.decode(URL.self, forKey: .avatar)
    header = try container.decode(URL.self, forKey: .header)
    locked = try container.decodeIfPresent(Bool.self, forKey: .locked) ?? false
    bot = try container.decodeIfPresent(Bool.self, forKey: .bot) ?? false
    discoverable = try container.decodeIfPresent(Bool.self, forKey: .discoverable)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    // The server sends a day here ("2024-05-01"), not a date-time: the shared date strategy
    // throws, and `try?` turns the account's last activity into "never".
    lastStatusAt = try? container.decodeIfPresent(Date.self, forKey: .lastStatusAt)
    followersCount = try container.decodeIfPresent(Int.self, forKey: .followersCount) ?? 0
    followingCount = try container.decodeIfPresent(Int.self, forKey: .followingCount) ?? 0
    statusesCount = try container.decodeIfPresent(Int.self, forKey: .statusesCount) ?? 0
    fields = try container.decodeIfPresent([Field].self, forKey: .fields) ?? []
    emojis = try container.decodeIfPresent([Emoji].self, forKey: .emojis) ?? []
    source = try container.decodeIfPresent(Source.self, forKey: .source)
  }
}

public struct Emoji: Codable, Hashable, Sendable {
  public let shortcode: String
  public let url: URL
  public let staticUrl: URL
  public let visibleInPicker: Bool
  public let category: String?
}

/// HTML as the server sends it; the app renders it, and writes back what it read.
public struct HTMLString: Codable, Hashable, Sendable {
  public let htmlValue: String

  public init(from decoder: any Decoder) throws {
    htmlValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(htmlValue)
  }

  /// The text without its tags, for previews and accessibility labels.
  public var asPlainText: String {
    htmlValue.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
  }
}
