public import Contracts
import Foundation

/// The classic hand-rolled date format: `yyyy-MM-dd'T'HH:mm:ssXXXXX`, with no fractional
/// seconds, so a timestamp with a fraction (which RFC 3339 and the contract allow) fails.
public let strictSecondsProfile = Profile(
  name: "strict-seconds",
  summary: "dates with a fixed yyyy-MM-dd'T'HH:mm:ssXXXXX format (no fractions)",
  decoder: {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(strictSecondsFormatter())
    return decoder
  },
  encoder: {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(strictSecondsFormatter())
    return encoder
  })

private func strictSecondsFormatter() -> DateFormatter {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(secondsFromGMT: 0)
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  return formatter
}
