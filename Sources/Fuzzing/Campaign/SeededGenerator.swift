import JSONCore

/// A seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on
/// every machine and every run, which is what makes a campaign reproducible from `--seed`.
///
/// SplitMix64 passes BigCrush, needs one word of state, and can be started anywhere from any
/// 64-bit value, so each mutant gets its own generator seeded from (seed, contract, index)
/// and can be regenerated alone by `contract replay`. Bounded numbers use our own reduction
/// rather than the standard library's `random(in:using:)`, whose algorithm is not promised to
/// stay the same across releases.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// A generator for one mutant: independent of every other (contract, index) pair.
  public init(seed: UInt64, stream: String, index: Int) {
    var mixed = SeededGenerator(seed: seed ^ FNV1a.hash(stream))
    for _ in 0..<2 { _ = mixed.next() }
    state = mixed.next() ^ (UInt64(truncatingIfNeeded: index) &* SplitMix64.gamma)
  }

  public mutating func next() -> UInt64 {
    state &+= SplitMix64.gamma
    return SplitMix64.mix(state)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive), without modulo bias: the 128-bit product of a
  /// random word and the bound, redrawn when it lands in the biased low range (Lemire).
  public mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }
}
