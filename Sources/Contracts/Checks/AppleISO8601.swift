import Foundation
public import JSONCore

/// `JSONDecoder`'s `.iso8601` as Apple's Foundation has read dates: through
/// `ISO8601DateFormatter`'s internet date-time, which refuses fraction digits
/// (`2024-03-15T10:30:00.123Z`: "Expected date string to be ISO8601-formatted.").
///
/// The Foundation a check runs on here (swift-foundation 6.3's) reads them, so a response the
/// app fails on, on devices whose Foundation does not, would pass. Which OS versions those are
/// is not known here. A response holding such a timestamp is decoded once more with the
/// profile's own decoder reading dates as that one does; what fails only then is that failure.
public enum AppleISO8601 {
  /// What Apple's `.iso8601` says of a date it cannot read.
  static let refusal = "Expected date string to be ISO8601-formatted."

  /// Whether `value` holds a date-time string with fraction digits anywhere.
  public static func holdsFractionDigits(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text):
      // A date-time, not a date alone (`2024-03-15`) nor any string that starts with one.
      guard text.utf8.count > 20, let timestamp = Timestamp(text) else { return false }
      return timestamp.precision > 0
    case .array(let elements): return elements.contains(where: holdsFractionDigits)
    case .object(let object): return object.members.contains { holdsFractionDigits($0.value) }
    default: return false
    }
  }

  /// The profile's decoder, reading dates as Apple's `.iso8601` has.
  static func decoder(like profile: Profile) -> JSONDecoder {
    let decoder = profile.makeDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      let digits = Timestamp(text)?.precision ?? 0
      // Read as the internet date-time without fractions; a format style is a value, not a
      // formatter made per date.
      guard digits == 0, let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: refusal)
      }
      return date
    }
    return decoder
  }
}
