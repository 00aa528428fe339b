/// Finds the public `Codable` types of a models module, from its Swift sources.
///
/// `contract init` writes a registry naming them, so a user starts from every type the
/// manifest could name instead of typing each. Swift cannot list types at run time, so this
/// reads the text: declarations and their nesting (`Issue.Comment`), conformances written on
/// the declaration or on an extension or inherited from a `Codable` superclass, comments and
/// string literals skipped. It is a helper
/// for a file the user then owns, not a compiler: a type it misses is one line to add.
struct CodableTypeScanner {
  /// A type found, by its path from the module (`Issue.Comment`).
  struct FoundType: Hashable, Comparable {
    var path: String
    var isPublic: Bool
    /// The keys it reads: its `CodingKey` enums' cases (raw values where given) and its
    /// superclass's, else its stored properties' names as declared. What `init` matches
    /// fixtures' keys with.
    var properties: Set<String> = []

    static func < (lhs: FoundType, rhs: FoundType) -> Bool { lhs.path < rhs.path }
  }

  private static let modifiers: Set<String> = [
    "public", "open", "final", "internal", "private", "fileprivate", "package", "indirect", "nonisolated",
  ]

  private struct Declaration {
    var isPublic: Bool
    var isGeneric: Bool
    /// `struct`, `class`, `enum` or `actor`.
    var kind: String
    /// Marked `@propertyWrapper`: a field's helper (`@DefaultEmpty`), never a body.
    var isPropertyWrapper: Bool
  }

  private var declared: [String: Declaration] = [:]
  /// By type, the names after its colon in order: for a class, its superclass first.
  private var conformances: [String: [String]] = [:]
  private var properties: [String: Set<String>] = [:]
  /// By `CodingKey` enum, the names its cases give (`case avatarURL = "avatar_url"` gives
  /// `avatar_url`).
  private var enumCases: [String: Set<String>] = [:]
  /// Whether a source configures a `JSONDecoder` (a key or date strategy): the app has its own
  /// decoder, which the checks should use as a profile.
  private(set) var configuresDecoder = false

  /// A public factory of the app's coders the registry can call from another module: a
  /// `static func` or a global `func` without parameters that does not throw, or a `static
  /// var` computed anew (a stored `static let` is shared state Swift 6 refuses to reach).
  struct CoderFactory: Hashable {
    /// `JSONDecoder` or `JSONEncoder`.
    var returns: String
    /// How the registry calls it: `API.decoder()`, `JSONDecoder.gitHub()`, `makeDecoder()`.
    var call: String
    /// The type it is declared in (`nil` at the top level), which must be public too.
    var container: String?
  }

  private var factories: [CoderFactory] = []

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
      // The `CodingKey` enum whose body this is, when it is one: its cases are a type's keys.
      let keysOf: String? = containers.last.flatMap { container in
        guard container.depth == depth, declared[container.path]?.kind == "enum",
          container.path.hasSuffix(".CodingKeys") || conformances[container.path, default: []].contains("CodingKey")
        else { return nil }
        return container.path
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
          enumCases[type]?.remove(name)
          enumCases[type, default: []].insert(text)
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
            enumCases[type, default: []].insert(word)
            lastCase = word
            continue
          }
        }
        guard words.count >= 2 else { continue }
        let keyword = words[words.count - 2]
        if keyword == "func" || keyword == "var",
          let factory = coderFactory(named: word, keyword, words, containers, depth, &tokens)
        {
          factories.append(factory)
          continue
        }
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
        let before = words.dropLast(2).reversed()
        let modifiers = Set(before.prefix { CodableTypeScanner.modifiers.contains($0) })
        let isPublic = modifiers.contains("public") || modifiers.contains("open")
        pending = (path, keyword != "extension", keyword == "extension" && isPublic)
        if keyword != "extension" && keyword != "protocol" {
          // A member of a `public extension` is public unless it says otherwise.
          let inPublicExtension =
            containers.last?.isPublicExtension == true && containers.last?.depth == depth
            && modifiers.isDisjoint(with: ["internal", "private", "fileprivate", "package"])
          declared[path] = Declaration(
            isPublic: isPublic || inPublicExtension, isGeneric: tokens.nextIsGeneric, kind: keyword,
            isPropertyWrapper: before.drop { CodableTypeScanner.modifiers.contains($0) }.first == "propertyWrapper")
        }
      case .colon:
        // A colon after a declaration's name starts its conformances; elsewhere it is a
        // property's type or an argument label.
        if let current = pending { conformances[current.path, default: []] += tokens.readConformances() }
      }
    }
  }

  /// `func NAME() -> JSONDecoder` or `static var NAME: JSONDecoder {` just read, when it is
  /// a public factory the registry can call (``CoderFactory``).
  private func coderFactory(
    named name: String, _ keyword: String, _ words: [String],
    _ containers: [(path: String, depth: Int, isPublicExtension: Bool)], _ depth: Int, _ tokens: inout SwiftTokens
  ) -> CoderFactory? {
    // Right in a type's body, or at the top level: not inside a function.
    let container = containers.last.flatMap { $0.depth == depth ? $0 : nil }
    guard container != nil || depth == 0 else { return nil }
    let before = Set(
      words.dropLast(2).reversed().prefix {
        CodableTypeScanner.modifiers.contains($0) || $0 == "static" || $0 == "class"
      })
    let isStatic = before.contains("static") || before.contains("class")
    guard container == nil || isStatic else { return nil }
    let isPublic =
      before.contains("public") || before.contains("open")
      || (container?.isPublicExtension == true
        && before.isDisjoint(with: ["internal", "private", "fileprivate", "package"]))
    guard isPublic, let returned = keyword == "func" ? tokens.emptyCallReturning() : tokens.computedPropertyType(),
      returned == "JSONDecoder" || returned == "JSONEncoder"
    else { return nil }
    let call = (container.map { $0.path + "." } ?? "") + name + (keyword == "func" ? "()" : "")
    return CoderFactory(returns: returned, call: call, container: container?.path)
  }

  /// The app's public coder factories, by what they return; a factory of a type that is not
  /// public (or a type of the module the scan did not see, other than Foundation's) left out.
  func coderFactories(returning type: String) -> [String] {
    factories.filter { factory in
      guard factory.returns == type else { return false }
      guard let container = factory.container else { return true }
      if container == "JSONDecoder" || container == "JSONEncoder" { return true }
      var outer = container
      while true {
        guard let declaration = declared[outer], declaration.isPublic else { return false }
        guard let dot = outer.lastIndex(of: ".") else { return true }
        outer = String(outer[..<dot])
      }
    }.map(\.call)
  }

  /// The types conforming to `Decodable` (or `Codable`), not generic, sorted by path;
  /// `isPublic` when the type and every type around it are public.
  ///
  /// `Decodable` is enough: an app's response types are mostly read and never sent back, and
  /// the checks run every stage but the round trip on them. An enum counts when it reads a
  /// body of its own (associated values, a `type` key); one with raw values (`String`,
  /// `RawRepresentable`) is never a response body of its own, nor is a property wrapper.
  var codableTypes: [FoundType] { types(generic: false) }

  /// The generic ones (`Page<Item>`, `Expandable<Object>`): the registry needs
  /// each used with its arguments (`Model(Page<Repository>.self, name: "RepositoryPage")`),
  /// which only the app's code says.
  var genericCodableTypes: [FoundType] { types(generic: true) }

  private static let rawValueTypes: Set<String> = [
    "RawRepresentable", "CodingKey", "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Double", "Float",
  ]

  private func types(generic: Bool) -> [FoundType] {
    // By type, the keys of its body: its `CodingKeys`, else the cases of its other `CodingKey`
    // enums (a subclass's `ProductKeys`). Beside `CodingKeys`, another one is a nested
    // object's (`AttributeKeys` for a `nestedContainer`), not the body's.
    var codingKeys: [String: Set<String>] = [:]
    var named = Set<String>()
    for (name, cases) in enumCases {
      guard let dot = name.lastIndex(of: ".") else { continue }
      let type = String(name[..<dot])
      if name.hasSuffix(".CodingKeys") {
        codingKeys[type] = cases
        named.insert(type)
      } else if !named.contains(type) {
        codingKeys[type, default: []].formUnion(cases)
      }
    }
    return declared.compactMap { path, declaration -> FoundType? in
      // A type nested in a generic one cannot be named without its arguments either; the
      // generic one is listed, not it.
      guard declaration.kind != "actor", !declaration.isPropertyWrapper,
        generic ? declaration.isGeneric : !isGeneric(path), isCodable(path, depth: 0)
      else { return nil }
      if declaration.kind == "enum", !CodableTypeScanner.rawValueTypes.isDisjoint(with: conformances[path, default: []])
      {
        return nil
      }
      var isPublic = declaration.isPublic
      var outer = path
      while let dot = outer.lastIndex(of: ".") {
        outer = String(outer[..<dot])
        if let container = declared[outer], !container.isPublic { isPublic = false }
      }
      return FoundType(path: path, isPublic: isPublic, properties: keys(of: path, codingKeys: codingKeys, depth: 0))
    }.sorted()
  }

  /// Whether `path` or a type around it is generic.
  private func isGeneric(_ path: String) -> Bool {
    var outer = path
    while true {
      if declared[outer]?.isGeneric == true { return true }
      guard let dot = outer.lastIndex(of: ".") else { return false }
      outer = String(outer[..<dot])
    }
  }

  /// Whether `path` says `Codable` or `Decodable`, or is a class whose superclass does.
  private func isCodable(_ path: String, depth: Int) -> Bool {
    let names = conformances[path, default: []]
    if names.contains("Codable") || names.contains("Decodable") { return true }
    guard depth < 16, let superclass = superclass(of: path) else { return false }
    return isCodable(superclass, depth: depth + 1)
  }

  /// The declared class `path`'s first conformance names, when it is one of the module's.
  private func superclass(of path: String) -> String? {
    guard declared[path]?.kind == "class", let first = conformances[path]?.first else { return nil }
    let outer = path.lastIndex(of: ".").map { String(path[..<$0]) }
    let candidates = [outer.map { "\($0).\(first)" }, first].compactMap { $0 }
    return candidates.first { declared[$0]?.kind == "class" }
  }

  /// The keys `path` reads: the cases of its `CodingKey` enums (`CodingKeys`, or any other
  /// name a subclass gives its own) and its superclass's; its stored properties where it has
  /// no such enum.
  private func keys(of path: String, codingKeys: [String: Set<String>], depth: Int) -> Set<String> {
    var keys = codingKeys[path] ?? properties[path, default: []]
    if depth < 16, let superclass = superclass(of: path) {
      keys.formUnion(self.keys(of: superclass, codingKeys: codingKeys, depth: depth + 1))
    }
    return keys
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

  /// The type a function just named returns when its parameter list is empty and it does not
  /// throw (`() -> JSONDecoder`), read without moving on; `nil` otherwise.
  func emptyCallReturning() -> String? {
    var at = skippingSpaces(from: index)
    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "(") else { return nil }
    at = skippingSpaces(from: at + 1)
    guard at < bytes.count, bytes[at] == UInt8(ascii: ")") else { return nil }
    at = skippingSpaces(from: at + 1)
    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "-"), bytes[at + 1] == UInt8(ascii: ">") else { return nil }
    return typeName(from: skippingSpaces(from: at + 2)).name
  }

  /// The type of a computed property just named (`: JSONDecoder {`), read without moving on;
  /// `nil` for a stored one or none.
  func computedPropertyType() -> String? {
    let at = skippingSpaces(from: index)
    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
    let (name, end) = typeName(from: skippingSpaces(from: at + 1))
    let after = skippingSpaces(from: end)
    guard after < bytes.count, bytes[after] == UInt8(ascii: "{") else { return nil }
    return name
  }

  /// The (module-qualified) type name at `start`, its last component, and where it ends.
  private func typeName(from start: Int) -> (name: String?, end: Int) {
    var end = start
    while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
    guard end > start else { return (nil, end) }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return (text.split(separator: ".").last.map(String.init), end)
  }

  private func skippingSpaces(from start: Int) -> Int {
    var at = start
    while at < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[at])
    {
      at += 1
    }
    return at
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
