/// SplitMix64's output function: mixes a word so that nearby inputs give unrelated outputs.
///
/// The stream generator adds the golden gamma to its state and mixes the sum
/// (`SeededGenerator`); a shard mixes a file key with a record number (`Shard`). Both must
/// give the same numbers on every machine and release, so the constants are spelled here
/// once.
package enum SplitMix64 {
  /// The golden-ratio increment between consecutive states.
  package static let gamma: UInt64 = 0x9e37_79b9_7f4a_7c15

  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
