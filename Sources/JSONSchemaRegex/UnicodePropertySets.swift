import Foundation

/// Resolves `\p{…}` names to scalar sets, as ECMA-262 (with the `u` flag) defines them.
///
/// General_Category values come from the standard library's `generalCategory`, computed for
/// the whole code space once (about 60 ms) and shared. Binary properties use the matching
/// `Unicode.Scalar.Properties` flag and are computed per use and cached. Scripts
/// (`Script=`, `Script_Extensions=`) are not in the standard library; `ScriptSets` gets them
/// from Foundation's ICU.
enum UnicodePropertySets {
  /// The set for the body of `\p{body}`, or an error message when the name is unknown.
  static func set(for body: String) -> Result<ScalarSet, PropertyError> {
    if let equals = body.firstIndex(of: "=") {
      let name = String(body[..<equals])
      let value = String(body[body.index(after: equals)...])
      switch name {
      case "General_Category", "gc":
        guard let categories = generalCategoryValues[value] else { return .failure(.unknownValue) }
        return .success(categorySet(categories))
      case "Script", "sc", "Script_Extensions", "scx":
        let extensions = name == "Script_Extensions" || name == "scx"
        guard let set = ScriptSets.set(named: value, extensions: extensions) else {
          return .failure(.unknownScript)
        }
        return .success(set)
      default:
        return .failure(.unknownName)
      }
    }
    if let categories = generalCategoryValues[body] { return .success(categorySet(categories)) }
    if let set = binarySet(named: body) { return .success(set) }
    return .failure(.unknownName)
  }

  enum PropertyError: Error {
    case unknownName, unknownValue, unknownScript

    var message: String {
      switch self {
      case .unknownName: "unknown Unicode property name"
      case .unknownValue: "unknown General_Category value"
      case .unknownScript: "unknown Unicode script"
      }
    }
  }

  // MARK: - General_Category

  private typealias Category = Unicode.GeneralCategory

  /// Every value name and alias of PropertyValueAliases.txt, mapped to the categories it covers.
  private static let generalCategoryValues: [String: [Category]] = {
    let letters: [Category] = [
      .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    ]
    let marks: [Category] = [.nonspacingMark, .spacingMark, .enclosingMark]
    let numbers: [Category] = [.decimalNumber, .letterNumber, .otherNumber]
    let punctuation: [Category] = [
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
    ]
    let symbols: [Category] = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
    let separators: [Category] = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
    let others: [Category] = [.control, .format, .surrogate, .privateUse, .unassigned]
    let table: [([String], [Category])] = [
      (["C", "Other"], others), (["Cc", "Control", "cntrl"], [.control]),
      (["Cf", "Format"], [.format]),
      (["Cn", "Unassigned"], [.unassigned]), (["Co", "Private_Use"], [.privateUse]),
      (["Cs", "Surrogate"], [.surrogate]), (["L", "Letter"], letters),
      (["LC", "Cased_Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
      (["Ll", "Lowercase_Letter"], [.lowercaseLetter]),
      (["Lm", "Modifier_Letter"], [.modifierLetter]),
      (["Lo", "Other_Letter"], [.otherLetter]), (["Lt", "Titlecase_Letter"], [.titlecaseLetter]),
      (["Lu", "Uppercase_Letter"], [.uppercaseLetter]), (["M", "Mark", "Combining_Mark"], marks),
      (["Mc", "Spacing_Mark"], [.spacingMark]), (["Me", "Enclosing_Mark"], [.enclosingMark]),
      (["Mn", "Nonspacing_Mark"], [.nonspacingMark]), (["N", "Number"], numbers),
      (["Nd", "Decimal_Number", "digit"], [.decimalNumber]),
      (["Nl", "Letter_Number"], [.letterNumber]),
      (["No", "Other_Number"], [.otherNumber]), (["P", "Punctuation", "punct"], punctuation),
      (["Pc", "Connector_Punctuation"], [.connectorPunctuation]),
      (["Pd", "Dash_Punctuation"], [.dashPunctuation]),
      (["Pe", "Close_Punctuation"], [.closePunctuation]),
      (["Pf", "Final_Punctuation"], [.finalPunctuation]),
      (["Pi", "Initial_Punctuation"], [.initialPunctuation]),
      (["Po", "Other_Punctuation"], [.otherPunctuation]),
      (["Ps", "Open_Punctuation"], [.openPunctuation]),
      (["S", "Symbol"], symbols), (["Sc", "Currency_Symbol"], [.currencySymbol]),
      (["Sk", "Modifier_Symbol"], [.modifierSymbol]), (["Sm", "Math_Symbol"], [.mathSymbol]),
      (["So", "Other_Symbol"], [.otherSymbol]), (["Z", "Separator"], separators),
      (["Zl", "Line_Separator"], [.lineSeparator]),
      (["Zp", "Paragraph_Separator"], [.paragraphSeparator]),
      (["Zs", "Space_Separator"], [.spaceSeparator]),
    ]
    var result: [String: [Category]] = [:]
    for (names, categories) in table {
      for name in names { result[name] = categories }
    }
    return result
  }()

  /// The ranges of each General_Category, from one pass over the code space.
  private static let categoryRanges: [Category: [(UInt32, UInt32)]] = {
    var result: [Category: [(UInt32, UInt32)]] = [:]
    var current: Category = .control
    var start: UInt32 = 0
    for value in UInt32(0)...ScalarSet.maxScalar {
      // Surrogate code points are not `Unicode.Scalar`s; they can never occur in a Swift string.
      let category = Unicode.Scalar(value)?.properties.generalCategory ?? .surrogate
      if category != current {
        if value > 0 { result[current, default: []].append((start, value - 1)) }
        current = category
        start = value
      }
    }
    result[current, default: []].append((start, ScalarSet.maxScalar))
    return result
  }()

  private static func categorySet(_ categories: [Category]) -> ScalarSet {
    ScalarSet(ranges: categories.flatMap { categoryRanges[$0] ?? [] })
  }

  // MARK: - Binary properties

  private static let cacheLock = NSLock()
  nonisolated(unsafe) private static var binaryCache: [String: ScalarSet] = [:]

  private static func binarySet(named name: String) -> ScalarSet? {
    switch name {
    case "Any": return ScalarSet.all
    case "ASCII": return ScalarSet(0...0x7F)
    case "Assigned": return categorySet([.unassigned]).inverted()
    default: break
    }
    guard let canonical = binaryAliases[name], let predicate = binaryPredicates[canonical] else {
      return nil
    }
    cacheLock.lock()
    defer { cacheLock.unlock() }
    if let cached = binaryCache[canonical] { return cached }
    var ranges: [(UInt32, UInt32)] = []
    var start: UInt32?
    for value in UInt32(0)...ScalarSet.maxScalar {
      let member = Unicode.Scalar(value).map(predicate) ?? false
      if member, start == nil { start = value }
      if !member, let low = start {
        ranges.append((low, value - 1))
        start = nil
      }
    }
    if let low = start { ranges.append((low, ScalarSet.maxScalar)) }
    let set = ScalarSet(ranges: ranges)
    binaryCache[canonical] = set
    return set
  }

  /// Short and long names of the binary properties ECMA-262 lists, mapped to the long name.
  private static let binaryAliases: [String: String] = {
    let pairs: [(String, String?)] = [
      ("ASCII_Hex_Digit", "AHex"), ("Alphabetic", "Alpha"), ("Bidi_Control", "Bidi_C"),
      ("Bidi_Mirrored", "Bidi_M"), ("Case_Ignorable", "CI"), ("Cased", nil),
      ("Changes_When_Casefolded", "CWCF"), ("Changes_When_Casemapped", "CWCM"),
      ("Changes_When_Lowercased", "CWL"), ("Changes_When_NFKC_Casefolded", "CWKCF"),
      ("Changes_When_Titlecased", "CWT"), ("Changes_When_Uppercased", "CWU"), ("Dash", nil),
      ("Default_Ignorable_Code_Point", "DI"), ("Deprecated", "Dep"), ("Diacritic", "Dia"),
      ("Emoji", nil), ("Emoji_Modifier", "EMod"), ("Emoji_Modifier_Base", "EBase"),
      ("Emoji_Presentation", "EPres"), ("Extender", "Ext"), ("Grapheme_Base", "Gr_Base"),
      ("Grapheme_Extend", "Gr_Ext"), ("Hex_Digit", "Hex"), ("IDS_Binary_Operator", "IDSB"),
      ("IDS_Trinary_Operator", "IDST"), ("ID_Continue", "IDC"), ("ID_Start", "IDS"),
      ("Ideographic", "Ideo"), ("Join_Control", "Join_C"), ("Logical_Order_Exception", "LOE"),
      ("Lowercase", "Lower"), ("Math", nil), ("Noncharacter_Code_Point", "NChar"),
      ("Pattern_Syntax", "Pat_Syn"), ("Pattern_White_Space", "Pat_WS"), ("Quotation_Mark", "QMark"),
      ("Radical", nil), ("Regional_Indicator", "RI"), ("Sentence_Terminal", "STerm"),
      ("Soft_Dotted", "SD"), ("Terminal_Punctuation", "Term"), ("Unified_Ideograph", "UIdeo"),
      ("Uppercase", "Upper"), ("Variation_Selector", "VS"), ("White_Space", "space"),
      ("XID_Continue", "XIDC"), ("XID_Start", "XIDS"),
    ]
    var result: [String: String] = [:]
    for (long, short) in pairs {
      result[long] = long
      if let short { result[short] = long }
    }
    return result
  }()

  private static let binaryPredicates: [String: @Sendable (Unicode.Scalar) -> Bool] = [
    "ASCII_Hex_Digit": { $0.properties.isASCIIHexDigit },
    "Alphabetic": { $0.properties.isAlphabetic },
    "Bidi_Control": { $0.properties.isBidiControl },
    "Bidi_Mirrored": { $0.properties.isBidiMirrored },
    "Case_Ignorable": { $0.properties.isCaseIgnorable }, "Cased": { $0.properties.isCased },
    "Changes_When_Casefolded": { $0.properties.changesWhenCaseFolded },
    "Changes_When_Casemapped": { $0.properties.changesWhenCaseMapped },
    "Changes_When_Lowercased": { $0.properties.changesWhenLowercased },
    "Changes_When_NFKC_Casefolded": { $0.properties.changesWhenNFKCCaseFolded },
    "Changes_When_Titlecased": { $0.properties.changesWhenTitlecased },
    "Changes_When_Uppercased": { $0.properties.changesWhenUppercased },
    "Dash": { $0.properties.isDash },
    "Default_Ignorable_Code_Point": { $0.properties.isDefaultIgnorableCodePoint },
    "Deprecated": { $0.properties.isDeprecated }, "Diacritic": { $0.properties.isDiacritic },
    "Emoji": { $0.properties.isEmoji }, "Emoji_Modifier": { $0.properties.isEmojiModifier },
    "Emoji_Modifier_Base": { $0.properties.isEmojiModifierBase },
    "Emoji_Presentation": { $0.properties.isEmojiPresentation },
    "Extender": { $0.properties.isExtender },
    "Grapheme_Base": { $0.properties.isGraphemeBase },
    "Grapheme_Extend": { $0.properties.isGraphemeExtend },
    "Hex_Digit": { $0.properties.isHexDigit },
    "IDS_Binary_Operator": { $0.properties.isIDSBinaryOperator },
    "IDS_Trinary_Operator": { $0.properties.isIDSTrinaryOperator },
    "ID_Continue": { $0.properties.isIDContinue }, "ID_Start": { $0.properties.isIDStart },
    "Ideographic": { $0.properties.isIdeographic }, "Join_Control": { $0.properties.isJoinControl },
    "Logical_Order_Exception": { $0.properties.isLogicalOrderException },
    "Lowercase": { $0.properties.isLowercase }, "Math": { $0.properties.isMath },
    "Noncharacter_Code_Point": { $0.properties.isNoncharacterCodePoint },
    "Pattern_Syntax": { $0.properties.isPatternSyntax },
    "Pattern_White_Space": { $0.properties.isPatternWhitespace },
    "Quotation_Mark": { $0.properties.isQuotationMark }, "Radical": { $0.properties.isRadical },
    "Regional_Indicator": { (0x1F1E6...0x1F1FF).contains($0.value) },
    "Sentence_Terminal": { $0.properties.isSentenceTerminal },
    "Soft_Dotted": { $0.properties.isSoftDotted },
    "Terminal_Punctuation": { $0.properties.isTerminalPunctuation },
    "Unified_Ideograph": { $0.properties.isUnifiedIdeograph },
    "Uppercase": { $0.properties.isUppercase },
    "Variation_Selector": { $0.properties.isVariationSelector },
    "White_Space": { $0.properties.isWhitespace },
    "XID_Continue": { $0.properties.isXIDContinue }, "XID_Start": { $0.properties.isXIDStart },
  ]
}
