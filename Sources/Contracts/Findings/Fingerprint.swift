import JSONCore

/// A finding's identity in baselines: FNV-1a over its kind, contract, pointer (array indices
/// as `*`) and detail, separated; the same on every machine and run.
///
/// The pointer's tokens are hashed as their text would be, without building it (a run
/// computes one for every occurrence of every finding).
enum Fingerprint {
  static func hash(_ kind: Finding.Kind, contract: String?, pointer: JSONPointer?, detail: String) -> UInt64 {
    hash(kind, contract: contract, tokens: pointer?.tokens ?? [], detail: detail)
  }

  /// The same from a pointer's tokens, before (or without) the pointer being built.
  static func hash(
    _ kind: Finding.Kind, contract: String?, tokens: some Sequence<JSONPointer.Token>, detail: String
  ) -> UInt64 {
    var hasher = FNV1a()
    hasher.add(kind.rawValue)
    hasher.add(0x1f)
    hasher.add(contract ?? "")
    hasher.add(0x1f)
    for token in tokens {
      hasher.add(UInt8(ascii: "/"))
      switch token {
      case .index: hasher.add(UInt8(ascii: "*"))
      case .key(let key):
        if key.utf8.withContiguousStorageIfAvailable({ add(escaping: $0, to: &hasher) }) == nil {
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

  /// The hash as the 16 hex digits baselines keep.
  static func text(_ hash: UInt64) -> String { FNV1a.hex(hash) }
}
