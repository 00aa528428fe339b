import Foundation

/// Reads a file one line at a time, numbering lines from 1, in fixed-size chunks: memory stays flat
/// whatever the file's size.
///
/// Line ends are `\n` or `\r\n`; the last line needs none.
public struct LineReader {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  private var number = 0
  private var finished = false

  static let chunkSize = 1 << 20

  /// `nil` when the file cannot be opened.
  public init?(path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.handle = handle
  }

  /// The offset of the next `\n` at or after `start`: `memchr`, which reads a word at a time.
  private func nextNewline() -> Int? {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }

  /// The next line and its number, without its line end; `nil` at the end of the file.
  public mutating func next() -> (number: Int, line: [UInt8])? {
    while true {
      if let newline = nextNewline() {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        number += 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return (number, line)
      }
      if finished {
        guard start < buffer.count else { return nil }
        var line = Array(buffer[start...])
        start = buffer.count
        number += 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return (number, line)
      }
      // Keep the unfinished line and read the next chunk behind it.
      buffer.removeFirst(start)
      start = 0
      if let chunk = try? handle.read(upToCount: LineReader.chunkSize), !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        finished = true
        try? handle.close()
      }
    }
  }
}
