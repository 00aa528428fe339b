/// Member positions of a large ``JSONObject`` by key, looked up by the key's UTF-8 bytes.
///
/// An open-addressing table of positions, hashed with FNV-1a from a per-process random basis
/// and a final mix. Two things make it worth having beside `Dictionary`: a key can be looked
/// up from bytes in a buffer (the round-trip comparison reads keys from the encoder's text,
/// and building a `String` for each one cost more than the lookup), and hashing a short key
/// this way is several times cheaper than SipHash. Keys are compared as JSON compares
/// member names, byte for byte.
///
/// The basis is random so that collisions cannot be planned; should a table still see an
/// unusually long probe, it refuses the key and the object falls back to a `Dictionary`.
struct KeyIndex: Sendable {
  /// Member position + 1 per slot; 0 is empty.
  private var slots: [Int32]
  private var mask: Int
  private(set) var count = 0

  /// Probes beyond this mean the hash is being defeated: give up on the table.
  private static let probeLimit = 32
  private static let seed = UInt64.random(in: 0...UInt64.max)

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hasher = FNV1a(seed: seed)
    hasher.add(bytes)
    // FNV's low bits are weak; the table indexes by them.
    var hash = hasher.value
    hash ^= hash >> 32
    hash &*= 0xd6e8_feb8_6659_fd93
    return hash ^ (hash >> 32)
  }

  static func hash(_ key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { hash($0) }
  }

  /// Whether one more key would fill the table past half: then the owner rebuilds it larger.
  var isFull: Bool { (count + 1) * 2 > slots.count }

  /// Adds `position` under `hash`; `false` when the probe runs too long.
  mutating func insert(_ position: Int, hash: UInt64) -> Bool {
    var slot = Int(truncatingIfNeeded: hash) & mask
    for _ in 0..<KeyIndex.probeLimit {
      if slots[slot] == 0 {
        slots[slot] = Int32(position + 1)
        count += 1
        return true
      }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// The position under `hash` for which `matches` holds.
  func position(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if matches(position) { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
