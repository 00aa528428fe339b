import Foundation

public struct Notification: Decodable, Identifiable, Sendable {
  public enum Kind: String, Decodable, Sendable {
    case mention, status, reblog, follow, favourite, poll, update
    case followRequest = "follow_request"
  }

  public let id: String
  public let type: Kind
  public let createdAt: Date
  public let account: Account
  public let status: Status?
}

/// The server's description of itself, with its limits as a free-form map the app looks
/// values up in.
public struct Instance: Decodable, Sendable {
  public struct Rule: Decodable, Sendable {
    public let id: String
    public let text: String
  }

  public let domain: String
  public let title: String
  public let version: String
  public let sourceUrl: URL
  public let description: String
  public let languages: [String]
  public let configuration: [String: JSONValue]
  public let rules: [Rule]
}

/// Any JSON value, as the instance's configuration carries it.
public enum JSONValue: Decodable, Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
