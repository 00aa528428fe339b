import Jansson
import Testing

@testable import Contracts

/// An NDJSON line is parsed once: the reading that tells an envelope from a bare body is the
/// body's own reading when the line is a bare body, as it is an envelope's body's.
@Suite struct NDJSONLineTests {
  private func response(_ text: String) -> Response {
    NDJSONReader.response(NDJSONReader.Line(path: "dump.ndjson", number: 3, bytes: Array(text.utf8)))
  }

  @Test func aBareBodyComesWithItsReading() throws {
    let line = #"{"id": 1, "name": "Rex"}"#
    let bare = response(line)
    #expect(bare.body == Array(line.utf8))
    #expect(bare.source == SourceReference(file: "dump.ndjson", line: 3))
    let parsed = try #require(bare.parsedBody)
    #expect(parsed.value == (try JanssonParser.parse(Array(line.utf8))).value)
  }

  /// Repeated keys stay in the reading: the parse stage reports them from it.
  @Test func aBareBodyKeepsWhatItsReadingFound() throws {
    let bare = response(#"{"id": 1, "id": 2}"#)
    #expect(bare.parsedBody?.duplicateKeys.count == 1)
  }

  @Test func anEnvelopesBodyComesWithItsReading() throws {
    let envelope = response(#"{"contract": "pets", "status": 200, "body": {"id": 1}}"#)
    #expect(envelope.contractID == "pets")
    #expect(envelope.body == Array(#"{"id": 1}"#.utf8))
    #expect(envelope.parsedBody?.value["id"]?.description == "1")
  }

  @Test func aLineThatIsNotJSONIsLeftToTheParseStage() {
    let broken = response(#"{"id": "#)
    #expect(broken.parsedBody == nil)
    #expect(ResponseChecker.parseOnly(broken).findings.map(\.kind) == [.parseError])
  }
}
