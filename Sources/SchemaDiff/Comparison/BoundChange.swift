import JSONCore

/// Whether a change of a bounds keyword lets the backend send more than before, and a value
/// that only the new bound allows.
enum BoundChange {
  /// Keywords whose larger value allows more.
  private static let upper: Set<String> = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"]
  /// Keywords whose smaller value allows more.
  private static let lower: Set<String> = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"]

  static func widens(_ keyword: String, from old: JSONValue?, to new: JSONValue?) -> Bool {
    guard let old else { return false }  // a bound added only narrows
    guard let new else { return true }  // a bound removed only widens
    if let was = old.numberValue?.double, let now = new.numberValue?.double {
      if upper.contains(keyword) { return now > was }
      if lower.contains(keyword) { return now < was }
      return true  // multipleOf: another divisor allows other values
    }
    // pattern changed, uniqueItems true → false, an exclusive bound's draft-4 boolean flipped.
    return old != .bool(false)
  }

  /// A value past the old bound that the new one allows, for the bounds a value can show.
  static func probe(_ keyword: String, from old: JSONValue?, to new: JSONValue?) -> JSONValue? {
    guard let was = old?.numberValue?.double else { return nil }
    switch keyword {
    case "maximum", "exclusiveMaximum": return .number(JSONNumber(was.rounded(.down) + 1))
    case "minimum", "exclusiveMinimum": return .number(JSONNumber(was.rounded(.up) - 1))
    case "maxLength": return .string(String(repeating: "x", count: Int(was) + 1))
    case "minLength":
      let length = max(0, Int(new?.numberValue?.double ?? 0))
      return .string(String(repeating: "x", count: length))
    default: return nil
    }
  }
}
