/// Swift identifiers from JSON keys, enum values and titles.
///
/// Words are split at `_`, `-`, spaces and other punctuation, and where the case changes
/// (`courseURL` → course, URL; `HTTPStatus` → HTTP, Status); a key written all in capitals
/// (`ACTIVE_USER`) is read in lower case first. A property or case name is the first word
/// in lower case and the others capitalized; a type name capitalizes every word. Known
/// acronyms (`id`, `url`, `uuid`, …) are written in capitals with `--acronyms upper`
/// (`userID`) and capitalized with `capitalized` (`userId`). A name that would start with a
/// digit gets a `_` in front; a Swift keyword is escaped with backticks where it is declared.
struct SwiftNames {
  var acronyms: GenerateOptions.Acronyms

  static let knownAcronyms: Set<String> = [
    "id", "ids", "url", "urls", "uri", "uuid", "api", "http", "https", "json", "html", "xml", "ip", "ui",
    "sql", "ssl", "tls", "ucas", "nss", "iso", "utc", "jwt", "sms", "pdf", "csv", "dns", "gps", "cpu",
  ]

  /// `course_name` → `courseName`; `user_id` → `userID`.
  func property(_ text: String) -> String {
    let words = SwiftNames.words(of: text)
    guard let first = words.first else { return "value" }
    let head = first.lowercased()
    let name = SwiftNames.leadingDigitSafe(head + words.dropFirst().map(capitalize).joined())
    // Backticks do not help these: `x.self` is `x` itself, `.init` the initializer.
    return SwiftNames.unusableMembers.contains(name) ? name + "Value" : name
  }

  /// The case of a string enum value: `in_progress` → `inProgress`, `""` → `empty`; a leading
  /// sign is a word (`+1` → `plus1`, `-1` → `minus1`, `-created_at` → `minusCreatedAt`: a
  /// sort order, GitHub's reactions), and a value of symbols alone is spelled out (`>=` →
  /// `greaterThanEqual`, `!=` → `notEqual`), so no two read alike or as a number.
  func enumCase(_ text: String) -> String {
    guard !text.isEmpty else { return "empty" }
    if SwiftNames.words(of: text).isEmpty {
      let spelled = text.compactMap { SwiftNames.symbolWords[$0] }
      return spelled.count == text.count ? property(spelled.joined(separator: " ")) : "value"
    }
    if let first = text.first, first == "+" || first == "-" {
      return property((first == "+" ? "plus " : "minus ") + text.dropFirst())
    }
    return property(text)
  }

  /// The words a symbol is read as in an enum case.
  static let symbolWords: [Character: String] = [
    ">": "greater than", "<": "less than", "=": "equal", "!": "not", "+": "plus", "-": "minus", "*": "asterisk",
    "/": "slash", "\\": "backslash", "%": "percent", "&": "ampersand", "|": "pipe", "@": "at", "#": "hash",
    "$": "dollar", "_": "underscore", " ": "space", ".": "dot", ",": "comma", ":": "colon", ";": "semicolon",
    "~": "tilde", "^": "caret", "?": "question",
  ]

  /// `course_v2` → `CourseV2`; `user id` → `UserID`.
  func type(_ text: String) -> String {
    let words = SwiftNames.words(of: text)
    guard !words.isEmpty else { return "Value" }
    return SwiftNames.leadingDigitSafe(words.map(capitalize).joined())
  }

  private func capitalize(_ word: String) -> String {
    if SwiftNames.knownAcronyms.contains(word.lowercased()) {
      switch acronyms {
      case .upper:
        // A plural acronym keeps its `s` small: `IDs`, `URLs`.
        if word.count > 2, word.lowercased().hasSuffix("s"),
          SwiftNames.knownAcronyms.contains(String(word.lowercased().dropLast()))
        {
          return word.dropLast().uppercased() + "s"
        }
        return word.uppercased()
      case .capitalized: return word.prefix(1).uppercased() + word.dropFirst().lowercased()
      }
    }
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  /// The words of `text`: letters and digits, split at punctuation and case changes.
  static func words(of text: String) -> [String] {
    let hasLower = text.contains { $0.isLowercase }
    let source = hasLower ? text : text.lowercased()
    var words: [String] = []
    var current: [Character] = []
    let characters = Array(source)
    for (index, character) in characters.enumerated() {
      // ASCII letters and digits, and letters of other scripts (`café`); not emoji or symbols.
      guard
        (character.isASCII && (character.isLetter || character.isNumber)) || (!character.isASCII && character.isLetter)
      else {
        if !current.isEmpty { words.append(String(current)) }
        current = []
        continue
      }
      if let previous = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // lower→Upper starts a word (courseName); so does the last capital of a run that a
        // lower-case letter follows (HTTPStatus → HTTP, Status).
        let startsWord =
          (character.isUppercase && (previous.isLowercase || previous.isNumber))
          || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
        if startsWord {
          words.append(String(current))
          current = []
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  private static func leadingDigitSafe(_ name: String) -> String {
    guard let first = name.first else { return "_" }
    return first.isNumber ? "_" + name : name
  }

  /// `name` with backticks when Swift reserves it where a property or case is declared.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  static let unusableMembers: Set<String> = ["self", "init", "deinit", "subscript", "super"]

  /// Words that cannot be a property or case name as they stand.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "package", "consume", "borrowing", "consuming", "Type", "Protocol",
  ]

  /// Type names a generated type must not take: they would hide the standard or Foundation
  /// types the generated code uses.
  static let reservedTypes: Set<String> = [
    "String", "Int", "Int64", "Double", "Decimal", "Bool", "Date", "UUID", "URL", "Data", "Array",
    "Dictionary", "Optional", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable",
    "Error", "Result", "Never", "Any", "Self", "Type", "Protocol", "CodingKey", "CodingKeys", "Decoder",
    "Encoder", "Character", "Set", "Foundation", "ISO8601DateTime", "CalendarDate", "Nullable",
    "Indirect", "DynamicCodingKey", "UnionDecoding", "JSONValue", "JSONNumber", "DecodingError", "EncodingError",
    "Hasher", "Locale", "JSONDecoder", "JSONEncoder", "Comparable", "CaseIterable", "CustomStringConvertible",
    "RawRepresentable", "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
    "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringLiteral",
    "Swift", "DiscriminatorKey",
  ]
}
