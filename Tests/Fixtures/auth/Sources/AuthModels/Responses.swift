import Foundation

/// What a sign-in returns.
public struct Session: Decodable, Sendable, Hashable {
  public var accessToken: String
  public var tokenType: String
  public var expiresIn: Double
  public var expiresAt: Double?
  public var refreshToken: String
  public var user: User
}

/// The admin API's page of users.
public struct UserList: Decodable, Sendable {
  public var users: [User]
  public var aud: String
}

/// What enrolling a factor returns.
public struct FactorEnrollment: Decodable, Sendable {
  public struct TOTP: Decodable, Sendable {
    public var qrCode: String
    public var secret: String
    public var uri: String
  }

  public var id: UUID
  public var type: String
  public var totp: TOTP?
}

/// The server's settings: the one response this client also writes back (a cache file), so
/// it is `Codable`.
///
/// Its `CodingKeys` (as the shared decoder's snake_case conversion spells them) swap
/// `site_url` and `redirect_url`: every recorded response has both at the same URL, so no
/// value comparison shows it.
public struct Settings: Codable, Sendable {
  public var external: [String: Bool]
  public var disableSignup: Bool
  public var mailerAutoconfirm: Bool
  public var siteURL: URL
  public var redirectURL: URL

  enum CodingKeys: String, CodingKey {
    case external, disableSignup, mailerAutoconfirm
    case siteURL = "redirectUrl"
    case redirectURL = "siteUrl"
  }
}

/// An entry of the audit log, which the client keeps in a local cache and so also encodes
/// (with the same coders): `Codable`.
public struct AuditEvent: Codable, Sendable {
  public var id: UUID
  public var action: String
  public var createdAt: Date
}

/// What signing up returns: a session when the server confirms at once, else the user
/// awaiting confirmation. Both are all-optional, so the first alternative tried always
/// decodes: a session is read as a pending user with every field nil (the generator issue's
/// real bug). The app keeps it in its cache, so it is `Codable`.
public enum SignUpResponse: Codable, Sendable {
  case pending(PendingUser)
  case session(SignUpSession)

  public init(from decoder: any Decoder) throws {
    if let pending = try? PendingUser(from: decoder) {
      self = .pending(pending)
    } else {
      self = .session(try SignUpSession(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .pending(let user): try user.encode(to: encoder)
    case .session(let session): try session.encode(to: encoder)
    }
  }
}

public struct PendingUser: Codable, Sendable {
  public var id: UUID?
  public var email: String?
  public var confirmationSentAt: Date?
}

public struct SignUpSession: Codable, Sendable {
  public var accessToken: String?
  public var tokenType: String?
  public var expiresIn: Double?
  public var refreshToken: String?
}
