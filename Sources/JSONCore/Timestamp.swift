/// An RFC 3339 / ISO 8601 date-time read from a JSON string, keeping how it was written.
///
/// Backends print timestamps many ways (`2024-03-15T10:30:00Z`, Postgres's
/// `2024-03-15T10:30:00.123456+00:00`, `+0000` offsets) and Swift's date strategies read and
/// write only some of them. The semantic diff needs both the instant (did the model move
/// the time?) and the precision (did it drop microseconds?), so both are kept exactly:
/// seconds since the epoch as an integer and the fraction as its digit string.
public struct Timestamp: Sendable, Hashable {
  /// Whole seconds since 1970-01-01T00:00:00Z.
  public let epochSeconds: Int64
  /// The fraction digits as written (`"123456"`), possibly empty.
  public let fraction: String
  /// Offset from UTC in seconds; `nil` for a local time with no offset.
  public let offsetSeconds: Int?

  /// Reads `YYYY-MM-DD[T ]HH:MM:SS[.fraction][Z|±HH:MM|±HHMM|±HH|±HH:MM:SS][ BC]`; `T` and `Z`
  /// in either case.
  ///
  /// Beyond RFC 3339 it reads what PostgreSQL prints: years past 9999 (`20250-05-31…`), BC
  /// years (`0044-03-15T12:00:00+00:00 BC`, year 1 BC being astronomical year 0), and offsets
  /// with seconds, which local mean time has before a zone adopted standard time
  /// (`1836-11-28T11:58:45-00:01:15` in Europe/London). It also reads ISO 8601's expanded
  /// years (`-0043-03-15…`), which is how BC instants are written back. Years have at most
  /// nine digits.
  public init?(_ text: String) {
    // Read in place: the round-trip comparison reads both sides of every string a model
    // rewrote, and most of those are timestamps.
    var text = text
    guard
      let parsed = text.withUTF8({ bytes in
        var reader = TimestampReader(bytes: bytes)
        return reader.read()
      })
    else { return nil }
    self = parsed
  }

  fileprivate init(epochSeconds: Int64, fraction: String, offsetSeconds: Int?) {
    self.epochSeconds = epochSeconds
    self.fraction = fraction
    self.offsetSeconds = offsetSeconds
  }

  /// `text` as a full date-time with an offset, what an app decodes as a `Date`; `nil` for a
  /// date alone, a local time, or any other string.
  public static func dateTime(_ text: String) -> Timestamp? {
    guard text.utf8.count >= 20, let timestamp = Timestamp(text), timestamp.offsetSeconds != nil else { return nil }
    return timestamp
  }

  /// Number of fraction digits written (ASCII digits: a byte each).
  public var precision: Int { fraction.utf8.count }

  /// The fraction without trailing zeros: `"120"` and `"12"` are the same instant.
  public var significantFraction: Substring {
    let significant = fraction.utf8.reversed().drop { $0 == UInt8(ascii: "0") }.count
    return fraction.prefix(significant)
  }

  /// Whether both name the same instant, whatever their precision and offset spelling.
  public func isSameInstant(as other: Timestamp) -> Bool {
    epochSeconds == other.epochSeconds && significantFraction.utf8.elementsEqual(other.significantFraction.utf8)
  }

  /// Whether `other` is this instant cut (or rounded) to fewer fraction digits.
  public func isTruncated(to other: Timestamp) -> Bool {
    guard other.precision < precision else { return false }
    if epochSeconds == other.epochSeconds, fraction.utf8.starts(with: other.fraction.utf8) { return true }
    // Rounded rather than truncated: within one unit of the kept precision.
    let scale = pow10(other.precision)
    let mine = Double(epochSeconds) * scale + (Double("0." + fraction) ?? 0) * scale
    let theirs = Double(other.epochSeconds) * scale + (Double("0." + other.fraction) ?? 0) * scale
    return abs(mine - theirs) <= 1
  }

  private func pow10(_ n: Int) -> Double {
    var value = 1.0
    for _ in 0..<n { value *= 10 }
    return value
  }

  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  /// The days of `month` (1–12) in the proleptic Gregorian `year`.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The proleptic Gregorian date `days` after 1970-01-01, by counting 400-year eras of
  /// 146 097 days from 0000-03-01 (so that leap days fall at the end of each year): the
  /// inverse of ``daysFromCivil(year:month:day:)``.
  public static func civilDate(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

/// The reading of ``Timestamp/init(_:)``, over the text's UTF-8 bytes.
private struct TimestampReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var cursor = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func read() -> Timestamp? {
    let yearSign = sign()
    var yearDigits = 4
    while cursor + yearDigits < bytes.count, yearDigits < 9, JSONNumber.isDigit(bytes[cursor + yearDigits]) {
      yearDigits += 1
    }
    guard let writtenYear = number(yearDigits), expect(UInt8(ascii: "-")), let month = number(2),
      expect(UInt8(ascii: "-")), let day = number(2), expect(UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")),
      let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2), expect(UInt8(ascii: ":")),
      let second = number(2)
    else { return nil }
    var fraction = ""
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      let start = cursor
      while cursor < bytes.count, JSONNumber.isDigit(bytes[cursor]) { cursor += 1 }
      guard cursor > start else { return nil }
      fraction = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
    }
    var offset: Int? = nil
    if expect(UInt8(ascii: "Z"), UInt8(ascii: "z")) {
      offset = 0
    } else if let offsetSign = sign() {
      guard let hours = number(2), hours < 24 else { return nil }
      var minutes = 0
      var seconds = 0
      if cursor < bytes.count, bytes[cursor] != UInt8(ascii: " ") {
        let colon = expect(UInt8(ascii: ":"))
        guard let value = number(2), value < 60 else { return nil }
        minutes = value
        if colon, expect(UInt8(ascii: ":")) {
          guard let value = number(2), value < 60 else { return nil }
          seconds = value
        }
      }
      offset = offsetSign * (hours * 3600 + minutes * 60 + seconds)
    }
    let isBC = bytes[cursor...].elementsEqual(" BC".utf8)
    if isBC { cursor = bytes.count }
    guard cursor == bytes.count, !(isBC && yearSign != nil), !(isBC && writtenYear == 0) else { return nil }
    let year = isBC ? 1 - writtenYear : (yearSign ?? 1) * writtenYear
    guard (1...12).contains(month), day >= 1, day <= Timestamp.daysIn(month: month, year: year),
      hour < 24, minute < 60, second <= 60
    else { return nil }
    let days = Timestamp.daysFromCivil(year: year, month: month, day: day)
    let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    return Timestamp(epochSeconds: local - Int64(offset ?? 0), fraction: fraction, offsetSeconds: offset)
  }

  private mutating func number(_ width: Int) -> Int? {
    guard cursor + width <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[cursor..<cursor + width] {
      guard JSONNumber.isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    cursor += width
    return value
  }

  /// Steps over the byte at the cursor if it is `byte` or one of the alternatives.
  private mutating func expect(_ byte: UInt8, _ other: UInt8? = nil, _ third: UInt8? = nil) -> Bool {
    guard cursor < bytes.count else { return false }
    let actual = bytes[cursor]
    guard actual == byte || actual == other || actual == third else { return false }
    cursor += 1
    return true
  }

  private mutating func sign() -> Int? {
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") else {
      return nil
    }
    cursor += 1
    return bytes[cursor - 1] == UInt8(ascii: "-") ? -1 : 1
  }
}
