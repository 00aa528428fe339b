/// Escapes: `\d`-style classes, `\p{…}`, backreferences and character escapes.
///
/// In Unicode mode an identity escape is allowed only for syntax characters and `/`, so
/// `\a`, `\-` (outside a class) or `\ ` are errors; this is what the test suite's
/// `format: regex` cases check.
extension RegexParser {
  /// The escape after a `\` outside a class: a backreference, a class escape or a character.
  mutating func parseAtomEscape() throws(ECMARegexError) -> RegexNode {
    let start = index
    index += 1
    guard let scalar = peek() else { throw error("'\\' at end of pattern", at: start) }
    if let digit = scalar.asciiDigitValue, digit > 0 {
      var number = 0
      while let next = peek()?.asciiDigitValue {
        number = min(number * 10 + next, Int(Int32.max))
        index += 1
      }
      numberedReferences.append((number, start))
      return .backreference(number)
    }
    if scalar == "k" {
      index += 1
      guard eat("<") else { throw error("'\\k' must be followed by '<name>'", at: start) }
      let name = try parseGroupName()
      namedReferences.append((name, start))
      return .backreference(-namedReferences.count)
    }
    if let set = try parseClassEscape() { return .set(set) }
    return .scalar(try parseCharacterEscape(start: start, inClass: false))
  }

  /// `\d \D \s \S \w \W \p{…} \P{…}` with the cursor on the letter; nil (cursor unmoved) otherwise.
  mutating func parseClassEscape() throws(ECMARegexError) -> ScalarSet? {
    guard let scalar = peek() else { return nil }
    switch scalar {
    case "d":
      index += 1
      return .digits
    case "D":
      index += 1
      return ScalarSet.digits.inverted()
    case "s":
      index += 1
      return .whiteSpace
    case "S":
      index += 1
      return ScalarSet.whiteSpace.inverted()
    case "w":
      index += 1
      return .wordCharacters
    case "W":
      index += 1
      return ScalarSet.wordCharacters.inverted()
    case "p", "P":
      let start = index - 1
      index += 1
      guard eat("{") else {
        throw error("'\\\(scalar)' must be followed by '{property}'", at: start)
      }
      var body = ""
      while let next = peek(), next != "}" {
        let isNameCharacter =
          next.asciiDigitValue != nil || next == "_" || next == "="
          || (0x41...0x5A).contains(next.value) || (0x61...0x7A).contains(next.value)
        guard isNameCharacter else { throw error("invalid Unicode property name", at: start) }
        body.unicodeScalars.append(next)
        index += 1
      }
      guard eat("}") else { throw error("unterminated Unicode property escape", at: start) }
      switch UnicodePropertySets.set(for: body) {
      case .success(let set): return scalar == "p" ? set : set.inverted()
      case .failure(let failure): throw error("\(failure.message): '\(body)'", at: start)
      }
    default:
      return nil
    }
  }

  /// A CharacterEscape, with the cursor just after the `\`; `start` is the backslash's offset.
  mutating func parseCharacterEscape(start: Int, inClass: Bool) throws(ECMARegexError) -> UInt32 {
    guard let scalar = peek() else { throw error("'\\' at end of pattern", at: start) }
    index += 1
    switch scalar {
    case "f": return 0x0C
    case "n": return 0x0A
    case "r": return 0x0D
    case "t": return 0x09
    case "v": return 0x0B
    case "c":
      guard let letter = peek(),
        (0x41...0x5A).contains(letter.value) || (0x61...0x7A).contains(letter.value)
      else { throw error("'\\c' must be followed by an ASCII letter", at: start) }
      index += 1
      return letter.value % 32
    case "0":
      if peek()?.asciiDigitValue != nil { throw error("invalid decimal escape", at: start) }
      return 0
    case "x":
      guard let high = peek()?.asciiHexValue, let low = peek(1)?.asciiHexValue else {
        throw error("'\\x' must be followed by two hexadecimal digits", at: start)
      }
      index += 2
      return high * 16 + low
    case "u":
      return try parseUnicodeEscape(start: start)
    case "-" where inClass:
      return 0x2D
    case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/":
      return scalar.value
    default:
      if scalar.asciiDigitValue != nil {
        throw error(
          inClass ? "backreferences are not allowed in a class" : "invalid escape", at: start)
      }
      if allowsPunctuationEscapes, scalar.isASCIIPunctuationOrSpace { return scalar.value }
      throw error("invalid escape '\\\(scalar)'", at: start)
    }
  }

  /// `\uHHHH`, a `\uHHHH\uHHHH` surrogate pair, or `\u{H…}`, with the cursor after the `u`.
  private mutating func parseUnicodeEscape(start: Int) throws(ECMARegexError) -> UInt32 {
    if eat("{") {
      var value: UInt32 = 0
      var digits = 0
      while let digit = peek()?.asciiHexValue {
        value = value * 16 + digit
        digits += 1
        index += 1
        guard value <= ScalarSet.maxScalar else {
          throw error("code point out of range", at: start)
        }
      }
      guard digits > 0, eat("}") else { throw error("invalid '\\u{…}' escape", at: start) }
      return value
    }
    guard let lead = hex4(at: index) else {
      throw error("'\\u' must be followed by four hexadecimal digits or '{…}'", at: start)
    }
    index += 4
    // A lead surrogate escape followed by a trail surrogate escape is one code point.
    if (0xD800...0xDBFF).contains(lead), peek() == "\\", peek(1) == "u",
      let trail = hex4(at: index + 2), (0xDC00...0xDFFF).contains(trail)
    {
      index += 6
      return 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)
    }
    return lead
  }

  private func hex4(at position: Int) -> UInt32? {
    guard position + 4 <= scalars.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard let digit = scalars[position + offset].asciiHexValue else { return nil }
      value = value * 16 + digit
    }
    return value
  }

  /// A RegExpIdentifierName followed by `>`, with the cursor after the `<`.
  mutating func parseGroupName() throws(ECMARegexError) -> String {
    let start = index
    var name = ""
    while let scalar = peek(), scalar != ">" {
      var character = scalar
      let characterStart = index
      index += 1
      if scalar == "\\" {
        guard eat("u") else { throw error("invalid group name", at: characterStart) }
        let value = try parseUnicodeEscape(start: characterStart)
        guard let decoded = Unicode.Scalar(value) else {
          throw error("invalid group name", at: characterStart)
        }
        character = decoded
      }
      let valid =
        name.isEmpty
        ? character == "$" || character == "_" || character.properties.isIDStart
        : character == "$" || character.value == 0x200C || character.value == 0x200D
          || character.properties.isIDContinue
      guard valid else { throw error("invalid group name", at: characterStart) }
      name.unicodeScalars.append(character)
    }
    guard !name.isEmpty, eat(">") else { throw error("invalid group name", at: start) }
    return name
  }

  // MARK: - Classes

  /// `[…]` or `[^…]`, with the cursor on the `[`.
  mutating func parseClass() throws(ECMARegexError) -> ScalarSet {
    let start = index
    index += 1
    let negated = eat("^")
    var ranges: [(UInt32, UInt32)] = []
    var sets: [ScalarSet] = []
    while true {
      guard let scalar = peek() else { throw error("unterminated character class", at: start) }
      if scalar == "]" {
        index += 1
        break
      }
      let firstStart = index
      let first = try parseClassAtom()
      if peek() == "-", let next = peek(1), next != "]" {
        index += 1
        let second = try parseClassAtom()
        guard case .scalar(let low) = first, case .scalar(let high) = second else {
          throw error("a class escape cannot be a range bound", at: firstStart)
        }
        guard low <= high else {
          throw error("range out of order in character class", at: firstStart)
        }
        ranges.append((low, high))
        continue
      }
      switch first {
      case .scalar(let value): ranges.append((value, value))
      case .set(let set): sets.append(set)
      }
    }
    var result = ScalarSet(ranges: ranges)
    for set in sets { result = result.union(set) }
    return negated ? result.inverted() : result
  }

  private enum ClassAtom {
    case scalar(UInt32)
    case set(ScalarSet)
  }

  private mutating func parseClassAtom() throws(ECMARegexError) -> ClassAtom {
    guard let scalar = peek() else { throw error("unterminated character class") }
    guard scalar == "\\" else {
      index += 1
      return .scalar(scalar.value)
    }
    let start = index
    index += 1
    if eat("b") { return .scalar(0x08) }
    if let set = try parseClassEscape() { return .set(set) }
    return .scalar(try parseCharacterEscape(start: start, inClass: true))
  }
}
