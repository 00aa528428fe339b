/// Checkers for the `format` values of PostgREST's Swagger 2.0 output, which are Postgres
/// type names (`timestamp with time zone`, `uuid`, `text[]`, enum type names…).
///
/// Only types whose JSON text has a fixed shape get a checker. Postgres writes them in
/// JSON as follows (`to_json`, which PostgREST uses):
/// - `timestamp with time zone`: `2024-03-15T10:30:00.123456+00:00`, RFC 3339 with `T`;
/// - `timestamp without time zone`: the same without an offset;
/// - `date`: `2024-03-15`; `time without time zone`: `10:30:00[.ffffff]` (`24:00:00` is a
///   valid Postgres time); `time with time zone`: that plus an offset, which Postgres may
///   write as `+05`, `+05:30` or `+05:30:15`;
/// - dates and timestamps may also be `infinity` / `-infinity`, years beyond 9999, or BC
///   (` BC` suffix).
/// Numbers, text, booleans, JSON, arrays and enums return nil: the schema's `type` and
/// `enum` already say everything checkable about them.
enum PostgresFormats {
  static func checker(for format: String) -> (@Sendable (String) -> Bool)? {
    switch format.lowercased() {
    case "uuid": UUIDFormat.isValid
    case "timestamp with time zone", "timestamptz": { isTimestamp($0, offset: .required) }
    case "timestamp without time zone", "timestamp": { isTimestamp($0, offset: .forbidden) }
    case "date": isDate
    case "time with time zone", "timetz": { isTime($0, offset: .required) }
    case "time without time zone", "time": { isTime($0, offset: .forbidden) }
    default: nil
    }
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
      // Timestamps with time zone follow RFC 3339: the offset is ±HH:MM or Z.
      guard scanner.timeOffset() != nil else { return false }
    case .forbidden:
      break
    }
    return scanner.postgresEra() && scanner.atEnd
  }

  static func isTime(_ text: String, offset: OffsetRule) -> Bool {
    var scanner = ASCIIScanner(text)
    guard scanner.postgresClock(allow24: true) else { return false }
    if offset == .required {
      guard scanner.eat("+") || scanner.eat("-"), let hours = scanner.digits(2), hours <= 15 else {
        return false
      }
      for _ in 0..<2 where scanner.eat(":") {
        guard let part = scanner.digits(2), part <= 59 else { return false }
      }
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
      && day <= DateTimeFormats.daysIn(month: month, year: year)
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

  /// An optional ` BC` era suffix.
  mutating func postgresEra() -> Bool {
    guard peek() == UInt8(ascii: " ") else { return true }
    return eat(" ") && eat("B") && eat("C")
  }
}
