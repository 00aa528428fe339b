public import JSONCore
public import Redaction

/// Redaction that knows where a value stands: under a credential-named key, every value shown
/// is a secret, whatever it looks like.
extension Redactor {
  /// Evidence entries that hold values from the response (the others name kinds, operators,
  /// files and mutants).
  static let valueEvidence: Set<String> = [
    "original", "roundTrip", "value", "reference", "foundation", "lexeme", "mutation", "decodeFailure",
  ]

  /// A JSON string literal, or a bare number, as messages quote values (with what stands
  /// before it).
  nonisolated(unsafe) private static let quotedValue = #/(^|[\s(\[:=,])(?:"(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*)/#

  /// Whether `pointer` goes through a credential-named key (`/session/access_token`,
  /// `/0/password`).
  public static func isCredential(_ pointer: JSONPointer?) -> Bool {
    pointer?.tokens.contains { token in
      if case .key(let key) = token { CredentialName.isCredential(key) } else { false }
    } ?? false
  }

  /// The finding as reports may show it: its message and evidence redacted, and, when its
  /// pointer names a credential, every value it quotes.
  public static func redact(_ finding: Finding) -> Finding {
    var redacted = finding
    let credential = isCredential(finding.pointer)
    redacted.message = redact(finding.message, credential: credential)
    for (key, value) in finding.evidence {
      redacted.evidence[key] =
        credential && valueEvidence.contains(key) && value != "(absent)" ? marker : redact(value)
    }
    return redacted
  }

  /// `text` as it may be shown, when it describes the value at `pointer`: with every quoted
  /// value replaced if the pointer names a credential.
  public static func redact(_ text: String, at pointer: JSONPointer?) -> String {
    redact(text, credential: isCredential(pointer))
  }

  private static func redact(_ text: String, credential: Bool) -> String {
    guard credential else { return redact(text) }
    var result = text
    result.replace(quotedValue) { "\($0.output.1)\"\(marker)\"" }
    return redact(result)
  }

  /// `value` with the values of credential-named keys and credential-shaped strings replaced:
  /// a payload as a record may show it.
  public static func redact(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object):
      return .object(
        JSONObject(
          object.members.map { member in
            (member.key, CredentialName.isCredential(member.key) ? .string(marker) : redact(member.value))
          }))
    case .array(let elements): return .array(elements.map(redact))
    case .string(let text):
      let redacted = redact(text)
      return redacted == text ? value : .string(redacted)
    default: return value
    }
  }
}
