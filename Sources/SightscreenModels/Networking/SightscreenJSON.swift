public import Foundation

/// The app's one shared `JSONDecoder` configuration for API responses.
///
/// The backend is TypeScript: `Date.toISOString()` writes milliseconds
/// (`2026-01-14T08:15:42.617Z`), but dates that pass through from the score provider, or were
/// truncated to the second, arrive without a fraction (`2026-01-14T08:15:42Z`). Foundation's
/// `.iso8601` strategy reads only one of the two on Apple platforms, so the decoder tries the
/// fractional form first, then the whole-second form, and throws for anything else.
public enum SightscreenJSON {
  public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom(decodeDate)
    return decoder
  }

  /// What the app writes: the generated models' encoder (`.iso8601`, whole seconds).
  public static func makeEncoder() -> JSONEncoder { newJSONEncoder() }

  private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  private static let wholeSeconds = Date.ISO8601FormatStyle()

  @Sendable static func decodeDate(_ decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = try? fractional.parse(text) { return date }
    if let date = try? wholeSeconds.parse(text) { return date }
    throw DecodingError.dataCorruptedError(
      in: container, debugDescription: "Expected an ISO 8601 date with or without fractional seconds, got '\(text)'")
  }
}
