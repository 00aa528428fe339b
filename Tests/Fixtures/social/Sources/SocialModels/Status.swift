import Foundation

public enum Visibility: String, Codable, Hashable, Sendable, CaseIterable {
  case pub = "public"
  case unlisted
  case priv = "private"
  case direct
}

public final class Status: Codable, Hashable, Identifiable, Sendable {
  public let id: String
  public let uri: String
  public let url: URL?
  public let createdAt: Date
  public let editedAt: Date?
  public let account: Account
  public let content: HTMLString
  public let visibility: Visibility
  public let sensitive: Bool
  public let spoilerText: String
  public let language: String?
  public let inReplyToId: String?
  public let inReplyToAccountId: String?
  public let reblog: Status?
  public let mediaAttachments: [MediaAttachment]
  public let mentions: [Mention]
  public let tags: [Tag]
  public let emojis: [Emoji]
  public let card: Card?
  public let poll: Poll?
  public let reblogsCount: Int
  public let favouritesCount: Int
  public let repliesCount: Int
  public let favourited: Bool?
  public let reblogged: Bool?
  public let bookmarked: Bool?
  public let pinned: Bool?

  enum CodingKeys: String, CodingKey {
    case id, uri, url, createdAt, editedAt, account, content, visibility, sensitive, spoilerText, language
    case inReplyToId, inReplyToAccountId, reblog, mediaAttachments, mentions, tags, emojis, card, poll
    case reblogsCount
    // Written as the API documents it; the decoder converts keys to camelCase first, so
    // this key is never found and every status shows 0 favourites.
    case favouritesCount = "favourites_count"
    case repliesCount, favourited, reblogged, bookmarked, pinned
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    uri = try container.decode(String.self, forKey: .uri)
    url = try container.decodeIfPresent(URL.self, forKey: .url)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    editedAt = try container.decodeIfPresent(Date.self, forKey: .editedAt)
    account = try container.decode(Account.self, forKey: .account)
    content = try container.decode(HTMLString.self, forKey: .content)
    visibility = try container.decode(Visibility.self, forKey: .visibility)
    sensitive = try container.decodeIfPresent(Bool.self, forKey: .sensitive) ?? false
    spoilerText = try container.decodeIfPresent(String.self, forKey: .spoilerText) ?? ""
    language = try container.decodeIfPresent(String.self, forKey: .language)
    inReplyToId = try container.decodeIfPresent(String.self, forKey: .inReplyToId)
    inReplyToAccountId = try container.decodeIfPresent(String.self, forKey: .inReplyToAccountId)
    reblog = try container.decodeIfPresent(Status.self, forKey: .reblog)
    mediaAttachments = try container.decodeIfPresent([MediaAttachment].self, forKey: .mediaAttachments) ?? []
    mentions = try container.decodeIfPresent([Mention].self, forKey: .mentions) ?? []
    tags = try container.decodeIfPresent([Tag].self, forKey: .tags) ?? []
    emojis = try container.decodeIfPresent([Emoji].self, forKey: .emojis) ?? []
    card = try container.decodeIfPresent(Card.self, forKey: .card)
    poll = try container.decodeIfPresent(Poll.self, forKey: .poll)
    reblogsCount = try container.decodeIfPresent(Int.self, forKey: .reblogsCount) ?? 0
    favouritesCount = try container.decodeIfPresent(Int.self, forKey: .favouritesCount) ?? 0
    repliesCount = try container.decodeIfPresent(Int.self, forKey: .repliesCount) ?? 0
    favourited = try container.decodeIfPresent(Bool.self, forKey: .favourited)
    reblogged = try container.decodeIfPresent(Bool.self, forKey: .reblogged)
    bookmarked = try container.decodeIfPresent(Bool.self, forKey: .bookmarked)
    pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
  }

  public static func == (lhs: Status, rhs: Status) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

public struct Mention: Codable, Hashable, Sendable {
  public let id: String
  public let username: String
  public let url: URL
  public let acct: String
}

public struct Tag: Codable, Hashable, Sendable {
  public let name: String
  public let url: URL
}

public struct Card: Codable, Hashable, Sendable {
  public let url: URL
  public let title: String
  public let description: String
  public let type: String
  public let authorName: String?
  public let providerName: String?
  public let image: URL?
  public let width: Int?
  public let height: Int?
  public let blurhash: String?
}

public struct Poll: Codable, Hashable, Sendable {
  public struct Option: Codable, Hashable, Sendable {
    public let title: String
    public let votesCount: Int?
  }

  public let id: String
  public let expiresAt: Date?
  public let expired: Bool
  public let multiple: Bool
  public let votesCount: Int
  public let votersCount: Int?
  public let options: [Option]
  public let voted: Bool?
  public let ownVotes: [Int]?
}
