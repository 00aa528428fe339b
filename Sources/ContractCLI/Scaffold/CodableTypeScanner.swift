/// Finds the public `Codable` structs and classes of a models module, from its Swift sources.
///
/// `contract init` writes a registry naming them, so a user starts from every type the
/// manifest could name instead of typing each. Swift cannot list types at run time, so this
/// reads the text: declarations and their nesting (`Issue.Comment`), conformances written on
/// the declaration or on an extension, comments and string literals skipped. It is a helper
/// for a file the user then owns, not a compiler: a type it misses is one line to add.
struct CodableTypeScanner {
  /// A type found, by its path from the module (`Issue.Comment`).
  struct FoundType: Hashable, Comparable {
    var path: String
    var isPublic: Bool
    /// The keys it reads: its `CodingKeys` (raw values where given), else its stored
    /// properties' names as declared. What `init` matches fixtures' keys with.
    var properties: Set<String> = []

    static func < (lhs: FoundType, rhs: FoundType) -> Bool { lhs.path < rhs.path }
  }

  private static let modifiers: Set<String> = [
    "public", "open", "final", "internal", "private", "fileprivate", "package", "indirect", "nonisolated",
  ]

  private var declared: [String: (isPublic: Bool, isGeneric: Bool, isRecordType: Bool)] = [:]
  private var conformances: [String: Set<String>] = [:]
  private var properties: [String: Set<String>] = [:]
  /// By type, the keys its nested `CodingKeys` enum names (`case avatarURL = "avatar_url"`).
  private var codingKeys: [String: Set<String>] = [:]
  /// Whether a source configures a `JSONDecoder` (a key or date strategy): the app has its own
  /// decoder, which the checks should use as a profile.
  private(set) var configuresDecoder = false

  /// Reads one Swift file's declarations.
  mutating func scan(_ source: String) {
    if source.contains("keyDecodingStrategy") || source.contains("dateDecodingStrategy") { configuresDecoder = true }
    var containers: [(path: String, depth: Int, isPublicExtension: Bool)] = []
    var pending: (path: String, isType: Bool, isPublicExtension: Bool)? = nil
    var depth = 0
    var words: [String] = []
    /// Inside a `CodingKeys` enum's body: the case just named, for a raw value after it.
    var lastCase: String? = nil
    var tokens = SwiftTokens(source)
    while let token = tokens.next() {
      // The type whose `CodingKeys` body this is, when it is one (`Issue.CodingKeys` → `Issue`).
      let keysOf: String? = containers.last.flatMap { container in
        guard container.depth == depth, container.path.hasSuffix(".CodingKeys") else { return nil }
        return String(container.path.dropLast(".CodingKeys".count))
      }
      switch token {
      case .open:
        depth += 1
        if let current = pending {
          containers.append((current.path, depth, current.isPublicExtension))
          pending = nil
        }
        words.removeAll()
      case .close:
        if let last = containers.last, last.depth == depth { containers.removeLast() }
        depth -= 1
        words.removeAll()
      case .string(let text):
        // `case avatarURL = "avatar_url"`: the key is the raw value.
        if let type = keysOf, let name = lastCase {
          codingKeys[type]?.remove(name)
          codingKeys[type, default: []].insert(text)
          lastCase = nil
        }
      case .word(let word):
        words.append(word)
        if let type = keysOf {
          // Every word of a `case` list is a key; a member other than cases ends the list.
          if word == "case" {
            lastCase = nil
          } else if ["func", "var", "let", "init", "static", "subscript"].contains(word) {
            lastCase = nil
            words.removeAll()
          } else if words.contains("case") {
            codingKeys[type, default: []].insert(word)
            lastCase = word
            continue
          }
        }
        guard words.count >= 2 else { continue }
        let keyword = words[words.count - 2]
        // `var name` / `let name` right in a type's body: a property (a static one is not).
        if keyword == "var" || keyword == "let", let container = containers.last, container.depth == depth,
          words.count < 3 || !["static", "class"].contains(words[words.count - 3])
        {
          properties[container.path, default: []].insert(word)
          continue
        }
        guard ["struct", "class", "enum", "actor", "extension", "protocol"].contains(keyword),
          !["func", "var", "let", "init", "subscript", "case"].contains(word)
        else { continue }
        let outer = containers.last?.path
        // An extension names its type from the module (`extension Issue.Comment`).
        let path = keyword == "extension" ? word : outer.map { "\($0).\(word)" } ?? word
        let modifiers = Set(words.dropLast(2).reversed().prefix { CodableTypeScanner.modifiers.contains($0) })
        let isPublic = modifiers.contains("public") || modifiers.contains("open")
        pending = (path, keyword != "extension", keyword == "extension" && isPublic)
        if keyword != "extension" && keyword != "protocol" {
          // A member of a `public extension` is public unless it says otherwise.
          let inPublicExtension =
            containers.last?.isPublicExtension == true && containers.last?.depth == depth
            && modifiers.isDisjoint(with: ["internal", "private", "fileprivate", "package"])
          declared[path] = (
            isPublic: isPublic || inPublicExtension, isGeneric: tokens.nextIsGeneric,
            isRecordType: keyword == "struct" || keyword == "class"
          )
        }
      case .colon:
        // A colon after a declaration's name starts its conformances; elsewhere it is a
        // property's type or an argument label.
        if let current = pending { conformances[current.path, default: []].formUnion(tokens.readConformances()) }
      }
    }
  }

  /// The structs and classes conforming to `Decodable` (or `Codable`), not generic, sorted by
  /// path; `isPublic` when the type and every type around it are public.
  ///
  /// `Decodable` is enough: an app's response types are mostly read and never sent back, and
  /// the checks run every stage but the round trip on them. String wrappers
  /// (`RawRepresentable`) are never a response body of their own, so they are left out.
  var codableTypes: [FoundType] { types(generic: false) }

  /// The generic ones (`Page<Item>`, `Expandable<Object>`): the registry needs each used with
  /// its arguments (`Model(Page<Repository>.self, name: "RepositoryPage")`), which only the
  /// app's code says.
  var genericCodableTypes: [FoundType] { types(generic: true) }

  private func types(generic: Bool) -> [FoundType] {
    declared.compactMap { path, declaration -> FoundType? in
      guard declaration.isRecordType, declaration.isGeneric == generic else { return nil }
      let names = conformances[path, default: []]
      guard names.contains("Codable") || names.contains("Decodable"), !names.contains("RawRepresentable") else {
        return nil
      }
      var isPublic = declaration.isPublic
      var outer = path
      while let dot = outer.lastIndex(of: ".") {
        outer = String(outer[..<dot])
        if let container = declared[outer], !container.isPublic { isPublic = false }
      }
      return FoundType(path: path, isPublic: isPublic, properties: codingKeys[path] ?? properties[path, default: []])
    }.sorted()
  }
}

/// The parts of Swift text the scanner needs: words, braces, colons, and on request the
/// conformance list after one; comments and string literals are skipped.
private struct SwiftTokens {
  enum Token {
    case word(String)
    case open
    case close
    case colon
    /// A one-line string literal's text (escapes as written): a `CodingKeys` raw value.
    case string(String)
  }

  private let bytes: [UInt8]
  private var index = 0
  /// Whether the word just returned is followed by `<`: a generic declaration.
  private(set) var nextIsGeneric = false

  init(_ source: String) { bytes = Array(source.utf8) }

  mutating func next() -> Token? {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      } else if byte == UInt8(ascii: "\"") {
        let start = index + 1
        let isMultiline = skipString()
        if !isMultiline, index - 1 > start {
          return .string(String(decoding: bytes[start..<(index - 1)], as: UTF8.self))
        }
      } else if byte == UInt8(ascii: "{") {
        index += 1
        return .open
      } else if byte == UInt8(ascii: "}") {
        index += 1
        return .close
      } else if byte == UInt8(ascii: ":") {
        index += 1
        return .colon
      } else if isWordByte(byte) {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        var after = index
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        nextIsGeneric = after < bytes.count && bytes[after] == UInt8(ascii: "<")
        return .word(String(decoding: bytes[start..<index], as: UTF8.self))
      } else {
        index += 1
      }
    }
    return nil
  }

  /// `: Codable, Sendable where …` up to the body's `{`: the names, without generic arguments.
  mutating func readConformances() -> [String] {
    var names: [String] = []
    var word: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "}") {
      let byte = bytes[index]
      if isWordByte(byte) || byte == UInt8(ascii: ".") {
        word.append(byte)
      } else if !word.isEmpty {
        names.append(String(decoding: word, as: UTF8.self))
        word.removeAll()
      }
      if byte == UInt8(ascii: "=") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ";") { break }
      index += 1
    }
    if !word.isEmpty { names.append(String(decoding: word, as: UTF8.self)) }
    // `Foundation.Codable` counts as `Codable`.
    return names.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
  }

  /// Moves past the string literal at `index`; whether it was a multi-line one.
  @discardableResult
  private mutating func skipString() -> Bool {
    let isMultiline =
      index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    if isMultiline {
      index += 3
      while index + 2 < bytes.count,
        !(bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
          && bytes[index + 2] == UInt8(ascii: "\""))
      {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index += 3
      return true
    }
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index += 1
    return false
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
