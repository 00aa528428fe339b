/// Removes credentials from text before it reaches a report.
///
/// Recordings carry secrets: headers (`Authorization`, `Cookie`, `Set-Cookie`, `apikey`),
/// tokens in bodies (`access_token`), JWTs. The readers never keep headers, but a line that is
/// not a well-formed envelope is checked as a whole, and parser messages quote the text near an
/// error. So every listed finding's message and evidence pass through here: values of
/// credential-named keys, bearer tokens and JWT-shaped strings become `[redacted]`.
public enum Redactor {
  /// `"authorization": "…"` in JSON text (the key list is in the pattern, so it is checked
  /// when the module compiles).
  nonisolated(unsafe) private static let keyedValue =
    #/(?i)("(?:authorization|proxy-authorization|cookie|set-cookie|apikey|api[_-]key|x-api-key|access_token|refresh_token|id_token|token|password|secret|client_secret)"\s*:\s*)"(?:[^"\\]|\\.)*"?/#
  /// HAR's header form: `"name": "Authorization", "value": "…"`.
  nonisolated(unsafe) private static let namedValue =
    #/(?i)("name"\s*:\s*"(?:authorization|proxy-authorization|cookie|set-cookie|apikey|api[_-]key|x-api-key)"\s*,\s*"value"\s*:\s*)"(?:[^"\\]|\\.)*"?/#
  nonisolated(unsafe) private static let scheme = #/(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+\/=-]+/#
  nonisolated(unsafe) private static let jwt = #/eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.?[A-Za-z0-9_-]*/#

  private static let hints = [
    "eyj", "bearer", "basic ", "auth", "cookie", "key", "token", "password", "secret",
  ]

  public static func redact(_ text: String) -> String {
    // A cheap pre-check, so the common message pays no regex.
    let lower = text.lowercased()
    guard hints.contains(where: { lower.contains($0) }) else { return text }
    var result = text
    result.replace(keyedValue) { "\($0.output.1)\"[redacted]\"" }
    result.replace(namedValue) { "\($0.output.1)\"[redacted]\"" }
    result.replace(scheme) { "\($0.output.1) [redacted]" }
    result.replace(jwt) { _ in "[redacted]" }
    return result
  }
}
