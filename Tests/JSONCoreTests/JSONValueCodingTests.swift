import Foundation
import JSONCore
import Testing

/// The tool's own coders write what `JSONEncoder` writes (as a tree) and read it back exactly.
@Suite struct JSONValueCodingTests {
  struct Row: Codable, Equatable {
    enum Kind: String, Codable { case plain, fancy }
    var id: Int
    var name: String
    var note: String?
    var ratio: Double
    var whole: Double
    var flags: [Bool]
    var kind: Kind
    var nested: [String: [Int]]
    var big: UInt64
    var small: Int8
    var empty: [Row]
  }

  static let row = Row(
    id: -7, name: "a \"quoted\" / name", note: nil, ratio: 0.1, whole: 5, flags: [true, false], kind: .fancy,
    nested: ["b": [1, 2], "a": []], big: .max, small: -128, empty: [])

  @Test func encodesAsJSONEncoderWrites() throws {
    let ours = try JSONValueEncoder().encode([Self.row])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let foundation = String(decoding: try encoder.encode([Self.row]), as: UTF8.self)
    #expect(JSONWriter(sortedKeys: true).string(ours) == foundation)
  }

  @Test func decodesWhatItEncoded() throws {
    let tree = try JSONValueEncoder().encode(Self.row)
    #expect(try JSONValueDecoder().decode(Row.self, from: tree) == Self.row)
  }

  @Test func decodesWhatJSONEncoderWrote() throws {
    let text = try JSONEncoder().encode(Self.row)
    let tree = try CompactJSONReader.read(Array(text))
    #expect(try JSONValueDecoder().decode(Row.self, from: tree) == Self.row)
  }

  /// Hand-written conformances: nested containers, a super encoder, an unkeyed container of
  /// mixed values.
  struct Custom: Codable, Equatable {
    var pairs: [(String, Int)]
    var inner: Int

    enum Keys: String, CodingKey { case pairs, inner, base }

    init(pairs: [(String, Int)], inner: Int) {
      self.pairs = pairs
      self.inner = inner
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      var list = try container.nestedUnkeyedContainer(forKey: .pairs)
      pairs = []
      while !list.isAtEnd {
        var pair = try list.nestedUnkeyedContainer()
        pairs.append((try pair.decode(String.self), try pair.decode(Int.self)))
      }
      let base = try container.superDecoder(forKey: .base)
      inner = try base.singleValueContainer().decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var list = container.nestedUnkeyedContainer(forKey: .pairs)
      for (key, value) in pairs {
        var pair = list.nestedUnkeyedContainer()
        try pair.encode(key)
        try pair.encode(value)
      }
      var base = container.superEncoder(forKey: .base).singleValueContainer()
      try base.encode(inner)
    }

    static func == (lhs: Custom, rhs: Custom) -> Bool {
      lhs.inner == rhs.inner && lhs.pairs.map(\.0) == rhs.pairs.map(\.0) && lhs.pairs.map(\.1) == rhs.pairs.map(\.1)
    }
  }

  @Test func nestedAndSuperContainersRoundTrip() throws {
    let value = Custom(pairs: [("x", 1), ("y", 2)], inner: 9)
    let tree = try JSONValueEncoder().encode(value)
    #expect(JSONWriter().string(tree) == #"{"pairs":[["x",1],["y",2]],"base":9}"#)
    #expect(try JSONValueDecoder().decode(Custom.self, from: tree) == value)
  }

  @Test func failuresSayWhereAndWhat() throws {
    let tree = try CompactJSONReader.read(Array(#"[{"id":1.5}]"#.utf8))
    #expect {
      _ = try JSONValueDecoder().decode([Row].self, from: tree)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["Index 0", "id"]
    }
    let missing = try CompactJSONReader.read(Array(#"{"id":1}"#.utf8))
    #expect {
      _ = try JSONValueDecoder().decode(Row.self, from: missing)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "name"
    }
    #expect(throws: EncodingError.self) { _ = try JSONValueEncoder().encode(Double.nan) }
  }
}
