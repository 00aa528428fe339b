/// A fixed set of property names, looked up by instance keys: built once at compile time.
///
/// Every member of every object validated is looked up here (`properties`, `required`,
/// `additionalProperties`, string `enum`s), so a lookup hashes the key's UTF-8 bytes in
/// constant time into an open-addressing table and confirms with a word-wise byte
/// comparison: no `Hasher` seeding, no `String` comparison. Byte equality is also what
/// JSON Schema asks: names are equal when their code points are, not when Unicode calls
/// them equivalent.
final class PropertyTable: @unchecked Sendable {
  /// The names, in the order given (duplicates dropped); positions index this array.
  let names: [String]
  /// All names' UTF-8 bytes, back to back.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Per name: where its bytes start and how many there are.
  private let spans: UnsafeMutableBufferPointer<(start: Int32, count: Int32)>
  /// Per name: its ``words(_:)``, which alone decide equality for names up to 16 bytes.
  private let keyWords: UnsafeMutableBufferPointer<(UInt64, UInt64)>
  /// Open addressing: name position + 1, or 0 for an empty slot. Size is a power of two.
  /// (Raw memory, like the two above, freed in `deinit`: lookups do no bounds or
  /// reference-count work.)
  private let slots: UnsafeMutableBufferPointer<Int32>
  private let mask: Int
  /// Slots are picked by the hash's top bits (Fibonacci hashing): those depend on every byte.
  private let shift: UInt64

  init(_ candidates: [String]) {
    var names: [String] = []
    var seen = Set<[UInt8]>()
    for name in candidates where seen.insert(Array(name.utf8)).inserted { names.append(name) }
    self.names = names
    let totalBytes = names.reduce(0) { $0 + $1.utf8.count }
    bytes = .allocate(capacity: max(totalBytes, 1))
    spans = .allocate(capacity: max(names.count, 1))
    keyWords = .allocate(capacity: max(names.count, 1))
    var capacity = 4
    while capacity < names.count * 2 { capacity *= 2 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    var offset = 0
    for (position, name) in names.enumerated() {
      let utf8 = Array(name.utf8)
      for (index, byte) in utf8.enumerated() { bytes[offset + index] = byte }
      spans[position] = (Int32(offset), Int32(utf8.count))
      offset += utf8.count
      let words = utf8.withUnsafeBufferPointer { PropertyTable.words($0) }
      keyWords[position] = words
      var slot = Int(truncatingIfNeeded: PropertyTable.hash(words, count: utf8.count) >> shift)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(position + 1)
    }
  }

  deinit {
    bytes.deallocate()
    spans.deallocate()
    keyWords.deallocate()
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
    let words = PropertyTable.words(key)
    var slot = Int(truncatingIfNeeded: PropertyTable.hash(words, count: key.count) >> shift)
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      let span = spans[entry - 1]
      if Int(span.count) == key.count, keyWords[entry - 1] == words,
        key.count <= 16 || matches(key, at: Int(span.start))
      {
        return entry - 1
      }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private func matches(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard let keyBase = key.baseAddress, let tableBase = bytes.baseAddress else { return key.isEmpty }
    let stored = UnsafeRawPointer(tableBase + start)
    let probe = UnsafeRawPointer(keyBase)
    var index = 0
    // Eight bytes at a time, then the tail.
    while index + 8 <= key.count {
      guard stored.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        == probe.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < key.count {
      guard stored.load(fromByteOffset: index, as: UInt8.self) == probe.load(fromByteOffset: index, as: UInt8.self)
      else { return false }
      index += 1
    }
    return true
  }

  /// Two words covering the key's first and last bytes (overlapping for short keys): with
  /// the length, they are the key itself up to 16 bytes, and a fingerprint beyond.
  @inline(__always)
  static func words(_ key: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    let count = key.count
    guard let base = key.baseAddress else { return (0, 0) }
    let raw = UnsafeRawPointer(base)
    if count >= 8 {
      return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }
    if count >= 4 {
      return (
        UInt64(raw.loadUnaligned(as: UInt32.self)), UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      )
    }
    var head: UInt64 = 0
    for index in 0..<count { head |= UInt64(base[index]) << UInt64(index * 8) }
    return (head, 0)
  }

  /// Mixes the words and the length; slots come from the top bits of the product.
  @inline(__always)
  static func hash(_ words: (UInt64, UInt64), count: Int) -> UInt64 {
    let mixed = words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
    return (mixed ^ (mixed >> 29)) &* 0xD6E8_FEB8_6659_FD93
  }
}
