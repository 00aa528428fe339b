import JSONCore
import Testing

@Suite struct JSONTextScannerTests {
  private func text(_ range: Range<Int>?, in document: String) -> String? {
    range.map { String(decoding: Array(document.utf8)[$0], as: UTF8.self) }
  }

  @Test func findsTheValueAtAPointerTheLastOfARepeatedKey() throws {
    let document = #"{"a": [1, {"b": "x"}], "a": {"c": [true, null]}}"#
    let pointer = try JSONPointer(parsing: "/a/c/1")
    #expect(text(JSONTextScanner.range(of: pointer, in: Array(document.utf8)), in: document) == "null")
    #expect(JSONTextScanner.range(of: try JSONPointer(parsing: "/a/0"), in: Array(document.utf8)) == nil)
  }

  /// An NDJSON envelope's body is found without scanning the body: it ends where the object's
  /// text does.
  @Test(arguments: [
    (#"{"contract": "x", "status": 200, "body": [{"id": 1}, {"id": 2}]}"#, #"[{"id": 1}, {"id": 2}]"#),
    (#"  {"body" :  {"a": "}"}  }  "#, #"{"a": "}"}"#),
    (#"{"status": 200, "body": 42}"#, "42"),
  ])
  func findsTheLastMembersValueFromTheEnd(_ document: String, _ body: String) {
    #expect(text(JSONTextScanner.range(ofLastMember: "body", in: Array(document.utf8)), in: document) == body)
  }

  /// Every member of one object in one scan: the last of a repeated key, as jansson keeps it.
  @Test func findsEveryMembersValueInOneScan() {
    let document = #"{"x": {"a": 1, "b": {"c": "}"}, "a": [2]}, "y": 3}"#
    let bytes = Array(document.utf8)
    let x = JSONTextScanner.memberOffsets(inObjectAt: 0, in: bytes)?["x"]
    #expect(x.flatMap { JSONTextScanner.memberOffsets(inObjectAt: $0, in: bytes)?.mapValues { bytes[$0] } } == [
      "a": UInt8(ascii: "["), "b": UInt8(ascii: "{"),
    ])
    #expect(JSONTextScanner.memberOffsets(inObjectAt: document.count - 2, in: bytes) == nil)
  }

  @Test func noLastMemberWhereThereIsNone() {
    for document in [#"{"status": 200}"#, #"[{"body": 1}]"#, #"{"body": 1"#, ""] {
      #expect(JSONTextScanner.range(ofLastMember: "body", in: Array(document.utf8)) == nil, "\(document)")
    }
  }
}
