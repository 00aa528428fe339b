import JSONCore
import Testing
import YAML

/// Plain scalars resolve by the YAML 1.2 core schema, through real libyaml.
@Suite struct CoreSchemaTests {
  /// The value of `key` in a one-line mapping `key: <text>`.
  static func value(_ text: String) throws -> JSONValue? {
    try YAMLParser.parse(Array("key: \(text)\n".utf8)).value["key"]
  }

  @Test(arguments: ["on", "off", "yes", "no", "y", "n", "Yes", "NO", "On"])
  func yaml11BooleansStayStrings(_ text: String) throws {
    #expect(try Self.value(text) == .string(text))
  }

  @Test(arguments: [
    ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false),
  ])
  func onlyTrueAndFalseAreBooleans(_ text: String, _ expected: Bool) throws {
    #expect(try Self.value(text) == .bool(expected))
  }

  @Test(arguments: ["null", "Null", "NULL", "~", ""])
  func nulls(_ text: String) throws {
    #expect(try Self.value(text) == .null)
  }

  @Test func integersKeepAJSONLexeme() throws {
    let cases: [(String, String)] = [
      ("12", "12"), ("-7", "-7"), ("+12", "12"), ("007", "7"), ("0", "0"), ("-0", "0"),
      ("0o17", "15"), ("0x1F", "31"), ("0xff", "255"),
      ("0xFFFFFFFFFFFFFFFFFF", "4722366482869645213695"),
      ("123456789012345678901234567890", "123456789012345678901234567890"),
    ]
    for (text, lexeme) in cases {
      let number = try #require(try Self.value(text)?.numberValue, "\(text)")
      #expect(number.kind == .integer, "\(text)")
      #expect(number.lexeme == lexeme, "\(text)")
    }
    #expect(try Self.value("0x1F")?.numberValue?.int64 == 31)
  }

  @Test func realsKeepAJSONLexeme() throws {
    let cases: [(String, String)] = [
      ("1.5e3", "1.5e3"), ("1e3", "1e3"), ("1.", "1.0"), (".5", "0.5"), ("-.5", "-0.5"), ("+1.25", "1.25"),
      ("01.5", "1.5"), ("2.5E-2", "2.5E-2"),
    ]
    for (text, lexeme) in cases {
      let number = try #require(try Self.value(text)?.numberValue, "\(text)")
      #expect(number.kind == .real, "\(text)")
      #expect(number.lexeme == lexeme, "\(text)")
    }
    #expect(try Self.value("1.5e3")?.numberValue?.double == 1500)
  }

  @Test(arguments: ["0o18", "0x", "0xG1", "1_000", "1,5", "12abc", "0b101", ".", "1e", "+", "1.2.3", "0o-1", "--1"])
  func notNumbersAreStrings(_ text: String) throws {
    #expect(try Self.value(text) == .string(text))
  }

  @Test(arguments: [".inf", "-.inf", "+.INF", ".nan", ".NaN", "1e400"])
  func nonFiniteFloatsAreLocatedErrors(_ text: String) throws {
    let bytes = Array("a: 1\nkey: \(text)\n".utf8)
    let error = try #require(throws: YAMLParseError.self) { try YAMLParser.parse(bytes) }
    #expect(error.kind == .notJSON)
    #expect(error.line == 2 && error.column == 6)
    #expect(error.pointer == JSONPointer([.key("key")]))
  }

  @Test func timestampsStayStrings() throws {
    #expect(try Self.value("2024-03-15") == .string("2024-03-15"))
    #expect(try Self.value("2024-03-15T10:30:00Z") == .string("2024-03-15T10:30:00Z"))
  }

  @Test func quotedScalarsAreAlwaysStrings() throws {
    for text in ["\"true\"", "'true'", "\"12\"", "'0x1F'", "\"null\"", "''", "'~'", "\".inf\""] {
      let expected = String(text.dropFirst().dropLast())
      #expect(try Self.value(text) == .string(expected), "\(text)")
    }
  }

  @Test func blockScalarsAreAlwaysStrings() throws {
    let yaml = """
      literal: |
        12
        true
      folded: >
        yes
        no
      bare: |-
        0x1F
      """
    let value = try YAMLParser.parse(Array(yaml.utf8)).value
    #expect(value["literal"] == .string("12\ntrue\n"))
    #expect(value["folded"] == .string("yes no\n"))
    #expect(value["bare"] == .string("0x1F"))
  }

  @Test func coreTagsApply() throws {
    #expect(try Self.value("!!str 12") == .string("12"))
    #expect(try Self.value("!!int \"12\"")?.numberValue?.lexeme == "12")
    #expect(try Self.value("!!float 3")?.numberValue?.kind == .real)
    #expect(try Self.value("!!bool true") == .bool(true))
    let wrong = try #require(throws: YAMLParseError.self) { try YAMLParser.parse(Array("key: !!int yes\n".utf8)) }
    #expect(wrong.kind == .unsupportedTag)
    let custom = try #require(throws: YAMLParseError.self) { try YAMLParser.parse(Array("key: !custom 1\n".utf8)) }
    #expect(custom.kind == .unsupportedTag)
    #expect(custom.line == 1 && custom.column == 6)
  }
}
