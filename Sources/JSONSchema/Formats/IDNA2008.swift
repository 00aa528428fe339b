/// IDNA2008 label validation (RFC 5891 section 4.2, RFC 5892, RFC 5893): what makes a
/// U-label valid, shared by `hostname` (for `xn--` labels) and `idn-hostname`.
///
/// RFC 5892 derives each code point's status from Unicode properties rather than listing
/// it, and the standard library exposes nearly all of them: General_Category,
/// `changesWhenNFKCCaseFolded` (the "Unstable" rule), Default_Ignorable, White_Space,
/// Noncharacter, canonical combining class. What it lacks (Script, Joining_Type,
/// Bidi_Class) comes from small range tables in `IDNAContext.swift` and `BidiClass.swift`,
/// accurate for the scripts the contextual rules name.
enum IDNA2008 {
  enum Status {
    case pvalid, contextJ, contextO, disallowed
  }

  /// The derived property value of RFC 5892 section 3, in its order of precedence.
  static func status(_ value: UInt32) -> Status {
    if let exception = exceptions[value] { return exception }
    guard let scalar = Unicode.Scalar(value) else { return .disallowed }
    let properties = scalar.properties
    // Unassigned code points are not valid in a label (and noncharacters are disallowed).
    if properties.generalCategory == .unassigned { return .disallowed }
    // LDH: lowercase letters, digits, hyphen.
    if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || value == 0x2D {
      return .pvalid
    }
    if value == 0x200C || value == 0x200D { return .contextJ }
    if isOldHangulJamo(value) { return .disallowed }
    if properties.changesWhenNFKCCaseFolded { return .disallowed }
    if properties.isDefaultIgnorableCodePoint || properties.isWhitespace
      || properties.isNoncharacterCodePoint
    {
      return .disallowed
    }
    if (0x20D0...0x20FF).contains(value) || (0x1D100...0x1D24F).contains(value) {
      return .disallowed
    }
    switch properties.generalCategory {
    case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter,
      .nonspacingMark,
      .spacingMark:
      return .pvalid
    default:
      return .disallowed
    }
  }

  /// RFC 5892 section 2.6, Exceptions (F).
  private static let exceptions: [UInt32: Status] = {
    var table: [UInt32: Status] = [:]
    for value: UInt32 in [0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007] { table[value] = .pvalid }
    for value: UInt32 in [0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB] { table[value] = .contextO }
    for value: UInt32 in 0x0660...0x0669 { table[value] = .contextO }
    for value: UInt32 in 0x06F0...0x06F9 { table[value] = .contextO }
    for value: UInt32 in [0x0640, 0x07FA, 0x302E, 0x302F, 0x303B] { table[value] = .disallowed }
    for value: UInt32 in 0x3031...0x3035 { table[value] = .disallowed }
    return table
  }()

  /// Hangul_Syllable_Type L, V or T (conjoining jamo), section 2.9.
  private static func isOldHangulJamo(_ value: UInt32) -> Bool {
    (0x1100...0x11FF).contains(value) || (0xA960...0xA97C).contains(value)
      || (0xD7B0...0xD7FB).contains(value)
  }

  /// Validates one U-label (already split, non-empty).
  ///
  /// Checks the hyphen rules, the leading mark, and code point statuses with their
  /// contextual rules. The Bidi rule is checked per domain.
  static func isValidULabel(_ label: [UInt32]) -> Bool {
    guard let first = label.first, let last = label.last else { return false }
    // Section 4.2.3.1: no "--" in positions 3 and 4, no leading or trailing hyphen.
    if label.count >= 4, label[2] == 0x2D, label[3] == 0x2D { return false }
    if first == 0x2D || last == 0x2D { return false }
    // Section 4.2.3.2: a label must not begin with a combining mark.
    if let scalar = Unicode.Scalar(first) {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return false
      default: break
      }
    }
    for (index, value) in label.enumerated() {
      switch status(value) {
      case .pvalid: continue
      case .disallowed: return false
      case .contextJ:
        guard IDNAContext.joinerAllowed(label, at: index) else { return false }
      case .contextO:
        guard IDNAContext.otherAllowed(label, at: index) else { return false }
      }
    }
    return true
  }
}
