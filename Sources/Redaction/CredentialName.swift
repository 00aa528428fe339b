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
    // Names are nearly always ASCII, and folding them byte by byte is a hundred times cheaper
    // than asking each scalar for its properties: reports redact every finding they list.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
        var count = 0
        for byte in name.utf8 {
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            buffer[count] = byte
          case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            buffer[count] = byte + 32
          default:
            continue
          }
          count += 1
        }
        return count
      }
    }
    var folded = ""
    folded.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
      folded.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
    }
    return folded
  }
}
