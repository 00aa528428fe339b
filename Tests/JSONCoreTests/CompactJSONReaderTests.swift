import JSONCore
import Testing

@Suite struct CompactJSONReaderTests {
  private func read(_ text: String) throws(CompactJSONReader.Failure) -> JSONValue {
    try CompactJSONReader.read(Array(text.utf8))
  }

  @Test func readsWhatEncodersWrite() throws {
    let value = try read(#"{"id":3,"name":"A\/B \"q\" \u00e9\n","score":12.50,"big":-9223372036854775808,"ok":true,"n":null,"tags":[],"nested":{"x":[1,2.0,-0,1e-05]}}"#)
    #expect(value["name"] == "A/B \"q\" é\n")
    #expect(value["score"]?.numberValue?.lexeme == "12.50")
    #expect(value["score"]?.numberValue?.kind == .real)
    #expect(value["big"]?.numberValue?.int64 == Int64.min)
    #expect(value["nested"]?["x"]?.arrayValue?[2].numberValue?.lexeme == "-0")
    #expect(value["nested"]?["x"]?.arrayValue?[3].numberValue?.kind == .real)
    #expect(value["tags"] == [])
    #expect(value["n"] == .null)
    #expect(try read("[18446744073709551616]").arrayValue?.first?.numberValue?.exceedsInt64 == true)
  }

  @Test func refusesWhatIsNotJSONWithoutTrapping() {
    for text in ["", "[1,]", "{\"a\" 1}", "[01]", "[1.]", "\"\u{1}\"", "[tru]", "{} x", "[\"\\x\"]", "[-]", "\"abc"] {
      #expect(throws: CompactJSONReader.Failure.self, "\(text)") { _ = try read(text) }
    }
    #expect(throws: CompactJSONReader.Failure.self) { _ = try read(String(repeating: "[", count: 10_000)) }
    #expect(throws: CompactJSONReader.Failure.self) { _ = try CompactJSONReader.read([0x22, 0xFF, 0x22]) }
  }
}
