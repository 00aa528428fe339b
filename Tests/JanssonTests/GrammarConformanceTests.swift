import Jansson
import Testing

/// The reference parser against the JSON grammar (RFC 8259), case by case, in the manner of
/// the well-known parser test suites: `accept` cases are JSON, `reject` cases are not, and
/// `limit` cases are JSON that jansson cannot hold, documented in the README.
@Suite struct GrammarConformanceTests {
  static let accept: [(String, [UInt8])] = [
    ("empty array", bytes("[]")), ("empty object", bytes("{}")), ("nested", bytes(#"[[[]], {"a": {}}]"#)),
    ("scalar number", bytes("0")), ("scalar string", bytes(#""x""#)), ("scalar true", bytes("true")),
    ("scalar null", bytes("null")), ("whitespace around", bytes(" \t\r\n[1]\n ")),
    ("negative zero", bytes("[-0]")), ("zero exponent", bytes("[0e1]")), ("capital E", bytes("[1E+2]")),
    ("negative exponent", bytes("[1e-2]")), ("fraction", bytes("[0.5]")), ("int64 max", bytes("[9223372036854775807]")),
    ("int64 min", bytes("[-9223372036854775808]")), ("tiny real underflows to zero", bytes("[1e-400]")),
    ("all escapes", bytes(#"["\"\\\/\b\f\n\r\t"]"#)), ("unicode escape", bytes(#"["\u00e9\u4e2d"]"#)),
    ("surrogate pair", bytes(#"["\ud83d\ude00"]"#)), ("escaped NUL", bytes(#"["\u0000"]"#)),
    ("raw UTF-8", bytes("[\"é中😀\"]")), ("U+2028 raw", bytes("[\"\u{2028}\"]")),
    ("DEL raw", [0x5B, 0x22, 0x7F, 0x22, 0x5D]),
    ("duplicate keys", bytes(#"{"a": 1, "a": 2}"#)), ("empty key", bytes(#"{"": 0}"#)),
    ("long string", bytes("[\"" + String(repeating: "x", count: 100_000) + "\"]")),
    ("deep 2000", bytes(String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000))),
  ]

  static let reject: [(String, [UInt8])] = [
    ("empty", []), ("only whitespace", bytes("  ")), ("trailing comma array", bytes("[1,]")),
    ("trailing comma object", bytes(#"{"a":1,}"#)), ("leading zero", bytes("[01]")), ("plus sign", bytes("[+1]")),
    ("bare dot", bytes("[.5]")), ("dot without digits", bytes("[1.]")), ("exponent without digits", bytes("[1e]")),
    ("hex", bytes("[0x10]")), ("NaN", bytes("[NaN]")), ("Infinity", bytes("[Infinity]")),
    ("single quotes", bytes("['a']")), ("unquoted key", bytes("{a: 1}")), ("missing colon", bytes(#"{"a" 1}"#)),
    ("missing value", bytes(#"{"a":}"#)), ("comment", bytes("[1] // c")), ("block comment", bytes("/* c */ [1]")),
    ("unclosed array", bytes("[1")), ("unclosed string", bytes(#"["abc"#)), ("extra close", bytes("[1]]")),
    ("two values", bytes("[1] [2]")), ("raw tab in string", bytes("[\"a\tb\"]")),
    ("raw newline in string", bytes("[\"a\nb\"]")),
    ("bad escape", bytes(#"["\x41"]"#)), ("short unicode escape", bytes(#"["\u12"]"#)),
    ("lone high surrogate", bytes(#"["\ud800"]"#)), ("lone low surrogate", bytes(#"["\udc00"]"#)),
    ("byte order mark", [0xEF, 0xBB, 0xBF] + bytes("[]")), ("UTF-16", [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]),
    ("invalid UTF-8", [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D]), ("overlong UTF-8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]),
    ("NUL after number", bytes("123") + [0]), ("NUL after literal", bytes("true") + [0]),
    ("raw NUL in string", [0x5B, 0x22, 0x00, 0x22, 0x5D]), ("uppercase literal", bytes("[True]")),
    ("truncated literal", bytes("[nul]")), ("deep 100000", bytes(String(repeating: "[", count: 100_000))),
  ]

  @Test(arguments: accept)
  func accepts(_ testCase: (String, [UInt8])) {
    #expect(throws: Never.self, "\(testCase.0)") { _ = try JanssonParser.parse(testCase.1) }
  }

  @Test(arguments: reject)
  func rejects(_ testCase: (String, [UInt8])) {
    #expect(throws: JSONParseError.self, "\(testCase.0)") { _ = try JanssonParser.parse(testCase.1) }
  }

  /// JSON that jansson cannot hold: the document is still read, with a located limitation.
  @Test func numbersBeyondTheReferenceAreLimitationsNotRejections() throws {
    let parsed = try JanssonParser.parse(bytes("[18446744073709551616, -1e400, 1]"))
    #expect(parsed.limitations.map(\.kind) == [.integerBeyondInt64, .realOverflow])
    #expect(parsed.value.arrayValue?.last == 1)
  }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
