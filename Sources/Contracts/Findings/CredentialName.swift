/// Whether a key, header, cookie or query parameter names a credential.
///
/// Names are compared spelled any way an API spells them: `access_token`, `accessToken`,
/// `Access-Token` and `ACCESSTOKEN` are one name. A name is a credential when, so folded, it is
/// one of ``names`` or ends in one of ``suffixes`` (`csrf_token`, `client_secret`, `id_jwt`).
public enum CredentialName {
  /// Credential names that are not covered by a suffix, folded.
  static let names: Set<String> = [
    "authorization", "proxyauthorization", "cookie", "setcookie", "apikey", "xapikey", "passwd", "pwd", "credential",
    "credentials", "privatekey", "accesskey", "secretkey", "sessionid",
  ]
  /// Folded endings that make any name a credential.
  static let suffixes = ["token", "secret", "jwt", "password", "apikey", "cookie", "authorization", "privatekey"]

  public static func isCredential(_ name: some StringProtocol) -> Bool {
    let folded = fold(name)
    guard !folded.isEmpty else { return false }
    return names.contains(folded) || suffixes.contains { folded.hasSuffix($0) }
  }

  /// Lower-cased letters and digits only: `X-Api-Key` → `xapikey`.
  static func fold(_ name: some StringProtocol) -> String {
    var folded = ""
    folded.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
      folded.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
    }
    return folded
  }
}
