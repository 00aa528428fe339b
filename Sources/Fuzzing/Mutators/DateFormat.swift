public import JSONCore

/// date-format: every timestamp re-rendered the ways backends print them.
///
/// Variants `0...9` keep the offset and write that many fraction digits (Postgres sends up to
/// 6, JavaScript 3, Java 9, many none); then the same instant as `Z` (10), `+00:00` (11),
/// `+0000` (12), at `+05:30` (13) and `-08:00` (14); Postgres's own text form
/// `2024-03-15 10:30:00.123456+00` (15); and the date alone (16). Which strings are
/// timestamps comes from the contract (`format: date-time`, PostgREST's `timestamp with
/// time zone`) or, where the contract says nothing, from the string reading as one.
public struct DateFormat: MutationOperator {
  public let name = "date-format"
  static let variantCount = 17
  /// The variants that keep the offset and write as many fraction digits as their number.
  static let fractionVariants = 0...9

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let text = node.stringValue, isTimestamp(text, at: pointer, facts: facts), let timestamp = Timestamp(text)
      else { return }
      for variant in 0..<DateFormat.variantCount
      where rendering(variant, of: timestamp, text: text).map({ $0 != text }) ?? false {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let text = node.stringValue, let timestamp = Timestamp(text),
        let rendered = rendering(mutation.variant, of: timestamp, text: text), rendered != text
      else { return nil }
      node = .string(rendered)
      return AppliedMutation(
        mutation: mutation, description: "\"\(text)\" → \"\(rendered)\"", changed: [mutation.pointer])
    }
  }

  private func isTimestamp(_ text: String, at pointer: JSONPointer, facts: FixtureFacts) -> Bool {
    if let node = facts[pointer] {
      return node.isTimestamp || (node.enumValues == nil && Timestamp.dateTime(text) != nil)
    }
    return Timestamp.dateTime(text) != nil
  }

  func rendering(_ variant: Int, of timestamp: Timestamp, text: String) -> String? {
    let offset = timestamp.offsetSeconds ?? 0
    let digits = timestamp.precision
    let style = TimestampRendering.offsetStyle(of: text)
    switch variant {
    case DateFormat.fractionVariants:
      return TimestampRendering(fractionDigits: variant, offsetSeconds: offset, offsetStyle: style).render(timestamp)
    case 10: return TimestampRendering(fractionDigits: digits, offsetSeconds: 0, offsetStyle: .zulu).render(timestamp)
    case 11: return TimestampRendering(fractionDigits: digits, offsetSeconds: 0, offsetStyle: .colon).render(timestamp)
    case 12:
      return TimestampRendering(fractionDigits: digits, offsetSeconds: 0, offsetStyle: .compact).render(timestamp)
    case 13:
      return TimestampRendering(fractionDigits: digits, offsetSeconds: 5 * 3600 + 1800, offsetStyle: .colon).render(
        timestamp)
    case 14:
      return TimestampRendering(fractionDigits: digits, offsetSeconds: -8 * 3600, offsetStyle: .colon).render(timestamp)
    case 15:
      return TimestampRendering(fractionDigits: 6, offsetSeconds: 0, offsetStyle: .hours, separator: " ").render(
        timestamp)
    case 16:
      let full = TimestampRendering(fractionDigits: 0, offsetSeconds: offset, offsetStyle: style).render(timestamp)
      return String(full.prefix(10))
    default: return nil
    }
  }
}
