import JSONCore
import Testing
import YAML

/// Mappings, sequences, keys, anchors and documents.
@Suite struct StructureTests {
  static func parse(_ text: String) throws(YAMLParseError) -> ParsedYAML { try YAMLParser.parse(Array(text.utf8)) }

  static func failure(_ text: String) throws -> YAMLParseError {
    try #require(throws: YAMLParseError.self) { try parse(text) }
  }

  @Test func mappingsKeepKeyOrderAndSequencesTheirItems() throws {
    let value = try Self.parse("b: 1\na: [x, 'y', {z: null}]\nc: {}\n").value
    #expect(value.objectValue?.keys == ["b", "a", "c"])
    #expect(value["a"] == ["x", "y", ["z": nil]])
    #expect(value["c"] == .object(JSONObject()))
  }

  @Test func scalarKeysBecomeTheirText() throws {
    let value = try Self.parse("1: a\ntrue: b\nnull: c\n0x1F: d\n\"q\": e\n").value
    #expect(value.objectValue?.keys == ["1", "true", "null", "0x1F", "q"])
  }

  @Test func collectionKeysAreLocatedErrors() throws {
    let sequence = try Self.failure("a: 1\n? [x, y]\n: 2\n")
    #expect(sequence.kind == .nonStringKey)
    #expect(sequence.line == 2 && sequence.column == 3)
    let mapping = try Self.failure("outer:\n  {k: v}: 2\n")
    #expect(mapping.kind == .nonStringKey)
    #expect(mapping.line == 2 && mapping.column == 3)
    #expect(mapping.pointer == JSONPointer([.key("outer")]))
  }

  @Test func duplicateKeysAreLocatedErrors() throws {
    let error = try Self.failure("paths:\n  /a:\n    get: 1\n  /b: 2\n  /a: 3\n")
    #expect(error.kind == .duplicateKey)
    #expect(error.line == 5 && error.column == 3)
    #expect(error.pointer?.description == "/paths/~1a")
    #expect(error.message.contains("first at 2:3"))
    // Two spellings of one key are one key: keys are compared as strings.
    #expect(try Self.failure("1: a\n'1': b\n").kind == .duplicateKey)
  }

  /// `<<` is YAML 1.1's, but the YAML readers of API tools all take it, and specs share
  /// members with it: the keys a mapping does not give itself come from the merged mappings,
  /// the first of a sequence first, where the `<<` is written, located where they are written.
  @Test func mergeKeysGiveTheKeysAMappingDoesNotGive() throws {
    let parsed = try Self.parse(
      """
      base: &b {x: 1, y: 1}
      more: &m {y: 2, z: 2}
      derived:
        w: 0
        <<: *b
        y: 3
      listed:
        <<: [*m, *b, {v: 4}]
      inline:
        <<: {x: 5}
      """)
    let value = parsed.value
    #expect(value["derived"]?.objectValue?.keys == ["w", "x", "y"])
    #expect(value["derived"] == ["w": 0, "x": 1, "y": 3])
    #expect(value["listed"]?.objectValue?.keys == ["y", "z", "x", "v"])
    #expect(value["listed"] == ["y": 2, "z": 2, "x": 1, "v": 4])
    #expect(value["inline"] == ["x": 5])
    // A merged member is where its mapping writes it.
    let merged = parsed.locations.location(of: JSONPointer([.key("derived"), .key("x")]))
    #expect(merged.line == 1 && merged.column == 14, "\(merged)")
    let own = parsed.locations.location(of: JSONPointer([.key("derived"), .key("y")]))
    #expect(own.line == 6, "\(own)")

    let scalar = try Self.failure("a:\n  <<: 1\n")
    #expect(scalar.kind == .mergeKey)
    #expect(scalar.line == 2 && scalar.column == 3)
    #expect(try Self.failure("a:\n  <<: [{x: 1}, 2]\n").kind == .mergeKey)
    #expect(try Self.failure("b: &b {x: 1}\na:\n  <<: *b\n  <<: *b\n").kind == .duplicateKey)
    // Quoted, it is an ordinary key.
    #expect(try Self.parse("'<<': 1\n").value["<<"] == 1)
  }

  @Test func anchorsAndAliasesAreResolved() throws {
    let yaml = """
      components:
        schemas:
          Name: &name
            type: string
            minLength: 1
      user:
        first: *name
        last: *name
        tags: &tags [a, b]
        more: *tags
      """
    let value = try Self.parse(yaml).value
    let name: JSONValue = ["type": "string", "minLength": 1]
    #expect(value["user"]?["first"] == name)
    #expect(value["user"]?["last"] == name)
    #expect(value["user"]?["more"] == ["a", "b"])
  }

  @Test func anAliasCanBeAKeyWhenItNamesAScalar() throws {
    let value = try Self.parse("defaults: [&k id]\nrow:\n  *k : 7\n").value
    #expect(value["row"]?["id"] == 7)
    let error = try Self.failure("list: &l [1]\nrow:\n  *l : 7\n")
    #expect(error.kind == .nonStringKey)
  }

  @Test func aRedefinedAnchorNamesItsLatestNode() throws {
    let value = try Self.parse("a: &x 1\nb: &x 2\nc: *x\n").value
    #expect(value["c"] == 2)
  }

  @Test func unknownAndRecursiveAliasesAreErrors() throws {
    let unknown = try Self.failure("a: *nowhere\n")
    #expect(unknown.kind == .unknownAlias)
    #expect(unknown.line == 1 && unknown.column == 4)
    let recursive = try Self.failure("a: &loop\n  b: *loop\n")
    #expect(recursive.kind == .recursiveAlias)
    #expect(recursive.line == 2 && recursive.column == 6)
  }

  @Test func anAliasBombIsRefusedFast() throws {
    // Nine levels of nine aliases: 9^9 (387 million) nodes from 90 written.
    var lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    for (previous, name) in zip(names, names.dropFirst()) {
      let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      lines.append("\(name): &\(name) [\(aliases)]")
    }
    // No clock (timings belong in benchmarks). The reader shares an aliased value rather than
    // copying it and adds the nodes it stands for to a count, so the refusal costs one
    // addition per alias and comes at the alias that crosses the limit, on line 7, before
    // anything could walk the 387 million nodes.
    let error = try #require(throws: YAMLParseError.self) { try Self.parse(lines.joined(separator: "\n")) }
    #expect(error.kind == .aliasExpansion)
    #expect(error.line == 7)
    #expect(error.message.contains("more than 1000000 nodes"))
  }

  @Test func aModestExpansionBeyondTenTimesTheDocumentIsRefused() throws {
    // 2,000 items aliased 20 times: 40,000 nodes from about 2,000 written.
    let items = (0..<2_000).map(String.init).joined(separator: ", ")
    let aliases = Array(repeating: "*big", count: 20).joined(separator: ", ")
    let error = try Self.failure("big: &big [\(items)]\nuses: [\(aliases)]\n")
    #expect(error.kind == .aliasExpansion)
    #expect(error.line == 2)
    // A small document aliases freely.
    #expect(
      try Self.parse("a: &a [1, 2]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n").value["b"]?.arrayValue?
        .count == 12)
  }

  @Test func onlyOneDocument() throws {
    #expect(try Self.parse("---\na: 1\n...\n").value == ["a": 1])
    let error = try Self.failure("a: 1\n---\nb: 2\n")
    #expect(error.kind == .multipleDocuments)
    #expect(error.line == 2 && error.column == 1)
  }

  @Test func emptyStreamsAreErrors() throws {
    #expect(try Self.failure("").kind == .empty)
    #expect(try Self.failure("# only a comment\n\n").kind == .empty)
    #expect(try Self.parse("---\n").value == .null)
  }

  @Test func malformedYAMLIsLocated() throws {
    let unclosed = try Self.failure("a: [1, 2\nb: 3\n")
    #expect(unclosed.kind == .syntax)
    #expect(unclosed.line >= 2)
    let indentation = try Self.failure("a:\n  b: 1\n c: 2\n")
    #expect(indentation.kind == .syntax)
    #expect(indentation.line == 3 && indentation.column == 2)
    let tab = try Self.failure("a:\n\tb: 1\n")
    #expect(tab.kind == .syntax)
    #expect(tab.line == 2)
  }

  @Test func deepNestingIsBounded() throws {
    let deep = String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)
    #expect(try Self.failure(deep).kind == .tooDeep)
    let fine = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
    #expect(try Self.parse(fine).value.arrayValue != nil)
  }
}
