import Foundation

/// A user, as the sign-in responses and the admin list carry it.
public struct User: Decodable, Sendable, Hashable {
  public var id: UUID
  public var aud: String
  public var role: String?
  public var email: String?
  public var phone: String?
  public var emailConfirmedAt: Date?
  public var lastSignInAt: Date?
  public var createdAt: Date
  public var updatedAt: Date?
  public var appMetadata: [String: AnyJSON]
  public var userMetadata: [String: AnyJSON]
  public var identities: [Identity]?
  public var factors: [Factor]?
}

public struct Identity: Decodable, Sendable, Hashable {
  public var identityId: UUID
  public var userId: UUID
  public var provider: ProviderName
  public var createdAt: Date?
}

public struct Factor: Decodable, Sendable, Hashable {
  public enum Status: String, Decodable, Sendable {
    case verified, unverified
  }

  public var id: UUID
  public var friendlyName: String?
  public var factorType: String
  public var status: Status
  public var createdAt: Date
}
