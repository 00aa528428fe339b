/// ASCII classification of scalars, for the regex parser and the format grammars, which
/// are all defined over ASCII digits and letters (`Character.isNumber` and friends would
/// accept other scripts' digits, which every one of these grammars rejects).
extension Unicode.Scalar {
  package var asciiDigitValue: Int? {
    (0x30...0x39).contains(value) ? Int(value - 0x30) : nil
  }

  package var asciiHexValue: UInt32? {
    switch value {
    case 0x30...0x39: value - 0x30
    case 0x41...0x46: value - 0x41 + 10
    case 0x61...0x66: value - 0x61 + 10
    default: nil
    }
  }

  package var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }

  /// ASCII space and punctuation except `_`: the characters a non-Unicode ECMA-262 regex
  /// accepts as identity escapes (those that are not `UnicodeIDContinue`).
  package var isASCIIPunctuationOrSpace: Bool {
    switch value {
    case 0x20...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
