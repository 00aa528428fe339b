/// The helper types generated code uses, written once per output into the support file.
///
/// They are fixed text: the renderer only puts the access level in front (`ACCESS `).
enum SupportSource {
  static func text(_ type: SupportType, access: String) -> String {
    let source =
      switch type {
      case .dateTime: dateTime
      case .calendarDate: calendarDate
      case .nullable: nullable
      case .indirect: indirect
      case .dynamicKey: dynamicKey
      case .unionDecoding: unionDecoding
      case .jsonValue: JSONValueSource.text
      }
    return source.replacingOccurrences(of: "ACCESS ", with: access)
  }

  static let dateTime = #"""
    /// An RFC 3339 `date-time` as the JSON wrote it: the instant, and the form of its text
    /// (0–9 fraction digits, the offset, the separator), so encoding writes back what was read.
    ///
    /// `Date` cannot do this: `JSONDecoder`'s `.iso8601` strategy refuses fractional seconds and
    /// writes none, and a `Double` cannot hold nine fraction digits of a current date.
    ACCESS struct ISO8601DateTime: Codable, Hashable, Sendable, CustomStringConvertible {
      /// How the offset from UTC is written.
      ACCESS enum OffsetStyle: Hashable, Sendable {
        /// `Z` (or `z`, as `lowercaseZ`).
        case z, lowercaseZ
        /// `+05:30`, `+0530`, `+05`.
        case colon, compact, hours
      }

      ACCESS var year, month, day, hour, minute, second: Int
      /// The fraction of the second, in nanoseconds.
      ACCESS var nanosecond: Int
      /// How many fraction digits the text has (0–9).
      ACCESS var fractionDigits: Int
      /// The offset from UTC in minutes (`0` for `Z`).
      ACCESS var utcOffsetMinutes: Int
      ACCESS var offsetStyle: OffsetStyle
      /// `T`, `t` or a space between the date and the time.
      ACCESS var separator: Character

      /// The instant.
      ACCESS var date: Date {
        let days = ISO8601DateTime.days(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - utcOffsetMinutes * 60
        return Date(timeIntervalSince1970: Double(seconds) + Double(nanosecond) / 1_000_000_000)
      }

      /// `date` in UTC with `fractionDigits` digits (0–9) and `Z`.
      ACCESS init(_ date: Date, fractionDigits: Int = 3) {
        let digits = min(max(fractionDigits, 0), 9)
        let interval = date.timeIntervalSince1970
        var seconds = Int(interval.rounded(.down))
        let scale = ISO8601DateTime.powerOfTen(9 - digits)
        var nanoseconds = Int(((interval - Double(seconds)) * 1_000_000_000 / Double(scale)).rounded()) * scale
        if nanoseconds >= 1_000_000_000 {
          seconds += 1
          nanoseconds -= 1_000_000_000
        }
        let days = seconds >= 0 ? seconds / 86_400 : -((86_399 - seconds) / 86_400)
        let time = seconds - days * 86_400
        (year, month, day) = ISO8601DateTime.civil(days: days)
        (hour, minute, second) = (time / 3_600, time / 60 % 60, time % 60)
        nanosecond = nanoseconds
        self.fractionDigits = digits
        utcOffsetMinutes = 0
        offsetStyle = .z
        separator = "T"
      }

      /// Reads `text`; `nil` unless it is an RFC 3339 date-time with at most 9 fraction digits.
      ACCESS init?(text: String) {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
          guard start >= 0, start + count <= bytes.count else { return nil }
          var value = 0
          for byte in bytes[start..<start + count] {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
          }
          return value
        }
        guard bytes.count >= 20, bytes[4] == 45, bytes[7] == 45, bytes[13] == 58, bytes[16] == 58,
          [84, 116, 32].contains(bytes[10]), let year = number(0, 4), let month = number(5, 2),
          let day = number(8, 2), let hour = number(11, 2), let minute = number(14, 2),
          let second = number(17, 2), (1...12).contains(month),
          (1...ISO8601DateTime.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
          second <= 60
        else { return nil }
        var index = 19
        var nanosecond = 0
        var digits = 0
        if bytes[index] == 46 {
          index += 1
          while index < bytes.count, let digit = number(index, 1) {
            guard digits < 9 else { return nil }
            nanosecond = nanosecond * 10 + digit
            digits += 1
            index += 1
          }
          guard digits > 0 else { return nil }
          nanosecond *= ISO8601DateTime.powerOfTen(9 - digits)
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        let style: OffsetStyle
        switch bytes[index] {
        case 90, 122:
          style = bytes[index] == 90 ? .z : .lowercaseZ
          index += 1
        case 43, 45:
          let negative = bytes[index] == 45
          guard let hours = number(index + 1, 2), hours < 24 else { return nil }
          var minutes = 0
          if index + 3 < bytes.count, bytes[index + 3] == 58 {
            guard let value = number(index + 4, 2) else { return nil }
            (minutes, style, index) = (value, .colon, index + 6)
          } else if let value = number(index + 3, 2) {
            (minutes, style, index) = (value, .compact, index + 5)
          } else {
            (style, index) = (.hours, index + 3)
          }
          guard minutes < 60 else { return nil }
          offset = (hours * 60 + minutes) * (negative ? -1 : 1)
        default:
          return nil
        }
        guard index == bytes.count else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
        (self.nanosecond, fractionDigits, utcOffsetMinutes, offsetStyle) = (nanosecond, digits, offset, style)
        separator = Character(Unicode.Scalar(bytes[10]))
      }

      /// The text, in the form it was read in.
      ACCESS var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
          let digits = String(value)
          return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))\(separator)"
        text += "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
        if fractionDigits > 0 {
          text += "." + padded(nanosecond / ISO8601DateTime.powerOfTen(9 - fractionDigits), fractionDigits)
        }
        let sign = utcOffsetMinutes < 0 ? "-" : "+"
        let hours = padded(abs(utcOffsetMinutes) / 60, 2)
        let minutes = padded(abs(utcOffsetMinutes) % 60, 2)
        switch offsetStyle {
        case .z: text += "Z"
        case .lowercaseZ: text += "z"
        case .colon: text += "\(sign)\(hours):\(minutes)"
        case .compact: text += "\(sign)\(hours)\(minutes)"
        case .hours: text += "\(sign)\(hours)"
        }
        return text
      }

      ACCESS var description: String { text }

      ACCESS init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = ISO8601DateTime(text: text) else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "'\(text)' is not an RFC 3339 date-time")
        }
        self = value
      }

      ACCESS func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
      }

      static func powerOfTen(_ exponent: Int) -> Int {
        var value = 1
        for _ in 0..<exponent { value *= 10 }
        return value
      }

      static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
      }

      /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
      /// `days_from_civil`).
      static func days(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
      }

      /// The inverse of ``days(year:month:day:)`` (`civil_from_days`).
      static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
      }
    }
    """#

  static let calendarDate = #"""
    /// A `format: date` value (`2024-03-15`): a day of the calendar, with no time or zone.
    ACCESS struct CalendarDate: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
      ACCESS var year, month, day: Int

      ACCESS init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
      }

      /// Reads `YYYY-MM-DD`; `nil` for anything else or a day the month does not have.
      ACCESS init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2,
          parts[2].count == 2, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
          parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }), (1...12).contains(month)
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...length).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
      }

      ACCESS var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
          let digits = String(value)
          return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
      }

      ACCESS var description: String { text }

      ACCESS static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
      }

      ACCESS init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = CalendarDate(text: text) else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a date (YYYY-MM-DD)")
        }
        self = value
      }

      ACCESS func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
      }
    }
    """#

  static let nullable = #"""
    /// A key that may be absent, `null` or a value (`--tri-state`): the property is
    /// `Nullable<T>?`, `nil` when the key is absent.
    ACCESS enum Nullable<Wrapped> {
      case null
      case value(Wrapped)
    }

    extension Nullable: Equatable where Wrapped: Equatable {}
    extension Nullable: Hashable where Wrapped: Hashable {}
    extension Nullable: Sendable where Wrapped: Sendable {}

    extension Nullable: Codable where Wrapped: Codable {
      ACCESS init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
      }

      ACCESS func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let value): try container.encode(value)
        }
      }
    }
    """#

  static let indirect = #"""
    /// A value held through a box, where a struct would otherwise hold itself (a recursive
    /// schema); it reads and writes as the value itself.
    ACCESS indirect enum Indirect<Wrapped> {
      case wrapped(Wrapped)

      ACCESS init(_ value: Wrapped) { self = .wrapped(value) }

      ACCESS var value: Wrapped {
        switch self {
        case .wrapped(let value): value
        }
      }
    }

    extension Indirect: Equatable where Wrapped: Equatable {}
    extension Indirect: Hashable where Wrapped: Hashable {}
    extension Indirect: Sendable where Wrapped: Sendable {}

    extension Indirect: Codable where Wrapped: Codable {
      ACCESS init(from decoder: any Decoder) throws { self = .wrapped(try Wrapped(from: decoder)) }

      ACCESS func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
    """#

  static let dynamicKey = #"""
    /// A member name: the structs' keys, written as string literals (`forKey: "user_id"`),
    /// and the members an `additionalProperties` schema describes.
    struct DynamicCodingKey: CodingKey, ExpressibleByStringLiteral {
      var stringValue: String
      var intValue: Int? { nil }

      init(_ stringValue: String) { self.stringValue = stringValue }
      init(stringLiteral stringValue: String) { self.stringValue = stringValue }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    """#

  static let unionDecoding = #"""
    /// How a union without a discriminator decodes: the alternatives whose required keys the
    /// payload has (and whose tag allows the payload's, when alternatives pin one) are tried
    /// in schema order; the first that keeps every key of the payload wins, else the one that
    /// keeps the most (ties: schema order).
    ///
    /// One helper rather than these steps written out in every union's `init(from:)`: written
    /// out, they were a large part of what the generated code cost to type-check and compile.
    struct UnionDecoding<Value> {
      let decoder: any Decoder
      /// The payload's keys when it is an object, else none: what an alternative keeps is
      /// scored by them.
      private let keys: Set<String>
      /// The payload's tag, when it is one of the strings some alternative pins it to.
      private let tag: String?
      private var chosen: Value?
      private var best: (value: Value, kept: Int)?
      private var failures: [any Error] = []

      /// `tag` names the property alternatives pin to strings, `pinned` every string they
      /// allow: a payload whose tag is one of them tries only the alternatives that allow it
      /// (and those that pin nothing); any other tag tries them all.
      init(_ decoder: any Decoder, tag: String? = nil, pinned: Set<String> = []) {
        self.decoder = decoder
        let container = try? decoder.container(keyedBy: DynamicCodingKey.self)
        keys = Set(container?.allKeys.map(\.stringValue) ?? [])
        let value = tag.flatMap { try? container?.decodeIfPresent(String.self, forKey: DynamicCodingKey($0)) }
        self.tag = value.flatMap { pinned.contains($0) ? $0 : nil }
      }

      /// Tries one alternative, unless an earlier one kept every key, the payload lacks one of
      /// `required`, or its tag is not one of `tagged`; `known` lists the keys it keeps (`nil`:
      /// it keeps any).
      mutating func attempt(
        requiring required: [String] = [], keeping known: [String]? = nil, tagged values: Set<String>? = nil,
        _ decode: (any Decoder) throws -> Value
      ) {
        guard chosen == nil, keys.isSuperset(of: required) else { return }
        if let tag, let values, !values.contains(tag) { return }
        do {
          let value = try decode(decoder)
          let kept = known.map { keys.intersection($0).count } ?? keys.count
          if kept == keys.count {
            chosen = value
          } else if kept > best?.kept ?? -1 {
            best = (value, kept)
          }
        } catch {
          failures.append(error)
        }
      }

      /// The chosen alternative, else a `DecodingError` with `description` and the first
      /// alternative's failure.
      func value(_ description: String) throws -> Value {
        if let value = chosen ?? best?.value { return value }
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: description, underlyingError: failures.first))
      }
    }
    """#
}
