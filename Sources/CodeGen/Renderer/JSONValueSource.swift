/// The generated `JSONValue` and `JSONNumber`: what a schema that allows any JSON value
/// becomes, so free-form members (`metadata`, `user_metadata`, `extra`) decode and encode
/// back without loss and never as `Any`.
///
/// A number cannot be read as text through `Decoder`, so decoding reads it as `Decimal`
/// (exact for 38 digits), else as `Double`, and keeps the digits it read; a number built in
/// code from its lexeme (``JSONNumber/init(lexeme:)``) keeps that lexeme. Encoding writes an
/// integer as `Int64` where it fits and everything else as `Decimal` where that is exact, so
/// the value read is the value written. Fixed text, like ``SupportSource``.
enum JSONValueSource {
  static let text = #"""
    /// Any JSON value, for a schema that allows any: a free-form object, `{}`, a schema with no
    /// `type`. It reads and writes the JSON as it is; numbers keep their digits and whether they
    /// are integers.
    ///
    /// ```swift
    /// let plan = user.appMetadata?["plan"]?.stringValue
    /// ```
    ACCESS enum JSONValue: Codable, Hashable, Sendable {
      case null
      case bool(Bool)
      case number(JSONNumber)
      case string(String)
      case array([JSONValue])
      case object([String: JSONValue])

      ACCESS init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let value = try? container.decode(Bool.self) {
          self = .bool(value)
        } else if let value = try? container.decode(String.self) {
          self = .string(value)
        } else if let value = try? container.decode(JSONNumber.self) {
          self = .number(value)
        } else if let value = try? container.decode([JSONValue].self) {
          self = .array(value)
        } else {
          self = .object(try container.decode([String: JSONValue].self))
        }
      }

      ACCESS func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
      }

      /// The member `key` of an object; `nil` for anything else or a missing key.
      ACCESS subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
      }

      /// The element at `index` of an array; `nil` for anything else or an index out of range.
      ACCESS subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
      }

      ACCESS var isNull: Bool { self == .null }

      ACCESS var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
      }

      ACCESS var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
      }

      ACCESS var numberValue: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
      }

      /// The number as an `Int`, when it is an integer that fits.
      ACCESS var intValue: Int? { numberValue?.intValue }

      ACCESS var doubleValue: Double? { numberValue?.doubleValue }

      ACCESS var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
      }

      ACCESS var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
      }
    }

    // Not `ExpressibleByNilLiteral`: `nil` for a `JSONValue?` must stay "absent", not `.null`.
    extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByStringLiteral,
      ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
      ExpressibleByDictionaryLiteral
    {
      ACCESS init(booleanLiteral value: Bool) { self = .bool(value) }
      ACCESS init(stringLiteral value: String) { self = .string(value) }
      ACCESS init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
      ACCESS init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
      ACCESS init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

      ACCESS init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
      }
    }

    /// A JSON number as text (`42`, `-0.5`, `1e3`) and whether it is an integer, so a value read
    /// is written back with its digits and kind; equal when the text is.
    ACCESS struct JSONNumber: Codable, Hashable, Sendable, CustomStringConvertible {
      /// The number as JSON writes it.
      ACCESS let lexeme: String
      /// No fraction and no exponent in the lexeme.
      ACCESS let isInteger: Bool

      /// `nil` unless `lexeme` is a JSON number (RFC 8259's grammar).
      ACCESS init?(lexeme: String) {
        let bytes = Array(lexeme.utf8)
        var index = 0
        func digits() -> Int {
          let start = index
          while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
          return index - start
        }
        if index < bytes.count, bytes[index] == 45 { index += 1 }
        let leading = index
        let whole = digits()
        guard whole > 0, whole == 1 || bytes[leading] != 48 else { return nil }
        var integer = true
        if index < bytes.count, bytes[index] == 46 {
          index += 1
          guard digits() > 0 else { return nil }
          integer = false
        }
        if index < bytes.count, bytes[index] == 101 || bytes[index] == 69 {
          index += 1
          if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 { index += 1 }
          guard digits() > 0 else { return nil }
          integer = false
        }
        guard index == bytes.count else { return nil }
        self.lexeme = lexeme
        isInteger = integer
      }

      ACCESS init(_ value: Int) {
        lexeme = String(value)
        isInteger = true
      }

      /// A finite `value`'s shortest round-tripping digits; a non-finite one is written `0`
      /// (JSON has no infinity or NaN).
      ACCESS init(_ value: Double) {
        lexeme = value.isFinite ? "\(value)" : "0"
        isInteger = false
      }

      ACCESS var description: String { lexeme }

      /// The number as an `Int`, when it is an integer that fits.
      ACCESS var intValue: Int? { isInteger ? Int(lexeme) : nil }

      ACCESS var doubleValue: Double? { Double(lexeme) }

      ACCESS var decimalValue: Decimal? { Decimal(string: lexeme, locale: Locale(identifier: "en_US_POSIX")) }

      ACCESS init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let decimal = try? container.decode(Decimal.self), decimal.isFinite {
          // `Decimal` drops the kind (`1.0` reads as `1`): an integer is one `Int64` takes too,
          // with no fraction in the digits.
          let text = decimal.description
          let whole = !text.contains(".") && !text.contains("e") && !text.contains("E")
          if whole, let integer = try? container.decode(Int64.self), String(integer) == text {
            self.init(uncheckedLexeme: text, isInteger: true)
          } else {
            self.init(uncheckedLexeme: text, isInteger: whole && (try? container.decode(Double.self))?.isFinite == true)
          }
        } else {
          self.init(try container.decode(Double.self))
        }
      }

      ACCESS func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if isInteger, let integer = Int64(lexeme) {
          try container.encode(integer)
        } else if let decimal = decimalValue, decimal.description == JSONNumber.plain(lexeme) {
          try container.encode(decimal)
        } else {
          try container.encode(Double(lexeme) ?? 0)
        }
      }

      private init(uncheckedLexeme: String, isInteger: Bool) {
        lexeme = uncheckedLexeme
        self.isInteger = isInteger
      }

      /// `lexeme` in `Decimal`'s spelling when it has no exponent (`1.50` → `1.5`), so
      /// encoding knows whether `Decimal` holds it exactly; `nil` with an exponent.
      private static func plain(_ lexeme: String) -> String? {
        guard !lexeme.contains("e"), !lexeme.contains("E") else { return nil }
        var text = lexeme
        if text.contains(".") {
          while text.hasSuffix("0") { text.removeLast() }
          if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
      }
    }
    """#
}
