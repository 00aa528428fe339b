import Foundation

/// Reads a file one line at a time, numbering lines from 1, in fixed-size chunks: memory stays flat
/// whatever the file's size.
///
/// Line ends are `\n` or `\r\n`; the last line needs none.
///
/// The chunks are read straight into one buffer, which is reused: the unfinished line at its
/// end moves to the front and the next chunk is read behind it (a `Data` per chunk, appended
/// to a buffer that was then shifted, cost a tenth of reading a dump's lines).
public struct LineReader {
  private let file: ReadableFile
  private var buffer: [UInt8]
  /// The unread bytes are `buffer[start..<end]`.
  private var start = 0
  private var end = 0
  private var number = 0
  private var finished = false

  static let chunkSize = 1 << 20

  /// `nil` when the file cannot be opened.
  public init?(path: String) {
    guard let file = ReadableFile(path: path) else { return nil }
    self.file = file
    buffer = Array(repeating: 0, count: LineReader.chunkSize)
  }

  /// The offset of the next `\n` in the unread bytes: `memchr`, which reads a word at a time.
  private func nextNewline() -> Int? {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < end, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
      else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }

  /// The next line and its number, without its line end; `nil` at the end of the file.
  public mutating func next() -> (number: Int, line: [UInt8])? {
    while true {
      if let newline = nextNewline() {
        if newline - start > LineReader.chunkSize { return handOver(start..<newline, resumingAt: newline + 1) }
        defer { start = newline + 1 }
        return numbered(buffer[start..<newline])
      }
      if finished {
        guard start < end else { return nil }
        if end - start > LineReader.chunkSize { return handOver(start..<end, resumingAt: end) }
        defer { start = end }
        return numbered(buffer[start..<end])
      }
      readChunk()
    }
  }

  /// A line longer than a chunk: the buffer it grew into becomes the line, cut to it in
  /// place, and reading goes on in a fresh chunk-sized buffer.
  ///
  /// Copying it out would hold the line twice (a 500 MB record: 1 GB), and the grown buffer
  /// would stay that size for the rest of the file.
  private mutating func handOver(_ line: Range<Int>, resumingAt next: Int) -> (number: Int, line: [UInt8]) {
    var taken: [UInt8] = []
    swap(&taken, &buffer)
    buffer = Array(repeating: 0, count: max(LineReader.chunkSize, end - next))
    taken.withUnsafeBufferPointer { old in
      buffer.withUnsafeMutableBufferPointer { new in
        guard let from = old.baseAddress, let to = new.baseAddress, end > next else { return }
        memcpy(to, from + next, end - next)
      }
    }
    end -= next
    start = 0
    // Uniquely held now: both cuts are in place (the front one a memmove).
    var lineEnd = line.upperBound
    if lineEnd > line.lowerBound, taken[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    taken.removeSubrange(lineEnd...)
    taken.removeSubrange(..<line.lowerBound)
    // The buffer grew by doubling: up to half of it can be slack, which the line would carry
    // through its checks (the peak of a large record). Copied to its size now, while nothing
    // else of the record is held.
    if taken.capacity - taken.count > taken.count / 8 { taken = taken.withUnsafeBufferPointer { Array($0) } }
    number += 1
    return (number, taken)
  }

  private mutating func numbered(_ line: ArraySlice<UInt8>) -> (number: Int, line: [UInt8]) {
    number += 1
    return (number, Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
  }

  /// Keeps the unfinished line, at the front, and reads the next chunk behind it; a line
  /// longer than the buffer grows it.
  private mutating func readChunk() {
    let kept = end - start
    if start > 0 {
      buffer.withUnsafeMutableBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        memmove(base, base + start, kept)
      }
      start = 0
      end = kept
    }
    if end == buffer.count { buffer += repeatElement(0, count: buffer.count) }
    let read = buffer.withUnsafeMutableBytes { bytes in file.read(into: bytes, from: end) }
    if read > 0 {
      end += read
    } else {
      // The end of the file, or an error reading it: what was read is all there is.
      finished = true
    }
  }
}

/// A file open for reading, closed when the last reader lets go of it.
private final class ReadableFile {
  private let descriptor: Int32

  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
  }

  /// Reads into `bytes` from `offset` on; the count read, 0 at the end, -1 on an error.
  func read(into bytes: UnsafeMutableRawBufferPointer, from offset: Int) -> Int {
    guard let base = bytes.baseAddress else { return -1 }
    while true {
      let count = Foundation.read(descriptor, base + offset, bytes.count - offset)
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  deinit { close(descriptor) }
}
