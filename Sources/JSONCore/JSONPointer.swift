/// An RFC 6901 JSON Pointer: `/courses/0/course_name`.
///
/// Tokens remember whether they were built as array indices, so that fingerprints can
/// normalise `/rows/17/name` to `/rows/*/name` without mistaking an object key `"17"` for an
/// index. A pointer parsed from text does not know; ``resolve(in:)`` reads numeric tokens as
/// indices when it meets an array, as RFC 6901 says.
public struct JSONPointer: Sendable, Hashable, Comparable {
  public enum Token: Sendable, Hashable {
    case key(String)
    case index(Int)

    /// The token's text, unescaped.
    public var text: String {
      switch self {
      case .key(let key): key
      case .index(let index): String(index)
      }
    }
  }

  public private(set) var tokens: [Token]

  public init(_ tokens: [Token] = []) { self.tokens = tokens }

  public static let root = JSONPointer()

  public var isRoot: Bool { tokens.isEmpty }

  public func appending(key: String) -> JSONPointer { appending(token: .key(key)) }
  public func appending(index: Int) -> JSONPointer { appending(token: .index(index)) }

  /// One allocation, the size of the result (`tokens + [token]` made two).
  public func appending(token: Token) -> JSONPointer {
    var longer: [Token] = []
    longer.reserveCapacity(tokens.count + 1)
    longer.append(contentsOf: tokens)
    longer.append(token)
    return JSONPointer(longer)
  }
  public func appending(_ other: JSONPointer) -> JSONPointer { JSONPointer(tokens + other.tokens) }

  public var parent: JSONPointer? { isRoot ? nil : JSONPointer(Array(tokens.dropLast())) }
  public var last: Token? { tokens.last }

  /// Parses pointer text (`""`, `"/a~1b/0"`).
  ///
  /// Throws on text that is not a pointer.
  public init(parsing text: String) throws(JSONPointerError) {
    var text = text
    // On the bytes: a compile rebuilds the pointer of every schema it queued from its text,
    // and a walk by characters cost each one a grapheme walk (tens of thousands of
    // instructions for a pointer through `$id`-named definitions).
    switch text.withUTF8(JSONPointer.tokens(utf8:)) {
    case .success(let tokens): self.init(tokens)
    case .failure(.missingSlash): throw .missingLeadingSlash(text)
    case .failure(.badEscape): throw .invalidEscape(text)
    }
  }

  private enum ParseFailure: Error { case missingSlash, badEscape }

  private static func tokens(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<[Token], ParseFailure> {
    guard let first = bytes.first else { return .success([]) }
    guard first == UInt8(ascii: "/") else { return .failure(.missingSlash) }
    var tokens: [Token] = []
    var start = 1
    for end in 1...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
      let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = end + 1
      guard raw.contains(UInt8(ascii: "~")) else {
        tokens.append(.key(String(decoding: raw, as: UTF8.self)))
        continue
      }
      var unescaped: [UInt8] = []
      unescaped.reserveCapacity(raw.count)
      var index = 0
      while index < raw.count {
        let byte = raw[index]
        index += 1
        guard byte == UInt8(ascii: "~") else {
          unescaped.append(byte)
          continue
        }
        guard index < raw.count else { return .failure(.badEscape) }
        switch raw[index] {
        case UInt8(ascii: "0"): unescaped.append(UInt8(ascii: "~"))
        case UInt8(ascii: "1"): unescaped.append(UInt8(ascii: "/"))
        default: return .failure(.badEscape)
        }
        index += 1
      }
      tokens.append(.key(String(decoding: unescaped, as: UTF8.self)))
    }
    return .success(tokens)
  }

  /// Parses the fragment of a URI (`#/definitions/a%20b`), percent-decoding it first.
  public init(fragment: String) throws(JSONPointerError) {
    let decoded = fragment.removingPercentEncodingIfValid ?? fragment
    try self.init(parsing: decoded)
  }

  /// The value this pointer points at, or `nil` when a token does not match.
  public func resolve(in value: JSONValue) -> JSONValue? {
    var current = value
    for token in tokens {
      switch current {
      case .object(let object):
        guard let next = object[token.text] else { return nil }
        current = next
      case .array(let array):
        guard let index = JSONPointer.arrayIndex(token), array.indices.contains(index) else {
          return nil
        }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }

  /// An array index token per RFC 6901: digits without a leading zero.
  public static func arrayIndex(_ token: Token) -> Int? {
    switch token {
    case .index(let index): return index
    case .key(let key):
      guard !key.isEmpty, key.utf8.allSatisfy({ JSONNumber.isDigit($0) }),
        key == "0" || !key.hasPrefix("0")
      else { return nil }
      return Int(key)
    }
  }

  /// The pointer with every index token replaced by `*`, for fingerprints that must not
  /// change when a row moves within an array.
  public var normalized: String {
    var text = ""
    for token in tokens {
      switch token {
      case .index: text += "/*"
      case .key(let key):
        text += "/"
        text += JSONPointer.escape(key)
      }
    }
    return text
  }

  public static func escape(_ token: String) -> String {
    // Bytes, not Characters: this runs for every finding's fingerprint.
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
    var escaped = ""
    for character in token {
      switch character {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    for (a, b) in zip(lhs.tokens, rhs.tokens) where a != b {
      switch (a, b) {
      case (.index(let x), .index(let y)): return x < y
      default: return a.text < b.text
      }
    }
    return lhs.tokens.count < rhs.tokens.count
  }
}

extension JSONPointer: CustomStringConvertible {
  /// The pointer's text form: `""` for the root, otherwise `/token/token`.
  public var description: String {
    tokens.map { "/" + JSONPointer.escape($0.text) }.joined()
  }
}

extension JSONPointer: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    try self.init(parsing: text)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

public enum JSONPointerError: Error, Hashable, Sendable, CustomStringConvertible {
  case missingLeadingSlash(String)
  case invalidEscape(String)

  public var description: String {
    switch self {
    case .missingLeadingSlash(let text): "JSON Pointer '\(text)' must be empty or start with '/'"
    case .invalidEscape(let text): "JSON Pointer '\(text)' has a '~' not followed by 0 or 1"
    }
  }
}

extension String {
  /// Percent-decodes, or `nil` when an escape is malformed or not UTF-8.
  var removingPercentEncodingIfValid: String? {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
