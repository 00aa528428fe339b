/// A fixed set of property names, looked up by instance keys: built once at compile time.
///
/// Every member of every object validated is looked up here (`properties`, `required`,
/// `additionalProperties`, string `enum`s), so a lookup hashes the key's UTF-8 bytes in
/// constant time into an open-addressing table and confirms with a word-wise byte
/// comparison: no `Hasher` seeding, no `String` comparison. Byte equality is also what
/// JSON Schema asks: names are equal when their code points are, not when Unicode calls
/// them equivalent.
final class PropertyTable: @unchecked Sendable {
  /// One slot of the open-addressing table: a name's words and length inline, so a probe
  /// is one load and a comparison, with no pointer to follow.
  private struct Slot {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var count: Int32 = 0
    /// The name's position in ``names``, or -1 for an empty slot.
    var position: Int32 = -1
  }

  /// The names, in the order given (duplicates dropped); positions index this array.
  let names: [String]
  /// All names' UTF-8 bytes, back to back, for confirming names longer than 16 bytes.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Per name: where its bytes start.
  private let starts: UnsafeMutableBufferPointer<Int32>
  /// The table, a power of two in size, at most half full. (Raw memory, like the two above,
  /// freed in `deinit`: lookups do no bounds or reference-count work.)
  private let slots: UnsafeMutableBufferPointer<Slot>
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
    starts = .allocate(capacity: max(names.count, 1))
    var capacity = 4
    while capacity < names.count * 2 { capacity *= 2 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot())
    mask = capacity - 1
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    var offset = 0
    for (position, name) in names.enumerated() {
      let utf8 = Array(name.utf8)
      for (index, byte) in utf8.enumerated() { bytes[offset + index] = byte }
      starts[position] = Int32(offset)
      offset += utf8.count
      let words = utf8.withUnsafeBufferPointer { PropertyTable.words($0) }
      var slot = Int(truncatingIfNeeded: PropertyTable.hash(words, count: utf8.count) >> shift)
      while slots[slot].position >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Slot(head: words.0, tail: words.1, count: Int32(utf8.count), position: Int32(position))
    }
  }

  deinit {
    bytes.deallocate()
    starts.deallocate()
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
      let entry = slots[slot]
      if entry.position < 0 { return nil }
      if Int(entry.count) == key.count, entry.head == words.0, entry.tail == words.1,
        key.count <= 16 || matches(key, at: Int(starts[Int(entry.position)]))
      {
        return Int(entry.position)
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
      guard
        stored.loadUnaligned(fromByteOffset: index, as: UInt64.self)
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

  /// Two words covering the key's bytes (the first and last eight, overlapping for short
  /// keys): with the length, they are the key itself up to 16 bytes, and a fingerprint
  /// beyond.
  ///
  /// Short strings are handed over as a fresh 16-byte copy on the stack; every load here
  /// stays inside one of its two 8-byte halves, so the processor can forward the copy's
  /// stores to the loads instead of stalling on a load that spans both.
  @inline(__always)
  static func words(_ key: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    let count = key.count
    guard let base = key.baseAddress else { return (0, 0) }
    let raw = UnsafeRawPointer(base)
    if count >= 16 {
      return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }
    if count >= 8 {
      return (raw.loadUnaligned(as: UInt64.self), partialWord(raw + 8, count - 8))
    }
    return (partialWord(raw, count), 0)
  }

  /// `count` (0 to 8) bytes at `raw` as one word, from at most two loads within them.
  @inline(__always)
  private static func partialWord(_ raw: UnsafeRawPointer, _ count: Int) -> UInt64 {
    if count == 8 { return raw.loadUnaligned(as: UInt64.self) }
    if count >= 4 {
      let low = UInt64(raw.loadUnaligned(as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return low | high << 32
    }
    var word: UInt64 = 0
    for index in 0..<count { word |= UInt64(raw.load(fromByteOffset: index, as: UInt8.self)) << UInt64(index * 8) }
    return word
  }

  /// Mixes the words and the length; slots come from the top bits of the product.
  @inline(__always)
  static func hash(_ words: (UInt64, UInt64), count: Int) -> UInt64 {
    let mixed = words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
    return (mixed ^ (mixed >> 29)) &* 0xD6E8_FEB8_6659_FD93
  }
}
