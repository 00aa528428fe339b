/// The byte ranges of a document's number tokens, in document order, in 6 bytes each.
///
/// A response of numbers holds one every few bytes: as `Range<Int>` (16 bytes, and up to twice
/// that while the array grows) their list alone outweighed the document. A start that fits 32
/// bits and a length that fits 16 cover every real document; a token beyond them (past 4 GiB,
/// or longer than 65,535 bytes) is kept aside, marked by a length of 0 (no token is empty).
struct NumberTokens {
  private var starts: [UInt32] = []
  private var lengths: [UInt16] = []
  private var wide: [Int: Range<Int>] = [:]

  var count: Int { starts.count }

  mutating func append(_ range: Range<Int>) {
    if range.lowerBound <= Int(UInt32.max), range.count <= Int(UInt16.max), !range.isEmpty {
      starts.append(UInt32(range.lowerBound))
      lengths.append(UInt16(range.count))
    } else {
      wide[starts.count] = range
      starts.append(0)
      lengths.append(0)
    }
  }

  subscript(index: Int) -> Range<Int> {
    let length = Int(lengths[index])
    guard length > 0 else { return wide[index] ?? 0..<0 }
    let start = Int(starts[index])
    return start..<(start + length)
  }
}
