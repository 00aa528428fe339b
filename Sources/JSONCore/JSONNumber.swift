/// A JSON number: its value, whether it was written as an integer or a real, and its text.
///
/// JSON has one number type, but the clients we compare do not: jansson and Foundation keep
/// integers and reals apart, `JSONDecoder` refuses `1.0` for an `Int` on some platforms and
/// `JSONEncoder` writes `Double(1)` as `1`. Keeping the kind and the lexeme lets the semantic
/// diff say "the model turned 1.50 into 1.5" (same value, nothing lost) apart from "the model
/// turned 9007199254740993 into 9007199254740992" (a value lost to `Double`).
///
/// Equality and hashing are by mathematical value: `1`, `1.0` and `1e0` are equal.
public struct JSONNumber: Sendable {
  public enum Kind: String, Sendable, Codable {
    /// Written without fraction or exponent: `12`, `-0`.
    case integer
    /// Written with a fraction or an exponent: `1.5`, `1e3`, `0e1`.
    case real
  }

  public let kind: Kind
  /// The number as written in the source, or as a writer would write it when built in code.
  public let lexeme: String
  /// The value as a `Double` (rounded where the lexeme has more precision than a `Double`).
  public let double: Double
  /// The exact value when it is an integer that fits in `Int64`, whatever the kind (`2.0` → 2).
  public let int64: Int64?

  /// A number read from source text.
  ///
  /// Returns `nil` when `lexeme` is not JSON number syntax.
  public init?(lexeme: String) {
    guard let kind = JSONNumber.syntaxKind(of: lexeme.utf8) else { return nil }
    self.init(lexeme: lexeme, kind: kind)
  }

  /// A number whose syntax is already known to be valid.
  init(lexeme: String, kind: Kind) {
    self.kind = kind
    self.lexeme = lexeme
    let double = Double(lexeme) ?? .nan
    self.double = double
    if kind == .integer, let exact = Int64(lexeme) {
      self.int64 = exact
    } else if kind == .integer, lexeme == "-0" {
      self.int64 = 0
    } else {
      self.int64 = JSONNumber.exactInteger(double)
    }
  }

  /// A number a parser has already read: `lexeme` is its source text and `value` what the
  /// text denotes. Nothing is parsed again (the hot path of reading a document).
  public init(integer value: Int64, lexeme: String) {
    self.kind = .integer
    self.lexeme = lexeme
    self.double = Double(value)
    self.int64 = value
  }

  /// A real a parser has already read: `lexeme` is its source text, `value` its nearest
  /// `Double`.
  public init(real value: Double, lexeme: String) {
    self.kind = .real
    self.lexeme = lexeme
    self.double = value
    self.int64 = JSONNumber.exactInteger(value)
  }

  public init(_ value: Int64) {
    self.kind = .integer
    self.lexeme = String(value)
    self.double = Double(value)
    self.int64 = value
  }

  public init(_ value: Int) { self.init(Int64(value)) }

  public init(_ value: Double) {
    self.kind = .real
    // Swift prints the shortest text that reads back as the same Double, like JSONEncoder.
    var text = "\(value)"
    if value.isFinite, !text.contains("."), !text.contains("e") { text += ".0" }
    self.lexeme = text
    self.double = value
    self.int64 = JSONNumber.exactInteger(value)
  }

  /// The integer `value` holds exactly, if any. Below 2^53 a Double holds every integer
  /// exactly, so the conversion loses nothing; above, it may already have.
  static func exactInteger(_ value: Double) -> Int64? {
    guard value.isFinite, value.rounded(.towardZero) == value, abs(value) < 9.0e15 else { return nil }
    return Int64(value)
  }

  /// Whether the value is a mathematical integer (`2`, `2.0`, `1e2`), as JSON Schema's
  /// `"type": "integer"` asks (draft 6 and later; draft 4 asks about ``kind`` instead).
  public var isIntegral: Bool {
    if int64 != nil { return true }
    if kind == .integer { return true }
    return double.isFinite && double.rounded(.towardZero) == double
  }

  /// Whether the value needs more than `Int64`: an integer lexeme beyond ±2^63.
  public var exceedsInt64: Bool { kind == .integer && int64 == nil }

  /// The kind of a JSON number lexeme, or `nil` if it is not one (RFC 8259 §6 grammar).
  public static func syntaxKind(of text: some Collection<UInt8>) -> Kind? {
    var iterator = text.makeIterator()
    var byte = iterator.next()
    if byte == UInt8(ascii: "-") { byte = iterator.next() }
    guard let first = byte, isDigit(first) else { return nil }
    byte = iterator.next()
    if first != UInt8(ascii: "0") {
      while let b = byte, isDigit(b) { byte = iterator.next() }
    }
    var kind = Kind.integer
    if byte == UInt8(ascii: ".") {
      kind = .real
      byte = iterator.next()
      guard let b = byte, isDigit(b) else { return nil }
      while let b = byte, isDigit(b) { byte = iterator.next() }
    }
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      kind = .real
      byte = iterator.next()
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
      guard let b = byte, isDigit(b) else { return nil }
      while let b = byte, isDigit(b) { byte = iterator.next() }
    }
    return byte == nil ? kind : nil
  }

  @inline(__always)
  public static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

extension JSONNumber: Hashable {
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    if let a = lhs.int64, let b = rhs.int64 { return a == b }
    guard lhs.double == rhs.double else { return false }
    // Equal as Doubles but possibly different beyond a Double's 53 bits (big integers, long
    // fractions): compare the exact decimal values.
    if lhs.lexeme == rhs.lexeme || !lhs.double.isFinite { return true }
    if abs(lhs.double) < 9.0e15, lhs.isIntegral, rhs.isIntegral { return true }
    return ExactDecimal(lhs.lexeme) == ExactDecimal(rhs.lexeme)
  }

  public func hash(into hasher: inout Hasher) {
    // Values equal by `==` always have equal Doubles, so hashing the Double is consistent.
    hasher.combine(double == 0 ? 0 : double)
  }
}

extension JSONNumber: CustomStringConvertible {
  public var description: String { lexeme }
}
