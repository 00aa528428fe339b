import ContractTesting
import Contracts
import Testing

/// NDJSON logs are read a line at a time in chunks: numbers from 1, `\n` or `\r\n`, the last
/// line without an end, lines longer than a chunk whole.
@Suite struct LineReaderTests {
  private func lines(_ text: String) throws -> [(Int, String)] {
    let folder = try TemporaryFolder()
    try folder.write(text, to: "log.ndjson")
    var reader = try #require(LineReader(path: folder.path + "/log.ndjson"))
    var lines: [(Int, String)] = []
    while let (number, line) = reader.next() { lines.append((number, String(decoding: line, as: UTF8.self))) }
    return lines
  }

  @Test func linesAreNumberedWithoutTheirEnds() throws {
    let read = try lines("{\"a\":1}\r\n\n{\"b\":2}")
    #expect(read.map(\.0) == [1, 2, 3])
    #expect(read.map(\.1) == ["{\"a\":1}", "", "{\"b\":2}"])
  }

  @Test func aLineLongerThanAChunkIsOneLine() throws {
    let long = String(repeating: "x", count: 3 << 20)
    let read = try lines("first\n" + long + "\nlast\n")
    #expect(read.map(\.0) == [1, 2, 3])
    #expect(read[1].1.count == long.count)
    #expect(read[2].1 == "last")
  }

  @Test func longLinesWithCRLFAtTheEndOrWithoutAnEndAreExact() throws {
    let a = String(repeating: "a", count: (2 << 20) + 17)
    let b = String(repeating: "b", count: 5 << 20)
    let c = String(repeating: "c", count: (1 << 20) + 1)
    let read = try lines(a + "\r\n" + "short\n" + b + "\n\n" + c)
    #expect(read.map(\.0) == [1, 2, 3, 4, 5])
    #expect(read[0].1 == a, "the \\r is cut from a long line too")
    #expect(read[1].1 == "short")
    #expect(read[2].1 == b)
    #expect(read[3].1 == "")
    #expect(read[4].1 == c, "a long last line without an end")
  }

  @Test func aMissingFileIsNil() {
    #expect(LineReader(path: "/nonexistent/log.ndjson") == nil)
  }
}
