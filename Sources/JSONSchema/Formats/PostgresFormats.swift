import JSONCore

/// Checkers for the `format` values of PostgREST's Swagger 2.0 output, which are Postgres
/// type names (`timestamp with time zone`, `uuid`, `text[]`, enum type names…).
///
/// Only types whose JSON text has a fixed shape get a checker. Postgres writes them in
/// JSON as follows (`to_json`, which PostgREST uses):
/// - `timestamp with time zone`: `2024-03-15T10:30:00.123456+00:00`, RFC 3339 with `T`;
/// - `timestamp without time zone`: the same without an offset;
/// - `date`: `2024-03-15`; `time without time zone`: `10:30:00[.ffffff]` (`24:00:00` is a
///   valid Postgres time); `time with time zone`: that plus an offset, which Postgres may
///   write as `+05`, `+05:30` or `+05:30:15`; timestamps' offsets have minutes, and
///   seconds for historical local mean time;
/// - dates and timestamps may also be `infinity` / `-infinity`, years beyond 9999, or BC
///   (` BC` suffix).
/// Numbers, text, booleans, JSON, arrays and enums return nil: the schema's `type` and
/// `enum` already say everything checkable about them.
enum PostgresFormats {
  static func checker(for format: String) -> (@Sendable (String) -> Bool)? {
    switch normalizedTypeName(format) {
    case "uuid": UUIDFormat.isValid
    case "timestamp with time zone", "timestamptz": { isTimestamp($0, offset: .required) }
    case "timestamp without time zone", "timestamp": { isTimestamp($0, offset: .forbidden) }
    case "date": isDate
    case "time with time zone", "timetz": { isTime($0, offset: .required) }
    case "time without time zone", "time": { isTime($0, offset: .forbidden) }
    default: nil
    }
  }

  /// Lowercased, with any type modifier removed: `format_type` writes precisions such as
  /// `timestamp(3) with time zone` or `time(0) without time zone`.
  static func normalizedTypeName(_ format: String) -> String {
    var result = ""
    var depth = 0
    for character in format.lowercased() {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      default: if depth == 0 { result.append(character) }
      }
    }
    return result
  }

  enum OffsetRule {
    case required, forbidden
  }

  static func isDate(_ text: String) -> Bool {
    if isInfinity(text) { return true }
    var scanner = ASCIIScanner(text)
    return scanner.postgresDate() && scanner.postgresEra() && scanner.atEnd
  }

  static func isTimestamp(_ text: String, offset: OffsetRule) -> Bool {
    if isInfinity(text) { return true }
    var scanner = ASCIIScanner(text)
    guard scanner.postgresDate(), scanner.eat("T") || scanner.eat("t"),
      scanner.postgresClock(allow24: false)
    else { return false }
    switch offset {
    case .required:
      guard scanner.eat("Z") || scanner.eat("z") || scanner.postgresOffset(requireMinutes: true)
      else {
        return false
      }
    case .forbidden:
      break
    }
    return scanner.postgresEra() && scanner.atEnd
  }

  static func isTime(_ text: String, offset: OffsetRule) -> Bool {
    var scanner = ASCIIScanner(text)
    guard scanner.postgresClock(allow24: true) else { return false }
    if offset == .required {
      guard scanner.postgresOffset(requireMinutes: false) else { return false }
    }
    return scanner.atEnd
  }

  private static func isInfinity(_ text: String) -> Bool {
    text == "infinity" || text == "-infinity"
  }
}

extension ASCIIScanner {
  /// `YYYY-MM-DD` with four or more year digits (Postgres allows years up to 294276).
  mutating func postgresDate() -> Bool {
    let start = index
    let yearDigits = digitRun()
    guard yearDigits >= 4, yearDigits <= 6 else { return false }
    let year = bytes[start..<index].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    guard eat("-"), let month = digits(2), eat("-"), let day = digits(2) else { return false }
    return (1...12).contains(month) && day >= 1
      && day <= Timestamp.daysIn(month: month, year: year)
  }

  /// `HH:MM:SS[.f…]`; Postgres has no leap seconds, and `24:00:00` only for `time`.
  mutating func postgresClock(allow24: Bool) -> Bool {
    guard let hour = digits(2), eat(":"), let minute = digits(2), eat(":"), let second = digits(2)
    else {
      return false
    }
    if eat(".") {
      guard digitRun() > 0 else { return false }
    }
    if allow24, hour == 24 { return minute == 0 && second == 0 }
    return hour <= 23 && minute <= 59 && second <= 59
  }

  /// Reads a Postgres UTC offset, `±HH:MM` or `±HH:MM:SS`.
  ///
  /// Seconds appear for historical local mean times (`+00:19:32`, Amsterdam before 1937); the
  /// text output style also writes a bare `±HH`. Postgres limits offsets to ±15:59:59.
  mutating func postgresOffset(requireMinutes: Bool) -> Bool {
    guard eat("+") || eat("-"), let hours = digits(2), hours <= 15 else { return false }
    guard eat(":") else { return !requireMinutes }
    guard let minutes = digits(2), minutes <= 59 else { return false }
    guard eat(":") else { return true }
    guard let seconds = digits(2), seconds <= 59 else { return false }
    return true
  }

  /// An optional ` BC` era suffix.
  mutating func postgresEra() -> Bool {
    guard peek() == UInt8(ascii: " ") else { return true }
    return eat(" ") && eat("B") && eat("C")
  }
}
