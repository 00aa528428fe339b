import Foundation

/// The signed-in user, read from the Cognito ID token the app holds.
///
/// `isAdmin` comes from the token's `cognito:groups` claim (the `admin` group), so the admin
/// screens follow what the backend's authoriser will accept. The app never verifies the
/// signature (the backend does on every call); it only reads the claims.
public struct AppUser: Codable, Hashable, Sendable, Identifiable {
  /// Cognito's `sub`.
  public var id: String
  public var email: String?
  public var name: String?
  public var groups: [String]
  public var isAdmin: Bool

  public static let adminGroup = "admin"

  public init(id: String, email: String? = nil, name: String? = nil, groups: [String] = []) {
    self.id = id
    self.email = email
    self.name = name
    self.groups = groups
    self.isAdmin = groups.contains(AppUser.adminGroup)
  }

  /// Reads the user from an ID token's payload (the part between the two dots).
  public init(idToken: String) throws(IDTokenError) {
    let claims = try IDTokenClaims(token: idToken)
    self.init(id: claims.sub, email: claims.email, name: claims.name, groups: claims.groups ?? [])
  }
}

/// Why an ID token could not be read.
///
/// Never carries the token itself: it is a credential.
public enum IDTokenError: Error, Hashable, Sendable {
  /// Not three dot-separated parts.
  case notAJWT
  /// The payload is not base64url.
  case payloadNotBase64
  /// The payload is not the JSON object of claims the app needs (`sub` at least).
  case claimsUnreadable(String)
}

/// The claims of a Cognito ID token that the app reads.
struct IDTokenClaims: Decodable {
  var sub: String
  var email: String?
  var name: String?
  var groups: [String]?

  enum CodingKeys: String, CodingKey {
    case sub, email, name
    case groups = "cognito:groups"
  }

  init(token: String) throws(IDTokenError) {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw .notAJWT }
    var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let payload = Data(base64Encoded: base64) else { throw .payloadNotBase64 }
    do {
      self = try JSONDecoder().decode(IDTokenClaims.self, from: payload)
    } catch {
      throw .claimsUnreadable(String(describing: type(of: error)))
    }
  }
}
