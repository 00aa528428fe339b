/// Removes credentials from text before it leaves the process.
///
/// Recordings carry secrets: headers (`Authorization`, `Cookie`, `Set-Cookie`, `apikey`),
/// tokens in bodies (`access_token`), JWTs, tokens in query strings. The readers never keep
/// headers, but findings quote values, parser messages quote text near an error, and fuzz
/// mutations quote what they changed. So everything written (standard output and error,
/// reports, baselines, checkpoints, reproducer records) passes through ``redact(_:)``, and
/// findings first through ``redact(_:)-finding``, which also knows the pointer (a duplicated
/// `password` key's two values carry no name of their own).
///
/// Text rules: the value of a credential-named key in JSON text (plain or escaped inside a
/// JSON string), HAR's `"name": …, "value": …` header pairs, `name=value` query and cookie
/// pairs, `Bearer`/`Basic` credentials, JWT-shaped strings and vendors' prefixed secret keys
/// (`sk_live_…`, `ghp_…`, `AKIA…`) become `[redacted]`.
public enum Redactor {
  public static let marker = "[redacted]"

  /// `"name": value` in JSON text, the name checked by ``CredentialName``: a string (maybe cut
  /// short, as parser messages quote it) or a bare scalar.
  nonisolated(unsafe) private static let keyedValue =
    #/"((?:[^"\\\n]|\\[^"]){1,80})"(\s*:\s*)("(?:[^"\\]|\\.)*"?|[-0-9A-Za-z.+]+)/#
  /// The same inside a JSON string (a report quoting JSON text): `\"name\":\"value\"`.
  nonisolated(unsafe) private static let escapedKeyedValue =
    #/\\"([^"\\]{1,80})\\"(\s*:\s*)(\\"(?:[^"\\]|\\[^"])*(?:\\")?|[-0-9A-Za-z.+]+)/#
  /// HAR's header form: `"name": "Authorization", "value": "…"`.
  nonisolated(unsafe) private static let namedValue =
    #/("name"\s*:\s*"([^"\\]{1,80})"\s*,\s*"value"\s*:\s*)"(?:[^"\\]|\\.)*"?/#
  /// `name=value` in a query string, a form body or a cookie.
  nonisolated(unsafe) private static let parameter = #/(^|[?&;,\s"'])([A-Za-z0-9_.\-]{1,80})=([^&;#\s"'\\]*)/#
  nonisolated(unsafe) private static let scheme = #/(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+\/=-]+/#
  /// A JWT, or a part of one cut short: base64url JSON objects start `eyJ`.
  nonisolated(unsafe) private static let jwt = #/eyJ[A-Za-z0-9_-]{6,}(?:\.[A-Za-z0-9_-]*){0,2}/#
  /// Secret keys whose vendors give them a fixed prefix, wherever they stand (a value under
  /// any key, a string in a message): Stripe's secret and restricted keys, GitHub's tokens,
  /// Slack's, AWS access key IDs, Google API keys, Supabase's secret keys, OpenAI's. Public
  /// keys (Stripe's `pk_`, Supabase's `sb_publishable_`) are not secrets.
  nonisolated(unsafe) private static let vendorKey =
    #/\b(?:[sr]k_(?:live|test)_[0-9A-Za-z]{10,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|sb_secret_[A-Za-z0-9_-]{10,}|sk-[A-Za-z0-9_-]{20,})/#

  /// Words every redactable text contains (lower-cased); texts without any skip the regexes,
  /// which are slow next to a byte search.
  private static let hints: [[UInt8]] = [
    "eyj", "bearer", "basic ", "auth", "cookie", "apikey", "api_key", "api-key", "token", "password", "passwd", "pwd",
    "secret", "jwt", "credential", "privatekey", "private_key", "private-key", "accesskey", "access_key", "access-key",
    "secretkey", "session", "sk_", "rk_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox", "akia", "asia",
    "aiza", "sb_secret_", "sk-",
  ].map { Array($0.utf8) }

  public static func redact(_ text: String) -> String {
    // A cheap pre-check, so the common message pays no regex.
    guard mayHoldSecret(text) else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 2 * context + 1 else { return redactAll(text) }
    // A whole report: the regexes (slow next to a byte search, a second per megabyte) run
    // only around the lines that hold a hint, with `context` lines either side for a pattern
    // that spans a line break (a key on one line, its value on the next).
    var windows: [ClosedRange<Int>] = []
    for index in lines.indices where mayHoldSecret(lines[index]) {
      let window = max(0, index - context)...min(lines.count - 1, index + context)
      if let last = windows.last, window.lowerBound <= last.upperBound + 1 {
        windows[windows.count - 1] = last.lowerBound...window.upperBound
      } else {
        windows.append(window)
      }
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var next = 0
    for window in windows {
      for index in next..<window.lowerBound { result += lines[index] + "\n" }
      result += redactAll(lines[window].joined(separator: "\n")) + "\n"
      next = window.upperBound + 1
    }
    for index in next..<lines.count { result += lines[index] + "\n" }
    result.removeLast()
    return result
  }

  /// `text` with the credentials ``redact(_:)`` removes, and also the values of keys, headers
  /// and parameters named one of `extraNames` (compared folded, as ``CredentialName`` compares:
  /// `email` also names `E-Mail`), for an app whose payloads hold secrets of its own.
  ///
  /// The hint pre-check cannot know an extra name's spellings, so with extra names every rule
  /// reads the whole text.
  public static func redact(_ text: String, alsoRedacting extraNames: Set<String>) -> String {
    guard !extraNames.isEmpty else { return redact(text) }
    let folded = Set(extraNames.map { CredentialName.fold($0) })
    return redactAll(text) { CredentialName.isCredential($0) || folded.contains(CredentialName.fold($0)) }
  }

  /// Lines either side of a line with a hint that its regexes also read.
  private static let context = 2

  /// Every rule over all of `text`, a name being a credential when `isCredential` says so.
  private static func redactAll(
    _ text: String, isCredential: (Substring) -> Bool = { CredentialName.isCredential($0) }
  ) -> String {
    var result = text
    result.replace(keyedValue) { match in
      guard isCredential(match.output.1) else { return String(match.output.0) }
      return "\"\(match.output.1)\"\(match.output.2)\"\(marker)\""
    }
    result.replace(escapedKeyedValue) { match in
      guard isCredential(match.output.1) else { return String(match.output.0) }
      return "\\\"\(match.output.1)\\\"\(match.output.2)\\\"\(marker)\\\""
    }
    result.replace(namedValue) { match in
      guard isCredential(match.output.2) else { return String(match.output.0) }
      return "\(match.output.1)\"\(marker)\""
    }
    result.replace(parameter) { match in
      guard isCredential(match.output.2), match.output.3 != marker else { return String(match.output.0) }
      return "\(match.output.1)\(match.output.2)=\(marker)"
    }
    result.replace(scheme) { "\($0.output.1) \(marker)" }
    result.replace(jwt) { _ in marker }
    result.replace(vendorKey) { _ in marker }
    return result
  }

  /// Whether `text` contains a hint, ASCII case-insensitively.
  ///
  /// A plain byte loop: Foundation's `String.contains` goes through NSString, and the generic
  /// searchers pay for metadata; either costs more than the rest of a response's checks.
  static func mayHoldSecret(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(mayHoldSecret)
  }

  static func mayHoldSecret(_ text: Substring) -> Bool {
    var text = text
    return text.withUTF8(mayHoldSecret)
  }

  private static func mayHoldSecret(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    @inline(__always) func lower(_ byte: UInt8) -> UInt8 {
      byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
    // One pass: only the hints that begin with the letter standing there are compared.
    for start in bytes.indices {
      let bucket = hintsByStart[Int(lower(bytes[start]))]
      guard !bucket.isEmpty else { continue }
      candidates: for hint in bucket where start + hint.count <= bytes.count {
        for offset in 1..<hint.count where lower(bytes[start + offset]) != hint[offset] { continue candidates }
        return true
      }
    }
    return false
  }

  /// The hints by their first byte.
  private static let hintsByStart: [[[UInt8]]] = {
    var buckets = [[[UInt8]]](repeating: [], count: 256)
    for hint in hints { buckets[Int(hint[0])].append(hint) }
    return buckets
  }()
}
