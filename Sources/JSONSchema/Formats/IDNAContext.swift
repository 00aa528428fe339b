/// The contextual rules of RFC 5892 appendix A, for CONTEXTJ and CONTEXTO code points.
///
/// The rules refer to Script and Joining_Type, which the standard library does not expose;
/// the ranges below cover the scripts involved (Greek, Hebrew, Hiragana, Katakana, Han,
/// Arabic and its joining neighbours).
enum IDNAContext {
  /// CONTEXTJ: ZERO WIDTH NON-JOINER (A.1) and ZERO WIDTH JOINER (A.2).
  static func joinerAllowed(_ label: [UInt32], at index: Int) -> Bool {
    if index > 0, let before = Unicode.Scalar(label[index - 1]),
      before.properties.canonicalCombiningClass.rawValue == 9
    {
      return true  // After a virama.
    }
    guard label[index] == 0x200C else { return false }
    // (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})
    var left = index - 1
    while left >= 0, joiningType(label[left]) == .transparent { left -= 1 }
    guard left >= 0, [.left, .dual].contains(joiningType(label[left])) else { return false }
    var right = index + 1
    while right < label.count, joiningType(label[right]) == .transparent { right += 1 }
    return right < label.count && [.right, .dual].contains(joiningType(label[right]))
  }

  /// CONTEXTO rules A.3–A.9.
  static func otherAllowed(_ label: [UInt32], at index: Int) -> Bool {
    let before = index > 0 ? label[index - 1] : nil
    let after = index + 1 < label.count ? label[index + 1] : nil
    switch label[index] {
    case 0x00B7:  // MIDDLE DOT: between two 'l's (Catalan).
      return before == 0x6C && after == 0x6C
    case 0x0375:  // GREEK LOWER NUMERAL SIGN: followed by Greek.
      return after.map(isGreek) ?? false
    case 0x05F3, 0x05F4:  // HEBREW GERESH / GERSHAYIM: preceded by Hebrew.
      return before.map(isHebrew) ?? false
    case 0x30FB:  // KATAKANA MIDDLE DOT: some Hiragana, Katakana or Han in the label.
      return label.contains { $0 != 0x30FB && (isHiragana($0) || isKatakana($0) || isHan($0)) }
    case 0x0660...0x0669:  // ARABIC-INDIC DIGITS: not mixed with extended ones.
      return !label.contains { (0x06F0...0x06F9).contains($0) }
    case 0x06F0...0x06F9:  // EXTENDED ARABIC-INDIC DIGITS: not mixed with plain ones.
      return !label.contains { (0x0660...0x0669).contains($0) }
    default:
      return false
    }
  }

  static func isGreek(_ value: UInt32) -> Bool {
    switch value {
    case 0x0370...0x0373, 0x0375...0x0377, 0x037A...0x037D, 0x037F, 0x0384, 0x0386, 0x0388...0x03E1,
      0x03F0...0x03FF, 0x1D26...0x1D2A, 0x1D5D...0x1D61, 0x1D66...0x1D6A, 0x1DBF, 0x1F00...0x1FFE,
      0x2126,
      0xAB65, 0x10140...0x1018E, 0x101A0, 0x1D200...0x1D245:
      true
    default: false
    }
  }

  static func isHebrew(_ value: UInt32) -> Bool {
    (0x0591...0x05F4).contains(value) || (0xFB1D...0xFB4F).contains(value)
  }

  static func isHiragana(_ value: UInt32) -> Bool {
    (0x3041...0x3096).contains(value) || (0x309D...0x309F).contains(value)
      || (0x1B001...0x1B11F).contains(value)
      || value == 0x1F200
  }

  static func isKatakana(_ value: UInt32) -> Bool {
    switch value {
    case 0x30A1...0x30FA, 0x30FD...0x30FF, 0x31F0...0x31FF, 0x32D0...0x32FE, 0x3300...0x3357,
      0xFF66...0xFF6F,
      0xFF71...0xFF9D, 0x1B000, 0x1B120...0x1B122, 0x1B164...0x1B167, 0x1AFF0...0x1AFFE:
      true
    default: false
    }
  }

  static func isHan(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x3005, 0x3007, 0x3021...0x3029,
      0x3038...0x303B,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFA6D, 0xFA70...0xFAD9, 0x16FE2...0x16FE3,
      0x16FF0...0x16FF1,
      0x20000...0x2A6DF, 0x2A700...0x2EBEF, 0x2F800...0x2FA1F, 0x30000...0x323AF:
      true
    default: false
    }
  }

  enum JoiningType {
    case left, right, dual, transparent, other
  }

  /// Joining_Type from ArabicShaping.txt, for Arabic, Syriac, N'Ko and Mongolian letters;
  /// marks and format characters are transparent.
  static func joiningType(_ value: UInt32) -> JoiningType {
    if value == 0x200C || value == 0x200D { return .other }
    if let scalar = Unicode.Scalar(value) {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: return .transparent
      default: break
      }
    }
    switch value {
    // Right-joining Arabic letters (alef, dal, reh, waw families and relatives).
    case 0x0622...0x0625, 0x0627, 0x0629, 0x062F...0x0632, 0x0648, 0x0671...0x0673, 0x0675...0x0677,
      0x0688...0x0699, 0x06C0, 0x06C3...0x06CB, 0x06CD, 0x06CF, 0x06D2...0x06D3, 0x06D5,
      0x06EE...0x06EF,
      0x0759...0x075B, 0x076B...0x076C, 0x0771, 0x0773...0x0774, 0x0778...0x0779, 0x08AA...0x08AC,
      0x08AE,
      0x08B1...0x08B2, 0x08B9, 0x0710, 0x0715...0x0719, 0x071E, 0x0728, 0x072A, 0x072C, 0x072F,
      0x074D:
      return .right
    // Dual-joining letters of the same blocks, N'Ko and Mongolian.
    case 0x0620, 0x0626, 0x0628, 0x062A...0x062E, 0x0633...0x063F, 0x0641...0x0647, 0x0649...0x064A,
      0x066E...0x066F, 0x0678...0x0687, 0x069A...0x06BF, 0x06C1...0x06C2, 0x06CC, 0x06CE,
      0x06D0...0x06D1,
      0x06FA...0x06FC, 0x06FF, 0x0712...0x0714, 0x071A...0x071D, 0x071F...0x0727, 0x0729, 0x072B,
      0x072D...0x072E, 0x074E...0x077F, 0x07CA...0x07EA, 0x08A0...0x08A9, 0x08AF...0x08B0,
      0x08B3...0x08B8,
      0x08BA...0x08C8, 0x1820...0x1878, 0x1887...0x18A8, 0x18AA:
      return .dual
    case 0xA872:
      return .left
    default:
      return .other
    }
  }
}
