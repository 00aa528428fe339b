/// A place in JSON source text: 1-based line and column (in Unicode scalars), 0-based byte
/// offset.
///
/// Locations are worked out only when an error or finding needs one: readers keep a byte
/// offset, and ``init(offset:in:)`` counts lines and columns from the start.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The location of byte `offset` in `bytes`.
  ///
  /// Columns count scalars, so a column agrees with what an editor shows for UTF-8 text.
  public init(offset: Int, in bytes: some Collection<UInt8>) {
    var line = 1
    var column = 1
    var position = 0
    for byte in bytes {
      if position >= offset { break }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Count lead bytes only: continuation bytes belong to the scalar already counted.
        column += 1
      }
      position += 1
    }
    self.init(line: line, column: column, offset: offset)
  }

  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}
