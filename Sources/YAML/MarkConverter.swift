import JSONCore

/// Turns libyaml's marks (0-based line, 0-based column in characters) into ``SourceLocation``s
/// with a byte offset, from the start of each line found once.
///
/// libyaml's own `index` is not used: it counts characters, and a location's offset is a byte
/// offset everywhere else in the tool.
struct MarkConverter {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var lineStarts: [Int] = [0]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
  }

  func location(line: Int, column: Int) -> SourceLocation {
    guard line < lineStarts.count else {
      return SourceLocation(line: line + 1, column: column + 1, offset: bytes.count)
    }
    var offset = lineStarts[line]
    var characters = 0
    // Skip a byte-order mark on the first line: libyaml does not count it as a column.
    if line == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    while characters < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      characters += 1
    }
    return SourceLocation(line: line + 1, column: column + 1, offset: offset)
  }
}
