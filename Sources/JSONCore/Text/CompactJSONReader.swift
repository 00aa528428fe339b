/// Reads JSON that this program's own encoder wrote, fast: the round trip's second reading.
///
/// The reference parser (jansson, in the `Jansson` module) judges what backends send. What
/// `JSONEncoder` writes back is produced by Foundation from a model, so it needs no verdict,
/// only a value to compare: this reader builds it directly from the bytes, in one pass,
/// without jansson's intermediate tree or a second scan for number lexemes. It is still a
/// strict RFC 8259 reader and never traps: anything unexpected is a ``Failure`` with its byte
/// offset, and the caller falls back to the reference parser.
public struct CompactJSONReader {
  public struct Failure: Error, Sendable, Hashable {
    public var offset: Int
    public var reason: String
  }

  /// Nesting beyond this is refused (JSONEncoder output is as deep as the model, far less).
  public static let maximumDepth = 512

  public static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) -> JSONValue in
      var reader = CompactJSONReader(buffer: buffer)
      reader.skipWhitespace()
      let value = try reader.readValue(depth: 0)
      reader.skipWhitespace()
      guard reader.cursor == buffer.count else { throw Failure(offset: reader.cursor, reason: "text after the value") }
      return value
    }
  }

  let buffer: UnsafeBufferPointer<UInt8>
  var cursor = 0

  init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  func fail(_ reason: String) -> Failure { Failure(offset: cursor, reason: reason) }

  @inline(__always)
  mutating func skipWhitespace() {
    while cursor < buffer.count, JSONTextScanner.isWhitespace(buffer[cursor]) { cursor += 1 }
  }

  @inline(__always)
  mutating func expect(_ byte: UInt8) throws(Failure) {
    guard cursor < buffer.count, buffer[cursor] == byte else {
      throw fail("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    cursor += 1
  }

  mutating func readValue(depth: Int) throws(Failure) -> JSONValue {
    guard cursor < buffer.count else { throw fail("unexpected end") }
    switch buffer[cursor] {
    case UInt8(ascii: "{"):
      guard depth < CompactJSONReader.maximumDepth else { throw fail("nesting too deep") }
      cursor += 1
      var object = JSONObject()
      if skipEmpty(closing: UInt8(ascii: "}")) { return .object(object) }
      while true {
        skipWhitespace()
        let key = try readString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        object.append(key: key, value: try readValue(depth: depth + 1))
        guard try readSeparator(closing: UInt8(ascii: "}")) else { return .object(object) }
      }
    case UInt8(ascii: "["):
      guard depth < CompactJSONReader.maximumDepth else { throw fail("nesting too deep") }
      cursor += 1
      var array: [JSONValue] = []
      if skipEmpty(closing: UInt8(ascii: "]")) { return .array(array) }
      while true {
        skipWhitespace()
        array.append(try readValue(depth: depth + 1))
        guard try readSeparator(closing: UInt8(ascii: "]")) else { return .array(array) }
      }
    case UInt8(ascii: "\""):
      return .string(try readString())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      return .null
    default:
      return .number(try readNumber())
    }
  }

  /// Skips white space, and the closing byte of an empty container if it is there.
  @inline(__always)
  mutating func skipEmpty(closing: UInt8) -> Bool {
    skipWhitespace()
    guard cursor < buffer.count, buffer[cursor] == closing else { return false }
    cursor += 1
    return true
  }

  /// After a member or an element: `true` past a comma (another follows), `false` past the
  /// container's closing byte.
  @inline(__always)
  mutating func readSeparator(closing: UInt8) throws(Failure) -> Bool {
    skipWhitespace()
    guard cursor < buffer.count else {
      throw fail(closing == UInt8(ascii: "}") ? "unterminated object" : "unterminated array")
    }
    if buffer[cursor] == UInt8(ascii: ",") {
      cursor += 1
      return true
    }
    try expect(closing)
    return false
  }

  mutating func readLiteral(_ literal: StaticString) throws(Failure) {
    let count = literal.utf8CodeUnitCount
    guard cursor + count <= buffer.count else { throw fail("truncated literal") }
    let matches = literal.withUTF8Buffer { expected in
      (0..<count).allSatisfy { buffer[cursor + $0] == expected[$0] }
    }
    guard matches else { throw fail("invalid literal") }
    cursor += count
  }

  mutating func readNumber() throws(Failure) -> JSONNumber {
    let start = cursor
    var integer: Int64 = 0
    var negative = false
    var isInteger = true
    var overflow = false
    if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "-") {
      negative = true
      cursor += 1
    }
    while cursor < buffer.count {
      let byte = buffer[cursor]
      if JSONNumber.isDigit(byte), isInteger {
        let (times, o1) = integer.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(Int64(byte &- UInt8(ascii: "0")))
        overflow = overflow || o1 || o2
        integer = sum
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        isInteger = false
      } else if !(JSONNumber.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) {
        break
      }
      cursor += 1
    }
    let lexeme = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<cursor]), as: UTF8.self)
    if isInteger, !overflow, cursor - start > (negative ? 1 : 0), lexeme != "-0",
      JSONNumber.syntaxKind(of: UnsafeBufferPointer(rebasing: buffer[start..<cursor])) == .integer
    {
      return JSONNumber(integer: negative ? -integer : integer, lexeme: lexeme)
    }
    guard let number = JSONNumber(lexeme: lexeme) else { throw Failure(offset: start, reason: "invalid number") }
    return number
  }

  mutating func readString() throws(Failure) -> String {
    try expect(UInt8(ascii: "\""))
    let start = cursor
    var escaped = false
    var ascii = true
    while cursor < buffer.count {
      let byte = buffer[cursor]
      if byte == UInt8(ascii: "\"") {
        let raw = UnsafeBufferPointer(rebasing: buffer[start..<cursor])
        cursor += 1
        if !escaped {
          // ASCII is valid UTF-8: most keys and values skip the validating initializer.
          if ascii { return String(decoding: raw, as: UTF8.self) }
          guard let text = String(validating: raw, as: UTF8.self) else { throw fail("invalid UTF-8") }
          return text
        }
        guard let text = JSONStringEscapes.decode(raw) else { throw fail("invalid escape") }
        return text
      }
      if byte < 0x20 { throw fail("control character in string") }
      if byte >= 0x80 { ascii = false }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        cursor += 2
        continue
      }
      cursor += 1
    }
    throw fail("unterminated string")
  }
}
