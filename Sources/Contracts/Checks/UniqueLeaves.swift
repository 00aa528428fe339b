import JSONCore

/// A copy of a response in which the string values that repeat are made unique, each keeping
/// its shape: a URL stays a URL, a UUID a UUID, an email an email.
///
/// The reflection check tells which key a property was read from by its value; two keys with
/// one value (`git_pull_url` and `git_push_url` both the repository's URL in every fixture)
/// hide a swapped `CodingKeys` pair. Decoding this copy shows which key each property reads.
/// Only values two keys of one object share change (the reflection check compares a
/// property's value with its siblings' keys only), and only those that look like free text or
/// identifiers: a repeated enum raw value (`"active"`) is left alone, so the copy still
/// decodes. A response where no object repeats such a value needs no copy, and is not decoded
/// twice.
enum UniqueLeaves {
  /// The copy, or `nil` when no object holds one such value under two keys (nothing to tell
  /// apart).
  static func copy(of value: JSONValue) -> JSONValue? {
    var repeated = Set<String>()
    collectShared(value, into: &repeated)
    guard !repeated.isEmpty else { return nil }
    var serial = 0
    return rewrite(value, repeated, &serial)
  }

  /// The tellable strings some object holds under two of its keys.
  private static func collectShared(_ value: JSONValue, into repeated: inout Set<String>) {
    switch value {
    case .array(let elements):
      for element in elements { collectShared(element, into: &repeated) }
    case .object(let object):
      var seen = Set<String>()
      for member in object {
        if case .string(let text) = member.value, isTellable(text), !seen.insert(text).inserted {
          repeated.insert(text)
        }
        collectShared(member.value, into: &repeated)
      }
    default:
      break
    }
  }

  private static func rewrite(_ value: JSONValue, _ repeated: Set<String>, _ serial: inout Int) -> JSONValue {
    switch value {
    case .string(let text) where repeated.contains(text):
      serial += 1
      return .string(unique(text, serial))
    case .array(let elements):
      return .array(elements.map { rewrite($0, repeated, &serial) })
    case .object(let object):
      var copy = JSONObject()
      for member in object { copy[member.key] = rewrite(member.value, repeated, &serial) }
      return .object(copy)
    default:
      return value
    }
  }

  /// Identifiers and free text: URLs, UUIDs, emails, and strings with a space or longer than
  /// 20 characters. Short single words may be enum raw values.
  private static func isTellable(_ text: String) -> Bool {
    JSONDiff.isUUID(text) || text.contains("://") || text.contains("@") || text.contains(" ") || text.count > 20
  }

  /// `text` made the `serial`-th unique value of its kind.
  static func unique(_ text: String, _ serial: Int) -> String {
    if JSONDiff.isUUID(text) {
      let suffix = String(serial, radix: 16)
      let padded = String(repeating: "0", count: max(0, 6 - suffix.count)) + suffix
      return String(text.prefix(36 - padded.count)) + padded
    }
    if text.contains("://") {
      return text + (text.contains("?") ? "&" : "?") + "contract-unique=\(serial)"
    }
    if let at = text.firstIndex(of: "@") {
      return "u\(serial)." + text[..<at] + text[at...]
    }
    return text + " #\(serial)"
  }
}
