import JSONCore

/// FNV-1a, 64 bits, as hex: stable across processes (unlike `Hasher`) and dependency-free.
///
/// The parts hashed are the kind, the contract, the pointer with array indices as `*` and the
/// detail, separated; the pointer's tokens are hashed as their text would be, without
/// building it (a run computes one for every occurrence of every finding).
enum Fingerprint {
  private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x100_0000_01b3

  static func hash(_ kind: Finding.Kind, contract: String?, pointer: JSONPointer?, detail: String) -> UInt64 {
    var hash = basis
    func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* prime }
    for byte in kind.rawValue.utf8 { add(byte) }
    add(0x1f)
    for byte in (contract ?? "").utf8 { add(byte) }
    add(0x1f)
    for token in pointer?.tokens ?? [] {
      add(UInt8(ascii: "/"))
      switch token {
      case .index: add(UInt8(ascii: "*"))
      case .key(let key):
        for byte in key.utf8 {
          switch byte {
          case UInt8(ascii: "~"): add(UInt8(ascii: "~")); add(UInt8(ascii: "0"))
          case UInt8(ascii: "/"): add(UInt8(ascii: "~")); add(UInt8(ascii: "1"))
          default: add(byte)
          }
        }
      }
    }
    add(0x1f)
    for byte in detail.utf8 { add(byte) }
    return hash
  }

  /// The hash as the 16 hex digits baselines keep.
  static func text(_ hash: UInt64) -> String {
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
