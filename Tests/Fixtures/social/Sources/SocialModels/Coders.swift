import Foundation

// The client's coders, as timeline clients write them: snake_case keys converted both ways,
// ISO 8601 dates read with or without milliseconds, written back without them (the app
// caches decoded statuses on disk with this encoder).

extension JSONDecoder {
  public static func social() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = SocialDates.date(from: text) { return date }
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date-time: \(text)")
    }
    return decoder
  }
}

extension JSONEncoder {
  public static func social() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

enum SocialDates {
  static func date(from text: String) -> Date? {
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = fractional.date(from: text) { return date }
    return ISO8601DateFormatter().date(from: text)
  }
}
