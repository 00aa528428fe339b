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
