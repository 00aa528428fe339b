import Foundation

extension Profile {
  /// The Sightscreen app's API decoding: one shared decoder whose date strategy tries ISO 8601
  /// with fractional seconds, then without, and throws otherwise; writing back as the
  /// generated models' `newJSONEncoder()` does (`.iso8601`, which drops the fraction).
  public static let sightscreen = Profile(
    name: "sightscreen",
    summary:
      "keys as declared; dates read as ISO 8601 with fractional seconds, then without; written by .iso8601 (no fraction)",
    decoder: {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .custom(DateFormats.decodeISO8601FractionalThenWhole)
      return decoder
    },
    encoder: { Profile.iso8601.makeEncoder() })

  /// What ActivityKit does with a push's `content-state`: a `JSONDecoder` with default
  /// strategies, so keys are the Codable names and a `Date` is seconds since 2001-01-01.
  public static let activityKit = Profile(
    name: "activitykit",
    summary: "ActivityKit's content-state decoding: default strategies (dates as seconds since 2001-01-01)",
    decoder: { JSONDecoder() }, encoder: { JSONEncoder() })
}

extension DateFormats {
  private static let fractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  private static let wholeSeconds = Date.ISO8601FormatStyle()

  /// ISO 8601 with fractional seconds, else without; anything else throws.
  @Sendable static func decodeISO8601FractionalThenWhole(_ decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = (try? fractionalSeconds.parse(text)) ?? (try? wholeSeconds.parse(text)) { return date }
    throw DecodingError.dataCorruptedError(
      in: container,
      debugDescription:
        "unreadable date '\(text)': expected ISO 8601 like 2026-01-14T08:15:42.617Z or 2026-01-14T08:15:42Z")
  }
}
