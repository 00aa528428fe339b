import JSONCore
import Testing

/// The one-pass locators give exactly what the per-place ones give.
@Suite struct LineIndexTests {
  /// Lines of every length, multi-byte scalars, and a document longer than several blocks.
  static let document: [UInt8] = {
    var text = "[\n"
    for row in 0..<900 {
      let padding = String(repeating: "é", count: row % 7)
      text += #"  {"id": \#(row), "name": "n\#(padding)\#(row)", "tags": [\#(row), "x"], "id": \#(row + 1)},"#
      text += row % 3 == 0 ? "\n" : " "
    }
    text += #"  {"last": true}"# + "\n]"
    return Array(text.utf8)
  }()

  @Test func everyOffsetHasTheLocationACountFromTheStartGives() {
    let bytes = LineIndexTests.document
    #expect(bytes.count > 8 * 4096)
    let index = LineIndex(bytes)
    for offset in stride(from: 0, through: bytes.count, by: 331) + [bytes.count, 4095, 4096, 4097, 8191, 8192] {
      #expect(index.location(ofOffset: offset) == SourceLocation(offset: offset, in: bytes), "offset \(offset)")
    }
    #expect(LineIndex([]).location(ofOffset: 0) == SourceLocation(line: 1, column: 1, offset: 0))
  }

  @Test func onePassFindsWhatEachLookupFinds() throws {
    let bytes = LineIndexTests.document
    var pointers: [JSONPointer] = [.root, JSONPointer([.index(900), .key("last")]), JSONPointer([.index(901)])]
    for row in stride(from: 0, to: 900, by: 13) {
      pointers.append(JSONPointer([.index(row)]))
      pointers.append(JSONPointer([.index(row), .key("id")]))  // repeated: the last occurrence
      pointers.append(JSONPointer([.index(row), .key("tags"), .index(1)]))
      pointers.append(JSONPointer([.index(row), .key("missing")]))
    }
    let offsets = JSONTextScanner.offsets(of: pointers, in: bytes)
    for pointer in pointers {
      #expect(offsets[pointer] == JSONTextScanner.range(of: pointer, in: bytes)?.lowerBound, "\(pointer)")
    }
    #expect(offsets[JSONPointer([.index(0), .key("missing")])] == nil)
    #expect(JSONTextScanner.offsets(of: [JSONPointer([.index(0)])], in: Array("[1, [2".utf8)).count == 1)
    #expect(JSONTextScanner.offsets(of: [JSONPointer([.index(1), .index(3)])], in: Array("[1, [2".utf8)).isEmpty)
  }
}
