/// The pointer text of every node of one schema resource (`/$defs/T12/properties/name`), one
/// after another in large chunks.
///
/// A node's place in its resource is read only for error locations and, while compiling, to
/// find a place's node again and rebuild a queued node's site. Kept as a `String` per node it
/// cost a heap block each (a 32-byte header plus the text, rounded up): about 1.8 bytes per
/// byte of a large schema, a node per 40 bytes. Here a node keeps where its text is
/// (``Span``, 8 bytes) and the text itself sits in chunks of a mebibyte.
///
/// Chunks, not one growing array: an array grows by copying itself into one twice its size,
/// and a large schema's would have been held twice over in the middle of its compile, which
/// is where its peak is.
struct PointerTexts {
  /// Where one text is: its chunk and offset (``start``, chunk number times the chunk size plus
  /// the offset) and its length.
  struct Span {
    let start: UInt32
    let count: UInt32

    static let empty = Span(start: 0, count: 0)
  }

  private static let chunkBits = 20
  private static let chunkSize = 1 << chunkBits
  private static let firstChunkBits = 12
  private var chunks: [[UInt8]] = []

  /// Stores `text` and says where it is.
  mutating func append(_ text: String) -> Span {
    let count = text.utf8.count
    guard count > 0 else { return .empty }
    if chunks.isEmpty || chunks[chunks.count - 1].count + count > room(in: chunks[chunks.count - 1]) {
      // Chunks start small (most resources are a few schemas: a meta-schema's vocabularies)
      // and double up to the chunk size. A text longer than that (a pointer of a mebibyte)
      // gets a chunk of its own, at offset 0 like any new chunk.
      let doublings = PointerTexts.chunkBits - PointerTexts.firstChunkBits
      let size = chunks.count < doublings ? 1 << (PointerTexts.firstChunkBits + chunks.count) : PointerTexts.chunkSize
      // Reserved in place, in the list: a chunk made aside and appended would be shared
      // with its local copy at its first append, and copied at twice its capacity.
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(max(count, size))
    }
    let last = chunks.count - 1
    // Spans count chunks in 32 bits: 4 GiB of pointer text, a schema of several gigabytes.
    precondition(last < 1 << (32 - PointerTexts.chunkBits), "too much schema pointer text")
    let offset = chunks[last].count
    chunks[last].append(contentsOf: text.utf8)
    return Span(start: UInt32(last << PointerTexts.chunkBits + offset), count: UInt32(count))
  }

  /// What `chunk` can hold: its capacity (which the allocator may round up), but no more than
  /// a chunk's size, which a span's offset must stay within.
  private func room(in chunk: [UInt8]) -> Int {
    chunk.count > PointerTexts.chunkSize ? chunk.count : min(chunk.capacity, PointerTexts.chunkSize)
  }

  /// Calls `body` with the bytes of the text at `span`.
  func withBytes<Result>(_ span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard span.count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    let chunk = Int(span.start) >> PointerTexts.chunkBits
    let offset = Int(span.start) & (PointerTexts.chunkSize - 1)
    return chunks[chunk].withUnsafeBufferPointer { bytes in
      body(UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(span.count)]))
    }
  }

  /// The text at `span`.
  func text(_ span: Span) -> String { withBytes(span) { String(decoding: $0, as: UTF8.self) } }
}
