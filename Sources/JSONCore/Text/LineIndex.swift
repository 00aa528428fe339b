/// Line and column of any byte offset of one document, after one pass over it.
///
/// ``SourceLocation/init(offset:in:)`` counts from the start: right for one error, quadratic
/// for every finding of a large document. The index remembers the line and column at the start
/// of every block of ``blockSize`` bytes, so a location costs at most one block's count,
/// however long the document or its lines (a minified 200 MB array is one line). Its memory is
/// two integers per block: 1/256 of the document.
public struct LineIndex: Sendable {
  static let blockSize = 4096

  private let bytes: [UInt8]
  /// Line and column (as ``SourceLocation`` counts them) at each block's first byte.
  private var lines: [Int] = []
  private var columns: [Int] = []

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let blocks = bytes.count / LineIndex.blockSize + 1
    lines.reserveCapacity(blocks)
    columns.reserveCapacity(blocks)
    var line = 1
    var column = 1
    bytes.withUnsafeBufferPointer { buffer in
      for (offset, byte) in buffer.enumerated() {
        if offset % LineIndex.blockSize == 0 {
          lines.append(line)
          columns.append(column)
        }
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
    }
    if lines.count < blocks {
      lines.append(line)
      columns.append(column)
    }
  }

  /// The location of byte `offset`: the same as `SourceLocation(offset:in:)` gives.
  public func location(ofOffset offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    let block = clamped / LineIndex.blockSize
    var line = lines[block]
    var column = columns[block]
    for position in (block * LineIndex.blockSize)..<clamped {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }
}
