import Jansson
import Testing

/// A parse error names what stood where the parser stopped only when that cannot be data
/// (punctuation, a prefix of a literal); a string, number or word is described, never quoted,
/// and the error keeps its position (issue #31, item 1).
@Suite struct ParseErrorSnippetTests {
  private func error(_ text: String) -> JSONParseError? {
    do {
      _ = try JanssonParser.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    (#"[{"api_key": "QQMK9110"#, "premature end of input near a string of 9 bytes (not quoted)", 1, 22),
    ("{\"refresh_token\": \"ABCD\u{01}EFGH\"}", "control character 0x1 near a string of 5 bytes (not quoted)", 1, 23),
    (#"{"pin": 12.}"#, "invalid token near a number of 3 bytes (not quoted)", 1, 11),
    (#"{"key": QQMK}"#, "invalid token near a word of 4 bytes (not quoted)", 1, 12),
  ])
  func dataNearTheErrorIsDescribedNotQuoted(text: String, message: String, line: Int, column: Int) throws {
    let failure = try #require(error(text))
    #expect(failure.message == message)
    #expect(!failure.message.contains("QQMK") && !failure.message.contains("ABCD"))
    #expect(failure.line == line && failure.column == column)
  }

  @Test(arguments: [(#"{"a": tru}"#, "near 'tru'"), (#"{"a": 1}}"#, "near '}'"), ("[1,]", "near ']'")])
  func punctuationAndLiteralsAreQuoted(text: String, near: String) throws {
    let failure = try #require(error(text))
    #expect(failure.message.hasSuffix(near), "\(failure.message)")
  }
}
