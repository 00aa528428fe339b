import Foundation

// The client's coders, as such SDKs write their own: one decoder and one encoder for every
// response, snake_case keys converted, dates read and written by hand. They carry the date
// bugs real clients have: the decoder ignores the offset (`+05:30` is read as UTC) and
// accepts text after the timestamp; the encoder cuts the fraction to milliseconds (truncated,
// not rounded) and leaves the `Z` off.

extension JSONDecoder {
  public static func auth() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = AuthDates.date(from: text) { return date }
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
    }
    return decoder
  }
}

extension JSONEncoder {
  public static func auth() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(AuthDates.text(of: date))
    }
    return encoder
  }
}

enum AuthDates {
  /// `2024-03-15T10:30:00.123456+05:30` → the instant of `2024-03-15T10:30:00.123456Z`: the
  /// date and time are read, the fraction kept, whatever follows is not looked at.
  static func date(from text: String) -> Date? {
    let bytes = Array(text.utf8)
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<start + count] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
      let minute = number(14, 2), let second = number(17, 2)
    else { return nil }
    var fraction = 0.0
    var index = 19
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      var scale = 0.1
      index += 1
      while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
        fraction += Double(bytes[index] - 48) * scale
        scale /= 10
        index += 1
      }
    }
    var components = DateComponents()
    (components.year, components.month, components.day) = (year, month, day)
    (components.hour, components.minute, components.second) = (hour, minute, second)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: components).map { $0.addingTimeInterval(fraction) }
  }

  /// `2024-03-15T10:30:00.123` for the instant `…00.123456Z`.
  static func text(of date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let milliseconds = Int((seconds - whole) * 1000)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    let padded = String(milliseconds + 1000).dropFirst()
    return formatter.string(from: Date(timeIntervalSince1970: whole)) + "." + padded
  }
}
