/// A fixed set of property names, looked up by instance keys: built once at compile time.
///
/// Every member of every object validated is looked up here (`properties`, `required`,
/// `additionalProperties`, string `enum`s), so lookups hash the key's UTF-8 bytes with
/// FNV-1a into an open-addressing table and confirm with a byte comparison: no `Hasher`
/// seeding, no `String` comparison. Byte equality is also what JSON Schema asks: names are
/// equal when their code points are, not when Unicode calls them equivalent.
final class PropertyTable: @unchecked Sendable {
  /// The names, in the order given (duplicates dropped); positions index this array.
  let names: [String]
  /// All names' UTF-8 bytes, back to back.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Per name: where its bytes start and how many there are.
  private let spans: UnsafeMutableBufferPointer<(start: Int32, count: Int32)>
  /// Open addressing: name position + 1, or 0 for an empty slot. Size is a power of two.
  /// (Raw memory, like the two above, freed in `deinit`: lookups do no bounds or
  /// reference-count work.)
  private let slots: UnsafeMutableBufferPointer<Int32>
  private let mask: Int

  init(_ candidates: [String]) {
    var names: [String] = []
    var seen = Set<[UInt8]>()
    for name in candidates where seen.insert(Array(name.utf8)).inserted { names.append(name) }
    self.names = names
    let totalBytes = names.reduce(0) { $0 + $1.utf8.count }
    bytes = .allocate(capacity: max(totalBytes, 1))
    spans = .allocate(capacity: max(names.count, 1))
    var capacity = 4
    while capacity < names.count * 2 { capacity *= 2 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
    mask = capacity - 1
    var offset = 0
    for (position, name) in names.enumerated() {
      let utf8 = Array(name.utf8)
      for (index, byte) in utf8.enumerated() { bytes[offset + index] = byte }
      spans[position] = (Int32(offset), Int32(utf8.count))
      offset += utf8.count
      var slot = utf8.withUnsafeBufferPointer { PropertyTable.hash($0) } & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
  }

  deinit {
    bytes.deallocate()
    spans.deallocate()
    slots.deallocate()
  }

  var isEmpty: Bool { names.isEmpty }
  var count: Int { names.count }

  /// The position of `key` among ``names``, or `nil`.
  @inline(__always)
  func position(of key: String) -> Int? {
    if let found = key.utf8.withContiguousStorageIfAvailable({ position(ofBytes: $0) }) { return found }
    return Array(key.utf8).withUnsafeBufferPointer { position(ofBytes: $0) }
  }

  @inline(__always)
  func position(ofBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = PropertyTable.hash(key) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      let span = spans[entry - 1]
      if Int(span.count) == key.count, matches(key, at: Int(span.start)) { return entry - 1 }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private func matches(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = 0
    while index < key.count {
      guard bytes[start + index] == key[index] else { return false }
      index += 1
    }
    return true
  }

  /// 64-bit FNV-1a: a multiply and a xor per byte, good enough spread for short names.
  @inline(__always)
  static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
