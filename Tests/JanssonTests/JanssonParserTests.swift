import JSONCore
import Jansson
import Testing

@Suite struct JanssonParserTests {
  private func parse(_ text: String) throws(JSONParseError) -> ParsedJSON {
    try JanssonParser.parse(Array(text.utf8))
  }

  private func rejection(_ bytes: [UInt8]) -> JSONParseError? {
    do {
      _ = try JanssonParser.parse(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func keepsKeyOrderAndLexemes() throws {
    let parsed = try parse(#"{"b": 1.50, "a": [1, -0, 1e2, "x\u00e9\n"], "c": null}"#)
    let object = try #require(parsed.value.objectValue)
    #expect(object.keys == ["b", "a", "c"])
    #expect(parsed.value["b"]?.numberValue?.lexeme == "1.50")
    let array = try #require(parsed.value["a"]?.arrayValue)
    #expect(array[1].numberValue?.lexeme == "-0")
    #expect(array[1].numberValue?.kind == .integer)
    #expect(array[2].numberValue?.kind == .real)
    #expect(array[2] == 100)
    #expect(array[3] == "xé\n")
    #expect(parsed.duplicateKeys.isEmpty)
  }

  /// Small documents are parsed into a per-thread arena, large ones (over 4 MB) with the
  /// allocator, freed subtree by subtree: both give the same tree, on any thread.
  @Test func smallAndLargeDocumentsGiveTheSameTrees() async throws {
    let row = #"{"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6", "n": 1.50, "tags": ["a", "b"], "at": null}"#
    let small = "[" + Array(repeating: row, count: 10).joined(separator: ",") + "]"
    let large = "[" + Array(repeating: row, count: 60_000).joined(separator: ",") + "]"
    #expect(large.utf8.count > 4 << 20)
    let smallRows = try #require(try parse(small).value.arrayValue)
    let largeRows = try #require(try parse(large).value.arrayValue)
    #expect(largeRows.count == 60_000)
    #expect(largeRows[59_999] == smallRows[0])
    #expect(largeRows[0]["n"]?.numberValue?.lexeme == "1.50")
    // Threads parsing at once each use their own arena.
    let bytes = Array(small.utf8)
    let trees = try await withThrowingTaskGroup(of: JSONValue.self) { group in
      for _ in 0..<8 { group.addTask { try JanssonParser.parse(bytes).value } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(trees.allSatisfy { $0 == .array(smallRows) })
  }

  @Test func acceptsScalarsAndNulEscape() throws {
    #expect(try parse("  42 ").value == 42)
    #expect(try parse(#""a\u0000b""#).value == .string("a\u{0}b"))
  }

  @Test func rejectsRawNulAfterNumber() throws {
    let error = try #require(rejection(Array("123".utf8) + [0]))
    #expect(error.kind == .nulByte)
    #expect(error.location == SourceLocation(line: 1, column: 4, offset: 3))
  }

  @Test func reportsDuplicateKeysAndKeepsTheLastValue() throws {
    let parsed = try parse(#"{"id": 1, "nested": {"k": "a", "k": "b"}, "id": 2}"#)
    #expect(parsed.value["id"] == 2)
    #expect(parsed.value["nested"]?["k"] == "b")
    let pointers = parsed.duplicateKeys.map(\.pointer.description).sorted()
    #expect(pointers == ["/id", "/nested/k"])
    let id = try #require(parsed.duplicateKeys.first { $0.pointer.description == "/id" })
    #expect(id.values == [1, 2])
    #expect(id.location.column == 43)
  }

  /// Duplicates are told from the members the text writes (its `:`s outside strings) against
  /// the tree's: colons and quotes inside strings are not members, a key may repeat more than
  /// twice, and an object large enough to be indexed repeats keys like a small one.
  @Test func countsMembersOnlyOutsideStrings() throws {
    let clean = try parse(#"{"a:b": "c:d", "e\":": {"f": ":\\"}, "g": [":", {"h": 1}]}"#)
    #expect(clean.duplicateKeys.isEmpty)
    #expect(clean.value["e\":"]?["f"] == ":\\")
    let members = (0..<20).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
    let thrice = try parse("{\(members), \"k3\": \"x\", \"k3\": \"y\"}")
    #expect(thrice.value["k3"] == "y")
    #expect(thrice.value.objectValue?.count == 20)
    #expect(thrice.duplicateKeys.map(\.pointer.description) == ["/k3"])
    #expect(thrice.duplicateKeys.first?.values == [3, "x", "y"])
  }

  /// The pre-scan steps over strings eight bytes at a time: wherever in a word an escape or
  /// the closing quote falls, the number after the string keeps its lexeme.
  @Test func findsTheNumberAfterStringsOfEveryLength() throws {
    for length in 0..<20 {
      for escape in [nil] + Array(0...length) {
        var text = String(repeating: "x", count: length)
        if let escape { text.insert(contentsOf: #"\""#, at: text.index(text.startIndex, offsetBy: escape)) }
        let parsed = try parse(#"[""# + text + #"", 12.50, -0]"#)
        #expect(parsed.value.arrayValue?[1].numberValue?.lexeme == "12.50", "length \(length), escape at \(String(describing: escape))")
        #expect(parsed.value.arrayValue?[2].numberValue?.lexeme == "-0")
      }
    }
  }

  @Test func keepsGoingPastIntegersBeyondInt64() throws {
    let parsed = try parse(#"{"big": 123456789012345678901234567890, "after": 1.5}"#)
    #expect(parsed.value["big"]?.numberValue?.lexeme == "123456789012345678901234567890")
    #expect(parsed.value["big"]?.numberValue?.exceedsInt64 == true)
    #expect(parsed.value["after"] == 1.5)
    let limitation = try #require(parsed.limitations.first)
    #expect(limitation.kind == .integerBeyondInt64)
    #expect(limitation.pointer.description == "/big")
    #expect(limitation.location.column == 9)
    let huge = try parse("[1e400]")
    #expect(huge.limitations.first?.kind == .realOverflow)
  }

  @Test func rejectsWhatTheGrammarRejects() {
    #expect(rejection(Array("[1, 2,]".utf8))?.kind == .syntax)
    #expect(rejection(Array("".utf8))?.kind == .empty)
    #expect(rejection(Array(" \n".utf8))?.kind == .empty)
    #expect(rejection([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) != nil)
    #expect(rejection(Array(#"["\ud800"]"#.utf8)) != nil)
    #expect(rejection([0x22, 0xC3, 0x28, 0x22])?.kind == .invalidUTF8)
    let deep = rejection(Array(String(repeating: "[", count: 100_000).utf8))
    #expect(deep?.kind == .tooDeep)
    let located = rejection(Array("{\n  \"a\": tru\n}".utf8))
    #expect(located?.line == 2)
  }

  @Test func locatesValuesByPointer() throws {
    let bytes = Array("{\n  \"a\": [10, {\"b\": true}]\n}".utf8)
    let location = JSONTextScanner.location(of: try JSONPointer(parsing: "/a/1/b"), in: bytes)
    #expect(location.line == 2)
    #expect(location.column == 19)
  }
}
