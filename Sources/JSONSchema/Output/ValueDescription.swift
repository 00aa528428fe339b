import JSONCore

/// How messages show values: strings in single quotes (`'study_circle'`), numbers as
/// written, anything else as compact JSON, long texts cut with `…`.
enum ValueDescription {
  static let maximumLength = 60

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "'" + truncated(text) + "'"
    case .number(let number): number.lexeme
    default: truncated(JSONWriter().string(value))
    }
  }

  /// A JSON list of values for "is not one of" messages: the first few, then `…`.
  static func list(_ values: [JSONValue], limit: Int = 5) -> String {
    var parts = values.prefix(limit).map { truncated(JSONWriter().string($0)) }
    if values.count > limit { parts.append("…") }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  static func truncated(_ text: String) -> String {
    guard text.count > maximumLength else { return text }
    return text.prefix(maximumLength - 1) + "…"
  }

  /// `1 item`, `2 items`; `plural` for nouns that do not just take an "s".
  static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }
}
