import JSONCore

/// A finding's identity in baselines: FNV-1a over its kind, contract, pointer (array indices
/// as `*`) and detail, separated; the same on every machine and run.
///
/// Entries of maps fold as array positions do, so the same finding in every entry is one
/// fingerprint: where the contract's schema says a place is a map (``MapMembers``), each key
/// it does not declare; elsewhere a key that is a number, a UUID or a locale (`"42"`,
/// `"8f0c2a4e-…"`, `"en-GB"`), which names an entry of a map keyed by id or locale, not a
/// property.
///
/// The pointer's tokens are hashed as their text would be, without building it (a run
/// computes one for every occurrence of every finding).
enum Fingerprint {
  static func hash(
    _ kind: Finding.Kind, contract: String?, pointer: JSONPointer?, detail: String, members: MapMembers? = nil
  ) -> UInt64 {
    hash(kind, contract: contract, tokens: pointer?.tokens ?? [], detail: detail, members: members)
  }

  /// The same from a pointer's tokens, before (or without) the pointer being built.
  static func hash(
    _ kind: Finding.Kind, contract: String?, tokens: some Sequence<JSONPointer.Token>, detail: String,
    members: MapMembers? = nil
  ) -> UInt64 {
    var hasher = FNV1a()
    hasher.add(kind.rawValue)
    hasher.add(0x1f)
    hasher.add(contract ?? "")
    hasher.add(0x1f)
    // The place the schema says the pointer has reached, while it says.
    var place = members?.root
    for token in tokens {
      hasher.add(UInt8(ascii: "/"))
      // What the schema says of this token (a declared property stays, an entry folds);
      // where it says nothing, the key's shape decides.
      let step = place.flatMap { members?.step($0, token) }
      place = step?.node
      switch token {
      case .index: hasher.add(UInt8(ascii: "*"))
      case .key(let key):
        if step?.folds ?? isMapKey(key) {
          hasher.add(UInt8(ascii: "*"))
        } else if key.utf8.withContiguousStorageIfAvailable({ add(escaping: $0, to: &hasher) }) == nil {
          add(escaping: key.utf8, to: &hasher)
        }
      }
    }
    hasher.add(0x1f)
    hasher.add(detail)
    return hasher.value
  }

  /// A key's bytes as its pointer token spells them (`~` as `~0`, `/` as `~1`).
  private static func add(escaping key: some Sequence<UInt8>, to hasher: inout FNV1a) {
    for byte in key {
      switch byte {
      case UInt8(ascii: "~"): hasher.add("~0")
      case UInt8(ascii: "/"): hasher.add("~1")
      default: hasher.add(byte)
      }
    }
  }

  /// Whether `key` names a map entry rather than a property: digits, a UUID, or a locale
  /// with a region (`en-GB`, `pt_BR`; a bare `en` is too often a property).
  ///
  /// Asked for every key of every fingerprint a run hashes: it allocates nothing, and a
  /// property name (a letter first, not five bytes long) is answered by its first byte.
  static func isMapKey(_ key: String) -> Bool {
    let bytes = key.utf8
    guard let first = bytes.first else { return false }
    if first >= 48 && first <= 57 { return bytes.allSatisfy { $0 >= 48 && $0 <= 57 } || JSONDiff.isUUID(key) }
    if bytes.count == 36 { return JSONDiff.isUUID(key) }
    // A locale: two lower-case letters, then `-` or `_` and two upper-case letters.
    guard bytes.count == 5 else { return false }
    let lower = { (byte: UInt8) in byte >= 97 && byte <= 122 }
    let upper = { (byte: UInt8) in byte >= 65 && byte <= 90 }
    var index = bytes.startIndex
    func next() -> UInt8 {
      defer { index = bytes.index(after: index) }
      return bytes[index]
    }
    let (a, b, dash, c, d) = (next(), next(), next(), next(), next())
    return lower(a) && lower(b) && (dash == UInt8(ascii: "-") || dash == UInt8(ascii: "_")) && upper(c) && upper(d)
  }

  /// The hash as the 16 hex digits baselines keep.
  static func text(_ hash: UInt64) -> String { FNV1a.hex(hash) }
}
