/// FNV-1a, 64 bits: stable across processes and machines (unlike `Hasher`, which is seeded
/// per process), so what it names (fingerprints, shard keys, fuzz streams) is the same on
/// every run.
package struct FNV1a {
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  /// A hash whose basis is mixed with `seed`: for tables that must not be flooded with
  /// colliding keys (``KeyIndex``), not for names that must be stable.
  package init(seed: UInt64) { value ^= seed }

  package mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }

  package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    var value = value
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    self.value = value
  }

  package mutating func add(_ text: String) {
    // A native string's bytes are contiguous: one tight loop, not an iterator per byte (a run
    // hashes a fingerprint for every occurrence of every finding).
    if text.utf8.withContiguousStorageIfAvailable({ add($0) }) == nil {
      for byte in text.utf8 { add(byte) }
    }
  }

  /// The hash of `text`'s UTF-8 bytes.
  package static func hash(_ text: String) -> UInt64 {
    var hasher = FNV1a()
    hasher.add(text)
    return hasher.value
  }

  /// `value` as the 16 hex digits reports and baselines keep.
  package static func hex(_ value: UInt64) -> String { String(value, radix: 16).zeroPadded(toWidth: 16) }
}
