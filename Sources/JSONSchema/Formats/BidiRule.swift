/// The Bidi rule of RFC 5893 section 2, applied to every label of a domain name that
/// contains a right-to-left label.
///
/// Bidi_Class is not exposed by the standard library. Labels reaching this check hold only
/// PVALID or contextual code points (letters, digits, marks, hyphen, joiners), so the
/// classes that matter are L, R, AL, EN, AN, ES, NSM and BN; they are derived below from
/// General_Category plus the right-to-left and digit ranges of UnicodeData.txt.
enum BidiRule {
  enum BidiClass {
    case l, r, al, en, an, es, cs, et, on, bn, nsm, other
  }

  /// Whether a domain (its labels as code points) satisfies the rule; names with no RTL
  /// label are not Bidi domain names and always pass.
  static func isSatisfied(byLabels labels: [[UInt32]]) -> Bool {
    let classes = labels.map { $0.map(bidiClass) }
    let isBidiDomain = classes.contains { $0.contains { $0 == .r || $0 == .al || $0 == .an } }
    guard isBidiDomain else { return true }
    return classes.allSatisfy(labelSatisfiesRule)
  }

  private static func labelSatisfiesRule(_ classes: [BidiClass]) -> Bool {
    guard let first = classes.first else { return false }
    // The label's last class that is not NSM (rules 3 and 6 allow trailing NSMs).
    let last = classes.last { $0 != .nsm }
    switch first {
    case .r, .al:
      let allowed: Set<BidiClass> = [.r, .al, .an, .en, .es, .cs, .et, .on, .bn, .nsm]
      guard classes.allSatisfy(allowed.contains) else { return false }  // Rule 2.
      guard let last, [.r, .al, .en, .an].contains(last) else { return false }  // Rule 3.
      return !(classes.contains(.en) && classes.contains(.an))  // Rule 4.
    case .l:
      let allowed: Set<BidiClass> = [.l, .en, .es, .cs, .et, .on, .bn, .nsm]
      guard classes.allSatisfy(allowed.contains) else { return false }  // Rule 5.
      guard let last, [.l, .en].contains(last) else { return false }  // Rule 6.
      return true
    default:
      return false  // Rule 1: a label starts with L, R or AL.
    }
  }

  static func bidiClass(_ value: UInt32) -> BidiClass {
    switch value {
    case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x06F0...0x06F9, 0x2070, 0x2074...0x2079, 0x2080...0x2089,
      0xFF10...0xFF19, 0x1D7CE...0x1D7FF:
      return .en
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B...0x066C, 0x06DD, 0x0890...0x0891, 0x08E2,
      0x10D30...0x10D39,
      0x10E60...0x10E7E:
      return .an
    case 0x2B, 0x2D, 0x207A...0x207B, 0x208A...0x208B, 0x2212, 0xFB29, 0xFE62...0xFE63, 0xFF0B,
      0xFF0D:
      return .es
    case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C,
      0xFF0E, 0xFF0F,
      0xFF1A:
      return .cs
    case 0x200E: return .l
    case 0x200F: return .r
    case 0x061C: return .al
    default: break
    }
    guard let scalar = Unicode.Scalar(value) else { return .other }
    let category = scalar.properties.generalCategory
    switch category {
    case .nonspacingMark, .enclosingMark: return .nsm
    case .control, .format: return .bn
    case .currencySymbol: return .et
    default: break
    }
    if isArabicLetter(value) { return .al }
    if isRightToLeft(value) { return .r }
    switch category {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .connectorPunctuation,
      .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .mathSymbol,
      .modifierSymbol, .otherSymbol:
      return .on
    default:
      return .l
    }
  }

  /// Scripts whose letters are Bidi_Class AL: Arabic, Syriac, Thaana, Hanifi Rohingya, Sogdian.
  private static func isArabicLetter(_ value: UInt32) -> Bool {
    switch value {
    case 0x0608, 0x060B, 0x060D, 0x061B...0x064A, 0x066D...0x066F, 0x0671...0x06D5, 0x06E5...0x06E6,
      0x06EE...0x06EF, 0x06FA...0x070D, 0x070F...0x074F, 0x0750...0x07BF, 0x0860...0x08FF,
      0xFB50...0xFDFF,
      0xFE70...0xFEFF, 0x10D00...0x10D2F, 0x10EC0...0x10EFF, 0x10F30...0x10F6F, 0x1EC70...0x1ECBF,
      0x1ED00...0x1ED4F, 0x1EE00...0x1EEFF:
      true
    default: false
    }
  }

  /// Scripts whose letters are Bidi_Class R: Hebrew, N'Ko, Samaritan, Mandaic and the
  /// right-to-left historic scripts of plane 1.
  private static func isRightToLeft(_ value: UInt32) -> Bool {
    switch value {
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default: false
    }
  }
}
