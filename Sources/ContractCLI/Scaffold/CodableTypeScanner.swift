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
    /// Its stored properties' names, as declared: what `init` matches fixtures' keys with.
    var properties: Set<String> = []

    static func < (lhs: FoundType, rhs: FoundType) -> Bool { lhs.path < rhs.path }
  }

  private static let modifiers: Set<String> = [
    "public", "open", "final", "internal", "private", "fileprivate", "package", "indirect", "nonisolated",
  ]

  private var declared: [String: (isPublic: Bool, isGeneric: Bool, isRecordType: Bool)] = [:]
  private var conformances: [String: Set<String>] = [:]
  private var properties: [String: Set<String>] = [:]
  /// Whether a source configures a `JSONDecoder` (a key or date strategy): the app has its own
  /// decoder, which the checks should use as a profile.
  private(set) var configuresDecoder = false

  /// Reads one Swift file's declarations.
  mutating func scan(_ source: String) {
    if source.contains("keyDecodingStrategy") || source.contains("dateDecodingStrategy") { configuresDecoder = true }
    var containers: [(path: String, depth: Int)] = []
    var pending: (path: String, isType: Bool)? = nil
    var depth = 0
    var words: [String] = []
    var tokens = SwiftTokens(source)
    while let token = tokens.next() {
      switch token {
      case .open:
        depth += 1
        if let current = pending {
          containers.append((current.path, depth))
          pending = nil
        }
        words.removeAll()
      case .close:
        if let last = containers.last, last.depth == depth { containers.removeLast() }
        depth -= 1
        words.removeAll()
      case .word(let word):
        words.append(word)
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
        pending = (path, keyword != "extension")
        if keyword != "extension" && keyword != "protocol" {
          let modifiers = words.dropLast(2).reversed().prefix { CodableTypeScanner.modifiers.contains($0) }
          declared[path] = (
            isPublic: modifiers.contains("public") || modifiers.contains("open"), isGeneric: tokens.nextIsGeneric,
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
      return FoundType(path: path, isPublic: isPublic, properties: properties[path, default: []])
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
        skipString()
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

  private mutating func skipString() {
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
      return
    }
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index += 1
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
