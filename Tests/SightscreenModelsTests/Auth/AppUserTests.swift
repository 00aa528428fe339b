import Foundation
import SightscreenModels
import Testing

/// `AppUser` reads the Cognito ID token's claims; `isAdmin` follows `cognito:groups`.
@Suite("AppUser")
struct AppUserTests {
  /// An unsigned test token (`alg: none`) with `claims` as its payload: never a real credential.
  static func testToken(_ claims: String) -> String {
    func base64URL(_ text: String) -> String {
      Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    return base64URL(#"{"alg":"none","typ":"JWT"}"#) + "." + base64URL(claims) + "."
  }

  @Test("The admin group makes an admin")
  func admin() throws {
    let user = try AppUser(
      idToken: Self.testToken(#"{"sub":"test-0001","email":"fan@example.com","cognito:groups":["beta","admin"]}"#))
    #expect(user.id == "test-0001" && user.email == "fan@example.com")
    #expect(user.groups == ["beta", "admin"] && user.isAdmin)
  }

  @Test(
    "No groups claim, or other groups only: not an admin",
    arguments: [
      #"{"sub":"test-0002"}"#, #"{"sub":"test-0003","cognito:groups":["beta"]}"#,
    ])
  func notAdmin(claims: String) throws {
    #expect(try !AppUser(idToken: Self.testToken(claims)).isAdmin)
  }

  @Test("A token that is not a JWT, or has unreadable claims, is a typed error")
  func malformed() {
    #expect(throws: IDTokenError.notAJWT) { try AppUser(idToken: "not-a-token") }
    #expect(throws: IDTokenError.payloadNotBase64) { try AppUser(idToken: "a.%%%.b") }
    #expect(throws: IDTokenError.claimsUnreadable("DecodingError")) {
      try AppUser(idToken: Self.testToken(#"{"email":"fan@example.com"}"#))
    }
  }

  @Test("The user round-trips through Codable, as the app caches it")
  func codable() throws {
    let user = AppUser(id: "test-0004", groups: ["admin"])
    let again = try JSONDecoder().decode(AppUser.self, from: JSONEncoder().encode(user))
    #expect(again == user && again.isAdmin)
  }
}
