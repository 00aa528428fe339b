public import Contracts
import Foundation

/// `ISO8601DateFormatter` with `.withFractionalSeconds`, a common way to read a backend that
/// writes fractions: it refuses a timestamp with none (`2024-03-15T10:30:00Z`), which a backend
/// that drops trailing zeros sends for an instant on a whole second.
public let fractionalSecondsProfile = Profile(
  name: "fractional-seconds",
  summary: "ISO 8601 dates that must carry fraction digits",
  decoder: {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = fractionalFormatter().date(from: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "unreadable date '\(text)'")
      }
      return date
    }
    return decoder
  },
  encoder: {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(fractionalFormatter().string(from: date))
    }
    return encoder
  })

private func fractionalFormatter() -> ISO8601DateFormatter {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
  return formatter
}
