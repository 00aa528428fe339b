import JSONCore
import Testing

@Suite struct JSONPointerTests {
  @Test func parsesAndEscapes() throws {
    let pointer = try JSONPointer(parsing: "/a~1b/m~0n/0")
    #expect(pointer.tokens.map(\.text) == ["a/b", "m~n", "0"])
    #expect(pointer.description == "/a~1b/m~0n/0")
    #expect(try JSONPointer(parsing: "").isRoot)
    #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: "a") }
    #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: "/a~2") }
  }

  @Test func resolvesRFC6901Examples() throws {
    let document: JSONValue = [
      "foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5,
      "k\"l": 6, " ": 7, "m~n": 8,
    ]
    let cases: [(String, JSONValue)] = [
      ("/foo/0", "bar"), ("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4),
      ("/i\\j", 5), ("/k\"l", 6), ("/ ", 7), ("/m~0n", 8),
    ]
    for (text, expected) in cases {
      #expect(try JSONPointer(parsing: text).resolve(in: document) == expected, "\(text)")
    }
    #expect(try JSONPointer(parsing: "/foo/01").resolve(in: document) == nil)
    #expect(try JSONPointer(parsing: "/foo/2").resolve(in: document) == nil)
    #expect(try JSONPointer(fragment: "/c%25d").resolve(in: document) == 2)
  }

  @Test func normalizesIndicesOnly() {
    let pointer = JSONPointer.root.appending(key: "rows").appending(index: 17).appending(key: "17")
    #expect(pointer.normalized == "/rows/*/17")
    #expect(JSONPath.root.appending(key: "a").appending(index: 2).pointer.description == "/a/2")
  }
}
