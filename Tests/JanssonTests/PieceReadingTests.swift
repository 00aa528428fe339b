import JSONCore
import Jansson
import Testing

/// A document over 4 MB is read by jansson a piece at a time (`PieceReader`): its values,
/// duplicate keys, number limitations and errors must be what reading it whole gives.
///
/// The oracle for values is jansson's reading of each piece as a small document of its own;
/// for errors, jansson's error for the same defect in a small document, shifted by the text
/// that comes before it.
@Suite struct PieceReadingTests {
  /// Rows with what a piece can hold: escapes in keys and strings, every kind of scalar,
  /// lexemes to keep, nested and empty containers.
  private static let rows = [
    #"{"id": 1, "n\u0061me": "caf\u00e9 \"x\"", "price": 1.50, "zero": -0, "e": 1e2, "tags": ["a", []], "meta": {}, "about": ""#
      + String(repeating: "a long description ", count: 30) + #""}"#,
    #"{"id": 2, "name": null, "ok": true, "no": false, "deep": {"a": [{"b": [1, 2.0]}]}, "s": "line\nbreak"}"#,
    #"  {"id": 3, "emoji": "\ud83d\ude00", "list": [null, true, 0.1, "t"] }  "#,
  ]

  private static func rows(_ count: Int) -> [String] { (0..<count).map { rows[$0 % rows.count] } }

  /// More rows than fit in 4 MB.
  private static let many = 20_000

  private func parse(_ text: String) throws(JSONParseError) -> ParsedJSON { try JanssonParser.parse(Array(text.utf8)) }

  private func error(_ text: String) -> JSONParseError? {
    do {
      _ = try parse(text)
      return nil
    } catch { return error }
  }

  @Test func aLargeDocumentsValueIsItsPiecesEachReadAlone() throws {
    let rows = Self.rows(Self.many)
    let text = "\n {\"d\\u0061ta\": [\n" + rows.joined(separator: ",\n") + "\n], \"count\": 20000, \"next\": null}\n"
    #expect(text.utf8.count > 4 << 20)
    let parsed = try parse(text)
    let object = try #require(parsed.value.objectValue)
    #expect(object.keys == ["data", "count", "next"])
    #expect(object["count"]?.numberValue?.lexeme == "20000")
    #expect(object["next"] == .null)
    let read = try #require(object["data"]?.arrayValue)
    #expect(read.count == rows.count)
    let alone = try Self.rows.map { try parse($0).value }
    for (index, row) in read.enumerated() where row != alone[index % alone.count] {
      Issue.record("row \(index) differs: \(row)")
      break
    }
    #expect(read[0]["price"]?.numberValue?.lexeme == "1.50")
    #expect(read[0]["zero"]?.numberValue?.lexeme == "-0")
    #expect(parsed.duplicateKeys.isEmpty && parsed.limitations.isEmpty)
    // Scalars and strings as a large array's elements.
    let scalars = "[" + (0..<700_000).map { $0 % 3 == 0 ? "\"s\($0)\"" : "\($0)" }.joined(separator: ", ") + "]"
    #expect(scalars.utf8.count > 4 << 20)
    let values = try #require(try parse(scalars).value.arrayValue)
    #expect(values.count == 700_000 && values[3] == "s3" && values[699_998] == 699_998)
  }

  /// Keys repeated inside a piece and in a cut object, and numbers jansson cannot hold, are
  /// found and located as in a small document.
  @Test func repeatedKeysAndNumbersBeyondJanssonAreFoundInPieces() throws {
    let before = Self.rows(5_000).joined(separator: ",")
    let after = Self.rows(Self.many).joined(separator: ",")
    let text = "[" + before + #", {"id": 7, "id": 8, "big": 1e400}, "# + after + "]"
    #expect(text.utf8.count > 4 << 20)
    let parsed = try parse(text)
    let repeated = try #require(parsed.duplicateKeys.first)
    #expect(parsed.duplicateKeys.count == 1)
    #expect(repeated.pointer == JSONPointer.root.appending(index: 5_000).appending(key: "id"))
    #expect(repeated.values == [7, 8])
    let secondID = try #require(text.utf8.ranges(of: #""id": 8"#.utf8).first)
    #expect(repeated.location.offset == text.utf8.distance(from: text.utf8.startIndex, to: secondID.lowerBound))
    let limitation = try #require(parsed.limitations.first)
    #expect(limitation.kind == .realOverflow && limitation.lexeme == "1e400")
    #expect(limitation.pointer == JSONPointer.root.appending(index: 5_000).appending(key: "big"))
    let big = try #require(text.utf8.ranges(of: "1e400".utf8).first)
    #expect(limitation.location.offset == text.utf8.distance(from: text.utf8.startIndex, to: big.lowerBound))
    #expect(parsed.value.arrayValue?[5_000]["id"] == 8)
    #expect(parsed.value.arrayValue?.count == 5_001 + Self.many)

    // A key repeated in an object the reader cuts: jansson's reading keeps the last value.
    let cut = #"{"data": ["# + after + #"], "data": 1}"#
    let reread = try parse(cut)
    #expect(reread.value.objectValue?.keys == ["data"])
    #expect(reread.value["data"] == 1)
    #expect(reread.duplicateKeys.first?.pointer == JSONPointer.root.appending(key: "data"))
    #expect(reread.duplicateKeys.first?.values.last == 1)
    #expect(reread.duplicateKeys.first?.values.first?.arrayValue?.count == Self.many)
  }

  /// A defect anywhere in a large document is jansson's error for the whole document: the
  /// same message as in a small one, at the same place relative to the defect.
  @Test func aLargeDocumentsDefectIsJanssonsWholeDocumentError() throws {
    let prefix = Self.rows(Self.many).joined(separator: ",")
    // Each defect, small and in a large document, and text that starts it (its last
    // occurrence in both), where the defect is not at the end.
    let cases: [(small: String, large: String, marker: String?)] = [
      ("[1,]", "[" + prefix + ",]", nil),
      ("[1", "[" + prefix, nil),
      ("[1 2]", "[" + prefix + " 2]", nil),
      (#"[{"a": tru}]"#, "[" + prefix + #", {"a": tru}, "# + prefix + "]", "tru}"),
      (#"{"a\u0000": 1}"#, #"{"a": ["# + prefix + #"], "a\u0000": 1}"#, #""a\u0000""#),
      (#"{"a": 1,}"#, #"{"a": ["# + prefix + "],}", nil),
      ("[1]]", "[" + prefix + "]]", nil),
      ("[1] x", "[" + prefix + "] x", nil),
      ("[1}", "[" + prefix + "}", nil),
      (#"{"a" 1}"#, #"{"a": ["# + prefix + #"], "b" 1}"#, " 1}"),
    ]
    func lastOffset(of marker: String, in text: String) -> Int? {
      text.utf8.ranges(of: marker.utf8).last.map { text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound) }
    }
    for (small, large, marker) in cases {
      #expect(large.utf8.count > 4 << 20)
      let expected = try #require(error(small), "\(small)")
      let found = try #require(error(large), "\(small) in a large document was accepted")
      let shift =
        if let marker {
          try #require(lastOffset(of: marker, in: large)) - (try #require(lastOffset(of: marker, in: small)))
        } else {
          large.utf8.count - small.utf8.count
        }
      #expect(found.message == expected.message, "\(small)")
      #expect(found.kind == expected.kind, "\(small)")
      #expect(found.location.line == expected.location.line, "\(small)")
      #expect(found.location.offset == expected.location.offset + shift, "\(small)")
      #expect(found.location.column == expected.location.column + shift, "\(small)")
    }
  }

  /// Nesting: a piece read alone starts again at depth 1; the reader leaves a piece near
  /// jansson's limit to the whole parse, which judges it as before.
  @Test func nestingNearJanssonsLimitIsJudgedAsInTheWholeDocument() throws {
    let prefix = Self.rows(Self.many).joined(separator: ",")
    func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) }
    for depth in [2_045, 2_046, 2_047, 2_048] {
      let small = "[" + nested(depth) + "]"
      let large = "[" + prefix + "," + nested(depth) + "]"
      #expect(large.utf8.count > 4 << 20)
      let smallError = error(small)
      let largeError = error(large)
      #expect((smallError == nil) == (largeError == nil), "depth \(depth)")
      #expect(smallError?.kind == largeError?.kind, "depth \(depth)")
      if largeError == nil { #expect(try parse(large).value.arrayValue?.count == Self.many + 1) }
    }
    #expect(error("[" + nested(2_047) + "]")?.kind == .tooDeep)
  }
}
