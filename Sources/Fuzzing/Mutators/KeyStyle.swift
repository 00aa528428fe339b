import Foundation

/// Key spelling conventions a backend might switch between, and the conversions among them.
///
/// Keys are split into words at separators (`_`, `-`, space, `.`) and at case boundaries,
/// keeping acronyms whole: `uniID` → `uni`, `ID`; `URLPath` → `URL`, `Path`; `course_url` →
/// `course`, `url`. Each style then joins the words its way. `camelAcronyms` is the spelling
/// Swift code uses (`uniID`, `courseURL`), which neither `JSONDecoder`'s
/// `.convertFromSnakeCase` (`uniId`) nor a snake_case backend produces.
enum KeyStyle: Int, CaseIterable, Sendable {
  case snake, camel, camelAcronyms, pascal, kebab

  var name: String {
    switch self {
    case .snake: "snake_case"
    case .camel: "camelCase"
    case .camelAcronyms: "camelCase with acronyms"
    case .pascal: "PascalCase"
    case .kebab: "kebab-case"
    }
  }

  /// Words spelled as acronyms by `camelAcronyms`.
  static let acronyms: Set<String> = [
    "id", "ids", "url", "urls", "uri", "uuid", "api", "json", "http", "https", "html", "ip", "uk", "ucas", "nss",
    "db", "sql", "utc", "iso",
  ]

  /// `key` in this style, remembered: campaigns rename the same few dozen keys again and
  /// again, and splitting a key into words is most of a key-case mutation's cost.
  func apply(to key: String) -> String { KeyStyleCache.shared.styled(key)[rawValue] }

  /// `key` in this style, worked out.
  func convert(_ key: String) -> String {
    let words = KeyStyle.words(of: key)
    guard !words.isEmpty else { return key }
    switch self {
    case .snake: return words.map { $0.lowercased() }.joined(separator: "_")
    case .kebab: return words.map { $0.lowercased() }.joined(separator: "-")
    case .pascal: return words.map(KeyStyle.capitalized).joined()
    case .camel: return words[0].lowercased() + words.dropFirst().map(KeyStyle.capitalized).joined()
    case .camelAcronyms:
      return words[0].lowercased()
        + words.dropFirst().map {
          KeyStyle.acronyms.contains($0.lowercased()) ? $0.uppercased() : KeyStyle.capitalized($0)
        }
        .joined()
    }
  }

  private static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst().lowercased()
  }

  /// The words of a key (see the type's summary).
  static func words(of key: String) -> [String] {
    var words: [String] = []
    for chunk in key.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " || $0 == "." }) {
      let characters = Array(chunk)
      var current = ""
      for (index, character) in characters.enumerated() {
        if !current.isEmpty, character.isUppercase {
          let previous = characters[index - 1]
          let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
          // lower→Upper starts a word (`uniID`); inside a run of capitals, the last capital
          // before a lower-case letter starts one (`URLPath` → `URL`, `Path`).
          if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
            words.append(current)
            current = ""
          }
        }
        current.append(character)
      }
      if !current.isEmpty { words.append(current) }
    }
    return words
  }
}

/// Every style of the keys met so far, shared by the threads of an in-process campaign.
final class KeyStyleCache: @unchecked Sendable {
  static let shared = KeyStyleCache()

  private let lock = NSLock()
  private var styles: [String: [String]] = [:]
  /// Beyond this many keys the cache starts over: mutants of arbitrary JSON (extra keys of
  /// other keys' names) must not grow it without bound.
  private let capacity = 50_000

  func styled(_ key: String) -> [String] {
    if let known = lock.withLock({ styles[key] }) { return known }
    let all = KeyStyle.allCases.map { $0.convert(key) }
    lock.withLock {
      if styles.count >= capacity { styles.removeAll(keepingCapacity: true) }
      styles[key] = all
    }
    return all
  }
}
