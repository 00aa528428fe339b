import JSONCore

/// How a plain scalar's text becomes a value: the YAML 1.2 core schema (YAML 1.2.2 §10.3.2),
/// not YAML 1.1's.
///
/// The difference matters for contracts: under YAML 1.1 (PyYAML, libyaml's own loader) `on`,
/// `yes`, `no`, `y` are booleans and `2024-01-01` a timestamp, so an enum `[yes, no]` would
/// silently become `[true, false]`. Here only these are not strings:
///
/// | text | value |
/// |---|---|
/// | `null`, `Null`, `NULL`, `~`, nothing | null |
/// | `true`, `True`, `TRUE`, `false`, `False`, `FALSE` | boolean |
/// | `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` | integer |
/// | `[-+]?(\.[0-9]+\|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` | real |
/// | `.inf`, `-.inf`, `.nan` (and their capitalisations) | a real JSON cannot hold: an error |
///
/// Numbers are stored with a JSON lexeme: `0x1F` is the integer `31`, `+12` is `12`, `007`
/// is `7`, `1.` is `1.0`, `.5` is `0.5`; `1e3` stays the real `1e3`.
enum CoreSchema {
  enum Resolved: Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    /// `.inf`, `.nan`, or a real beyond a `Double`: YAML floats JSON cannot hold.
    case nonFinite
    case string
  }

  static func resolve(_ text: String) -> Resolved {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
      return .nonFinite
    default: break
    }
    let bytes = Array(text.utf8)
    if let lexeme = integerLexeme(bytes) {
      return JSONNumber(lexeme: lexeme).map(Resolved.number) ?? .string
    }
    if let lexeme = realLexeme(bytes) {
      guard let number = JSONNumber(lexeme: lexeme) else { return .string }
      return number.double.isFinite ? .number(number) : .nonFinite
    }
    return .string
  }

  /// Whether `text` is an integer by the core schema (for `!!int`).
  static func isInteger(_ text: String) -> Bool { integerLexeme(Array(text.utf8)) != nil }

  // MARK: - Integers

  /// The JSON lexeme of a core-schema integer, or `nil` when `bytes` is not one.
  static func integerLexeme(_ bytes: [UInt8]) -> String? {
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
      if bytes[1] == UInt8(ascii: "o") { return radixLexeme(bytes[2...], radix: 8) }
      if bytes[1] == UInt8(ascii: "x") { return radixLexeme(bytes[2...], radix: 16) }
    }
    var digits = bytes[...]
    var negative = false
    if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy(JSONNumber.isDigit) else { return nil }
    // JSON forbids leading zeros; an integer has no negative zero.
    let significant = digits.drop(while: { $0 == UInt8(ascii: "0") })
    guard !significant.isEmpty else { return "0" }
    return (negative ? "-" : "") + String(decoding: significant, as: UTF8.self)
  }

  /// `digits` read in `radix` (8 or 16), written in decimal, however long: a hex literal
  /// beyond 64 bits stays exact, as a long decimal one does.
  private static func radixLexeme(_ digits: ArraySlice<UInt8>, radix: UInt32) -> String? {
    // Little-endian base-10^9 limbs.
    var limbs: [UInt32] = [0]
    for byte in digits {
      guard let digit = digitValue(byte), digit < radix else { return nil }
      var carry = UInt64(digit)
      for index in limbs.indices {
        let product = UInt64(limbs[index]) * UInt64(radix) + carry
        limbs[index] = UInt32(product % 1_000_000_000)
        carry = product / 1_000_000_000
      }
      if carry > 0 { limbs.append(UInt32(carry)) }
    }
    while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    var text = String(limbs[limbs.count - 1])
    for limb in limbs.dropLast().reversed() {
      let part = String(limb)
      text += String(repeating: "0", count: 9 - part.count) + part
    }
    return text
  }

  private static func digitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: - Reals

  /// The JSON lexeme of a core-schema real, or `nil` when `bytes` is not one.
  static func realLexeme(_ bytes: [UInt8]) -> String? {
    var cursor = 0
    var sign = ""
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
      if bytes[cursor] == UInt8(ascii: "-") { sign = "-" }
      cursor += 1
    }
    let integerStart = cursor
    while cursor < bytes.count, JSONNumber.isDigit(bytes[cursor]) { cursor += 1 }
    let integer = bytes[integerStart..<cursor]
    var fraction: ArraySlice<UInt8>?
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      let fractionStart = cursor
      while cursor < bytes.count, JSONNumber.isDigit(bytes[cursor]) { cursor += 1 }
      fraction = bytes[fractionStart..<cursor]
    }
    // `.` alone, or `.e3`, is no number: digits are needed on one side of the point.
    guard !integer.isEmpty || !(fraction?.isEmpty ?? true) else { return nil }
    var exponent = ""
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") {
      let exponentStart = cursor
      cursor += 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
        cursor += 1
      }
      let digitsStart = cursor
      while cursor < bytes.count, JSONNumber.isDigit(bytes[cursor]) { cursor += 1 }
      guard cursor > digitsStart else { return nil }
      exponent = String(decoding: bytes[exponentStart..<cursor], as: UTF8.self)
    }
    guard cursor == bytes.count, fraction != nil || !exponent.isEmpty else { return nil }
    let significant = integer.drop(while: { $0 == UInt8(ascii: "0") })
    var lexeme = sign + (significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self))
    if let fraction { lexeme += "." + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self)) }
    return lexeme + exponent
  }
}
