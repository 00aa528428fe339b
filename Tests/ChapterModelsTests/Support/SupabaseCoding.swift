import Foundation

/// The app's JSON coders, rebuilt for the tests: the same behaviour as the `supabase` profile
/// of the `contract` tool, written out here so these tests depend on nothing but the models.
///
/// Decoding accepts ISO 8601 timestamps with or without fractional seconds and with any number
/// of fraction digits (Postgres prints up to six and trims trailing zeros), with a `Z`,
/// `+00:00` or `+0000` offset. Encoding writes milliseconds in UTC,
/// `yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ` (so `…Z`), which is why microseconds do not survive a
/// round trip. Keys use the default strategy: the models spell snake_case in `CodingKeys`.
enum SupabaseCoding {
  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = parseTimestamp(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected an ISO 8601 timestamp, found \(text)")
      }
      return date
    }
    return decoder
  }

  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatTimestamp(date))
    }
    return encoder
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)` to a `Date`; `nil` for anything else.
  static func parseTimestamp(_ text: String) -> Date? {
    let pattern =
      /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})$/
    guard let match = text.wholeMatch(of: pattern),
      let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
      let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var offsetSeconds = 0
    if match.8 != "Z" {
      let digits = match.8.dropFirst().filter(\.isNumber)
      guard let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)) else {
        return nil
      }
      offsetSeconds = (match.8.first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
    let days = daysFromCivil(year: year, month: month, day: day)
    let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    let fraction = match.7.flatMap { Double("0.\($0)") } ?? 0
    return Date(timeIntervalSince1970: Double(whole) + fraction)
  }

  /// A `Date` as `yyyy-MM-dd'T'HH:mm:ss.SSSZ` in UTC, milliseconds rounded down.
  static func formatTimestamp(_ date: Date) -> String {
    let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
    let seconds = milliseconds.floorDivided(by: 1000)
    let days = seconds.floorDivided(by: 86_400)
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilFromDays(days)
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
      + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))."
      + "\(pad(milliseconds - seconds * 1000, 3))Z"
  }

  // Howard Hinnant's days-from-civil algorithms, valid for the proleptic Gregorian calendar.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = y.floorDivided(by: 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = z.floorDivided(by: 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthPrime = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
    let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Int {
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
