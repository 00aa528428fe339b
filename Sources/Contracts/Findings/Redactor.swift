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

  /// Words every redactable text contains (lower-cased); messages without any skip the
  /// regexes, which are slow next to a substring search.
  private static let hints: [[UInt8]] = [
    "eyj", "bearer", "basic ", "authorization", "cookie", "apikey", "api_key", "api-key", "token", "password",
    "secret",
  ].map { Array($0.utf8) }

  public static func redact(_ text: String) -> String {
    // A cheap pre-check, so the common message pays no regex.
    guard mayHoldSecret(text) else { return text }
    var result = text
    result.replace(keyedValue) { "\($0.output.1)\"[redacted]\"" }
    result.replace(namedValue) { "\($0.output.1)\"[redacted]\"" }
    result.replace(scheme) { "\($0.output.1) [redacted]" }
    result.replace(jwt) { _ in "[redacted]" }
    return result
  }

  /// Whether `text` contains a hint, ASCII case-insensitively.
  ///
  /// A plain byte loop: Foundation's `String.contains` goes through NSString, and the generic
  /// searchers pay for metadata; either costs more than the rest of a response's checks.
  private static func mayHoldSecret(_ text: String) -> Bool {
    @inline(__always) func lower(_ byte: UInt8) -> UInt8 {
      byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
    var text = text
    return text.withUTF8 { bytes in
      // One pass: only where a hint's first letter stands are the hints compared.
      for start in bytes.indices where hintStarts[Int(lower(bytes[start]))] {
        candidates: for hint in hints where hint[0] == lower(bytes[start]) && start + hint.count <= bytes.count {
          for offset in 1..<hint.count where lower(bytes[start + offset]) != hint[offset] { continue candidates }
          return true
        }
      }
      return false
    }
  }

  /// Which bytes begin a hint.
  private static let hintStarts: [Bool] = {
    var starts = [Bool](repeating: false, count: 256)
    for hint in hints { starts[Int(hint[0])] = true }
    return starts
  }()
}
