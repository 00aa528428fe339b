import JSONCore

/// `date`, `time` and `date-time`: RFC 3339 section 5.6, exactly.
///
/// RFC 3339 is a strict profile of ISO 8601: four-digit years, two-digit fields, ASCII
/// digits only, `T` (or `t`) between date and time, and a mandatory offset (`Z`, `z` or
/// `±HH:MM`) on times. A leap second (`:60`) is valid only where it can occur: when the
/// time, shifted to UTC by its offset, is 23:59:60.
enum DateTimeFormats {
  static func isDate(_ text: String) -> Bool {
    var scanner = ASCIIScanner(text)
    return scanner.fullDate() && scanner.atEnd
  }

  static func isTime(_ text: String) -> Bool {
    var scanner = ASCIIScanner(text)
    return scanner.fullTime() && scanner.atEnd
  }

  static func isDateTime(_ text: String) -> Bool {
    var scanner = ASCIIScanner(text)
    return scanner.fullDate() && (scanner.eat("T") || scanner.eat("t")) && scanner.fullTime()
      && scanner.atEnd
  }
}

/// A cursor over a string's UTF-8 bytes for the fixed-width grammars of dates and times.
///
/// Any non-ASCII byte simply fails to match, which is what rejects non-ASCII digits.
struct ASCIIScanner {
  let bytes: [UInt8]
  var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var atEnd: Bool { index == bytes.count }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func eat(_ character: Unicode.Scalar) -> Bool {
    guard let byte = peek(), UInt32(byte) == character.value else { return false }
    index += 1
    return true
  }

  /// Exactly `width` ASCII digits as a number.
  mutating func digits(_ width: Int) -> Int? {
    guard index + width <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + width] {
      guard (0x30...0x39).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    index += width
    return value
  }

  /// One or more ASCII digits; returns how many were read.
  mutating func digitRun() -> Int {
    let start = index
    while let byte = peek(), (0x30...0x39).contains(byte) { index += 1 }
    return index - start
  }

  /// Reads `full-date = date-fullyear "-" date-month "-" date-mday`.
  mutating func fullDate() -> Bool {
    guard let year = digits(4), eat("-"), let month = digits(2), eat("-"), let day = digits(2)
    else {
      return false
    }
    return (1...12).contains(month) && day >= 1
      && day <= Timestamp.daysIn(month: month, year: year)
  }

  /// full-time = partial-time time-offset, with the leap-second rule applied in UTC.
  mutating func fullTime() -> Bool {
    guard let hour = digits(2), eat(":"), let minute = digits(2), eat(":"), let second = digits(2)
    else {
      return false
    }
    if eat(".") {
      guard digitRun() > 0 else { return false }
    }
    guard hour <= 23, minute <= 59, second <= 60 else { return false }
    guard let offsetMinutes = timeOffset() else { return false }
    if second == 60 {
      let utc = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
      return utc == 23 * 60 + 59
    }
    return true
  }

  /// time-offset = "Z" / time-numoffset, as signed minutes east of UTC.
  mutating func timeOffset() -> Int? {
    if eat("Z") || eat("z") { return 0 }
    let sign: Int
    if eat("+") {
      sign = 1
    } else if eat("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = digits(2), eat(":"), let minutes = digits(2), hours <= 23, minutes <= 59
    else { return nil }
    return sign * (hours * 60 + minutes)
  }
}
