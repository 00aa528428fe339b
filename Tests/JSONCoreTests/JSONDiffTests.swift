import JSONCore
import Testing

@Suite struct JSONDiffTests {
  private func kinds(_ original: JSONValue, _ result: JSONValue) -> [String] {
    JSONDiff.differences(from: original, to: result).map { "\($0.kind.rawValue) \($0.pointer)" }
  }

  @Test func sameMeaningIsNoDifference() {
    let a: JSONValue = ["b": 1, "a": [1.5, "x", nil]]
    let b: JSONValue = ["a": [.number(JSONNumber(lexeme: "1.50")!), "x", nil], "b": 1]
    #expect(kinds(a, b).isEmpty)
  }

  @Test func reportsDroppedAddedAndNullChanges() {
    let original: JSONValue = ["keep": 1, "dropped": "x", "gone": nil]
    let result: JSONValue = ["keep": 1, "added": true, "appeared": nil]
    #expect(
      kinds(original, result) == [
        "key-dropped /dropped", "null-became-absent /gone", "key-added /added", "absent-became-null /appeared",
      ])
  }

  @Test func numbersCompareByValueAndKind() throws {
    let big = try #require(JSONNumber(lexeme: "9007199254740993"))
    let rounded = try #require(JSONNumber(lexeme: "9007199254740992"))
    #expect(kinds([.number(big)], [.number(rounded)]) == ["number-rounded /0"])
    #expect(kinds([1], [1.0]) == ["number-kind-changed /0"])
    #expect(kinds([1], [2]) == ["value-changed /0"])
    #expect(kinds([1], ["1"]) == ["type-changed /0"])
  }

  @Test func datesCompareAsInstantsAndPrecision() {
    let postgres: JSONValue = ["at": "2024-03-15T10:30:00.123456+00:00"]
    #expect(kinds(postgres, ["at": "2024-03-15T10:30:00.123Z"]) == ["date-precision-lost /at"])
    #expect(kinds(postgres, ["at": "2024-03-15T10:30:00.123456Z"]) == ["date-rewritten /at"])
    #expect(kinds(postgres, ["at": "2024-03-15T11:30:00.123456+00:00"]) == ["value-changed /at"])
    #expect(kinds(["at": "2024-03-15T10:30:00.12+00:00"], ["at": "2024-03-15T10:30:00.120Z"]) == ["date-rewritten /at"])
  }

  @Test func arraysReportElementsByIndex() {
    #expect(kinds([1, 2, 3], [1]) == ["element-dropped /1", "element-dropped /2"])
    #expect(kinds([1], [1, 2]) == ["element-added /1"])
  }
}

@Suite struct JSONValueTests {
  @Test func equalityIsJSONs() throws {
    #expect(JSONValue.number(try #require(JSONNumber(lexeme: "1e0"))) == 1)
    #expect(JSONValue.object(JSONObject([("a", 1), ("b", 2)])) == ["b": 2, "a": 1])
    #expect(JSONValue.array([1, 2]) != [2, 1])
    #expect(Set<JSONValue>([1, 1.0, "1"]).count == 2)
  }

  @Test func numbersKeepKindAndLexeme() throws {
    let real = try #require(JSONNumber(lexeme: "2.50"))
    #expect(real.kind == .real)
    #expect(real.isIntegral == false)
    #expect(try #require(JSONNumber(lexeme: "1e2")).isIntegral)
    #expect(JSONNumber(lexeme: "01") == nil)
    #expect(JSONNumber(lexeme: "1.") == nil)
    #expect(try #require(JSONNumber(lexeme: "18446744073709551616")).exceedsInt64)
  }

  @Test func exactDecimalMultiples() throws {
    #expect(try #require(ExactDecimal("0.0075")).isMultiple(of: try #require(ExactDecimal("0.0001"))))
    #expect(!(try #require(ExactDecimal("0.00751")).isMultiple(of: try #require(ExactDecimal("0.0001")))))
    #expect(try #require(ExactDecimal("1e308")).isMultiple(of: try #require(ExactDecimal("0.5"))))
  }

  @Test func duplicateKeysKeepFirstPositionAndShadowedValue() {
    let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == 3)
    #expect(object.shadowed.map(\.key) == ["a"])
    #expect(object.shadowed.map(\.value) == [1])
  }

  @Test func writerIsDeterministicAndEscapes() {
    let value: JSONValue = ["z": "a\"b\\c\n\u{1}", "a": [1, nil, true]]
    #expect(JSONWriter().string(value) == #"{"z":"a\"b\\c\n\u0001","a":[1,null,true]}"#)
    #expect(JSONWriter(sortedKeys: true).string(value) == #"{"a":[1,null,true],"z":"a\"b\\c\n\u0001"}"#)
    #expect(JSONWriter(sortedKeys: true, indent: 2).string(["a": [1]]) == "{\n  \"a\": [\n    1\n  ]\n}")
  }

  @Test func largeObjectsLookUpThroughTheirIndex() {
    var object = JSONObject((0..<100).map { ("k\($0)", JSONValue.number(JSONNumber($0))) })
    #expect(object["k57"] == 57)
    object["k57"] = nil
    #expect(object["k57"] == nil)
    #expect(object["k58"] == 58)
    #expect(object.count == 99)
  }
}

/// The round trip's comparison reads the encoder's text as it compares: it must find exactly
/// what comparing the two trees finds that changes the text, in the same order.
@Suite struct JSONDiffTextComparisonTests {
  private func both(_ original: JSONValue, _ text: String) throws -> ([JSONDifference], [JSONDifference]) {
    let streamed = try JSONDiff.differences(from: original, toEncoded: Array(text.utf8))
    let tree = JSONDiff.differences(from: original, to: try CompactJSONReader.read(Array(text.utf8)))
      .filter(\.changesText)
    return (streamed, tree)
  }

  @Test(arguments: [
    // Same meaning, other text: key order, escapes, number spelling, whitespace.
    #"{"b":1,"a":"x/y","c":[1.5,true,null]}"#,
    #"{"c":[1.50,true,null],"a":"x\/y","b":1}"#,
    #" { "a" : "x\u002fy" , "b" : 1.0 , "c" : [ 1.5 , true , null ] } "#,
    // Dropped, added, null ↔ absent, in any order of the text.
    #"{"zz":2,"b":1}"#,
    #"{"new":{"deep":[1]},"c":[1.5,true],"a":"x/y","b":null,"gone":null}"#,
    // Changed values and types at every depth.
    #"{"a":"x/z","b":"1","c":[1.5,false,0,4]}"#,
    #"{"a":["x/y"],"b":-1e3,"c":{}}"#,
    #"[1,2]"#,
    #""x/y""#,
  ])
  func textComparisonMatchesTreeComparison(_ text: String) throws {
    let original: JSONValue = ["b": 1, "a": "x/y", "c": [1.5, true, nil], "gone": nil]
    let (streamed, tree) = try both(original, text)
    #expect(streamed == tree)
  }

  /// What a caller turns down as the comparison goes is what filtering its list afterwards
  /// drops, the rest in the same order; the path it is asked with spells the pointer.
  @Test(arguments: [
    #"{"new":{"deep":[1]},"c":[1.5,true],"a":"x/y","b":null,"gone":null}"#,
    #"{"zz":2,"b":1}"#,
    #"{"a":"x/z","b":"1","c":[1.5,false,0,4]}"#,
  ])
  func differencesTurnedDownAreNeitherBuiltNorListed(_ text: String) throws {
    let original: JSONValue = ["b": 1, "a": "x/y", "c": [1.5, true, nil], "gone": nil]
    let all = try JSONDiff.differences(from: original, toEncoded: Array(text.utf8))
    for turnedDown in [Set(["gone"]), Set(["b", "c"]), Set(["a", "new", "zz"])] {
      var asked: [JSONPointer] = []
      let kept = try JSONDiff.differences(from: original, toEncoded: Array(text.utf8)) { _, path in
        let pointer = JSONPointer(Array(path))
        asked.append(pointer)
        guard case .key(let first)? = pointer.tokens.first else { return true }
        return !turnedDown.contains(first)
      }
      #expect(Set(asked) == Set(all.map(\.pointer)))
      #expect(
        kept
          == all.filter { difference in
            guard case .key(let first)? = difference.pointer.tokens.first else { return true }
            return !turnedDown.contains(first)
          })
    }
  }

  /// Strings of eight bytes and more, which the comparison reads a word at a time: the same
  /// text, the same meaning in escapes, and one byte changed anywhere.
  @Test(arguments: [
    #"{"s":"plain text, long enough"}"#,
    #"{"s":"quote \" inside, long enough"}"#,
    #"{"s":"tab\tand back\\slash and \/ too"}"#,
    #"{"s":"plain text, long enougi"}"#,
    #"{"s":"plain text, long enoug"}"#,
    #"{"s":"plain text, long enough!"}"#,
    #"{"s":"Plain text, long enough"}"#,
  ])
  func longStringsMatchTheTreeComparison(_ text: String) throws {
    for original in ["plain text, long enough", "quote \" inside, long enough", "tab\tand back\\slash and / too"] {
      let (streamed, tree) = try both(["s": .string(original)], text)
      #expect(streamed == tree, "\(original) against \(text)")
    }
  }

  @Test func datesUUIDsAndNumbersKeepTheirKinds() throws {
    let original: JSONValue = [
      "at": "2024-03-15T10:30:00.123456+00:00", "id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
      "big": .number(try #require(JSONNumber(lexeme: "9007199254740993"))),
      "price": .number(try #require(JSONNumber(lexeme: "124.00"))),
    ]
    let text =
      #"{"price":124,"big":9007199254740992,"id":"3FA85F64-5717-4562-B3FC-2C963F66AFA6","at":"2024-03-15T10:30:00.123Z"}"#
    let (streamed, tree) = try both(original, text)
    #expect(streamed == tree)
    #expect(streamed.map(\.kind) == [.datePrecisionLost, .numberRounded, .numberKindChanged])
  }

  @Test func aUUIDInOtherCaseIsNoDifferenceAnotherUUIDIs() throws {
    let original: JSONValue = [
      "a": "3fa85f64-5717-4562-b3fc-2c963f66afa6", "b": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
    ]
    let text = #"{"b":"3FA85F64-5717-4562-B3FC-2C963F66AFA7","a":"3FA85F64-5717-4562-B3FC-2C963F66AFA6"}"#
    let (streamed, tree) = try both(original, text)
    #expect(streamed == tree)
    #expect(streamed.map { "\($0.kind.rawValue) \($0.pointer)" } == ["value-changed /b"])
  }

  /// A `URL` writes back the text it was sent with the characters a URL cannot hold
  /// percent-encoded: the same address, a rewrite. Another string written so, or a URL whose
  /// text changed otherwise, is a changed value.
  @Test func aURLPercentEncodedIsTheSameAddress() throws {
    let original: JSONValue = [
      "avatar": "https://files.example/a b/café.png", "path": "/tags/swift 6",
      "name": "Ada Lovelace", "url": "https://example.com/x y",
    ]
    let text =
      #"{"avatar":"https://files.example/a%20b/caf%C3%A9.png","path":"/tags/swift%206","name":"Ada%20Lovelace","url":"https://example.com/x%20z"}"#
    let (streamed, tree) = try both(original, text)
    #expect(streamed == tree)
    #expect(
      streamed.map { "\($0.kind.rawValue) \($0.pointer)" } == [
        "url-percent-encoded /avatar", "url-percent-encoded /path", "value-changed /name", "value-changed /url",
      ])
    #expect(!streamed[0].losesData && streamed[2].losesData)
  }

  @Test func manyMembersBeyondTheBitMask() throws {
    let members = (0..<100).map { ("k\($0)", JSONValue.number(JSONNumber(Int64($0)))) }
    let original = JSONValue.object(JSONObject(members))
    // Reversed, with every tenth value changed and the last one dropped.
    let text =
      "{" + (0..<99).reversed().map { "\"k\($0)\":\($0 % 10 == 0 ? $0 + 1 : $0)" }.joined(separator: ",") + "}"
    let (streamed, tree) = try both(original, text)
    #expect(streamed == tree)
    #expect(streamed.count == 11)
  }

  @Test func textTheStrictReaderRefusesIsThrown() {
    for text in [#"{"a":1,"a":2}"#, #"{"a":1"#, #"[1,]"#, #"{"a":01}"#, #""\x""#] {
      #expect(throws: CompactJSONReader.Failure.self, "\(text)") {
        _ = try JSONDiff.differences(from: ["a": 1], toEncoded: Array(text.utf8))
      }
    }
  }
}

/// Values quoted in messages, cut to a budget.
@Suite struct AbbreviationTests {
  @Test func sortedKeysQuoteTheSmallestKeysFirstHoweverLargeTheObject() {
    let small: JSONValue = ["b": 1, "a": [true], "c": "x"]
    #expect(small.abbreviated(sortedKeys: true) == #"{"a":[true],"b":1,"c":"x"}"#)
    // 20,000 members in descending key order: the quote starts with the smallest.
    let members = (0..<20_000).reversed().map { ("k" + String($0).zeroPadded(toWidth: 6), 0 as JSONValue) }
    let large = JSONValue.object(JSONObject(members))
    let quoted = large.abbreviated(limit: 40, sortedKeys: true)
    #expect(quoted == #"{"k000000":0,"k000001":0,"k000002":0,"k…"#)
    #expect(large.abbreviated(limit: 40).hasPrefix(#"{"k019999":0"#))
  }

  /// A long string is cut to `limit` characters, whatever its bytes: ASCII, letters of
  /// several bytes, a character made of a letter and a combining accent, a line break.
  @Test func longStringsAreCutByCharacters() {
    let ascii = JSONValue.string(String(repeating: "abc", count: 4000))
    #expect(ascii.abbreviated(limit: 10) == #""abcabcab…"#)
    #expect(JSONValue.string("short").abbreviated(limit: 10) == #""short""#)
    #expect(JSONValue.string("exactly8").abbreviated(limit: 10) == #""exactly8""#)
    let accented = JSONValue.string(String(repeating: "e\u{301}", count: 50))
    #expect(accented.abbreviated(limit: 6) == "\"" + String(repeating: "e\u{301}", count: 4) + "…")
    // The accent follows the byte the ASCII cut would stop at: it is not split from its letter.
    let cutBeforeAccent = JSONValue.string("abcd" + "e\u{301}" + String(repeating: "x", count: 50))
    #expect(cutBeforeAccent.abbreviated(limit: 7) == "\"abcde\u{301}…")
    let wide = JSONValue.string(String(repeating: "😀", count: 100))
    #expect(wide.abbreviated(limit: 5) == "\"😀😀😀…")
    let lines = JSONValue.string("\r\n" + String(repeating: "y", count: 100))
    #expect(lines.abbreviated(limit: 8) == #""\r\nyy…"#)
  }
}
