/// A set of Unicode scalar values, kept as sorted, disjoint, non-adjacent closed ranges.
///
/// Character classes, `.`, `\d`, `\p{…}` all become one of these. Ranges (rather than a
/// predicate) let the DFA builder split the whole code space into equivalence classes, and
/// the 128-bit ASCII bitmap answers the common case without a search.
struct ScalarSet: Sendable, Hashable {
  /// Flattened closed ranges: `bounds[2k]...bounds[2k+1]`, sorted, disjoint, not adjacent.
  private(set) var bounds: [UInt32]
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0

  static let maxScalar: UInt32 = 0x10FFFF

  init() { bounds = [] }

  init(_ scalar: UInt32) { self.init(ranges: [(scalar, scalar)]) }

  init(_ range: ClosedRange<UInt32>) { self.init(ranges: [(range.lowerBound, range.upperBound)]) }

  /// Builds a set from ranges in any order, possibly overlapping.
  init(ranges: [(UInt32, UInt32)]) {
    let sorted = ranges.filter { $0.0 <= $0.1 }.sorted { $0.0 < $1.0 }
    var merged: [UInt32] = []
    merged.reserveCapacity(sorted.count * 2)
    for (low, high) in sorted {
      if let last = merged.last, low <= last &+ 1 {
        if high > last { merged[merged.count - 1] = high }
      } else {
        merged.append(low)
        merged.append(high)
      }
    }
    bounds = merged
    computeBitmap()
  }

  /// Builds a set from already sorted, disjoint, non-adjacent flattened bounds.
  init(sortedBounds: [UInt32]) {
    bounds = sortedBounds
    computeBitmap()
  }

  private mutating func computeBitmap() {
    asciiLow = 0
    asciiHigh = 0
    var index = 0
    while index + 1 < bounds.count, bounds[index] < 128 {
      let high = min(bounds[index + 1], 127)
      var value = bounds[index]
      while value <= high {
        if value < 64 {
          asciiLow |= 1 << UInt64(value)
        } else {
          asciiHigh |= 1 << UInt64(value - 64)
        }
        value += 1
      }
      index += 2
    }
  }

  var isEmpty: Bool { bounds.isEmpty }

  var rangeCount: Int { bounds.count / 2 }

  /// The ranges as pairs, for building other sets.
  var ranges: [(UInt32, UInt32)] {
    stride(from: 0, to: bounds.count, by: 2).map { (bounds[$0], bounds[$0 + 1]) }
  }

  /// The single member, when the set has exactly one.
  var singleScalar: UInt32? {
    bounds.count == 2 && bounds[0] == bounds[1] ? bounds[0] : nil
  }

  @inline(__always)
  func contains(_ scalar: UInt32) -> Bool {
    if scalar < 64 { return asciiLow & (1 << UInt64(scalar)) != 0 }
    if scalar < 128 { return asciiHigh & (1 << UInt64(scalar - 64)) != 0 }
    return containsNonASCII(scalar)
  }

  private func containsNonASCII(_ scalar: UInt32) -> Bool {
    // Binary search for the last range whose lower bound is <= scalar.
    var low = 0
    var high = bounds.count / 2
    while low < high {
      let mid = (low + high) / 2
      if bounds[mid * 2] <= scalar { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return false }
    return scalar <= bounds[(low - 1) * 2 + 1]
  }

  func union(_ other: ScalarSet) -> ScalarSet {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return ScalarSet(ranges: ranges + other.ranges)
  }

  /// Every scalar value (0...0x10FFFF) not in this set.
  func inverted() -> ScalarSet {
    var result: [UInt32] = []
    var next: UInt32 = 0
    var index = 0
    while index + 1 < bounds.count {
      if bounds[index] > next {
        result.append(next)
        result.append(bounds[index] - 1)
      }
      next = bounds[index + 1] &+ 1
      index += 2
    }
    if next <= ScalarSet.maxScalar && !(bounds.last == ScalarSet.maxScalar) {
      result.append(next)
      result.append(ScalarSet.maxScalar)
    }
    return ScalarSet(sortedBounds: result)
  }
}

// MARK: - The fixed sets of ECMA-262

extension ScalarSet {
  /// `\d`: ASCII digits only, even with the `u` flag.
  static let digits = ScalarSet(0x30...0x39)

  /// `\w`: `[A-Za-z0-9_]`; without the `i` flag Unicode case folding adds nothing.
  static let wordCharacters = ScalarSet(ranges: [
    (0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A),
  ])

  /// `\s`: ECMA-262 WhiteSpace (TAB, VT, FF, SP, NBSP, ZWNBSP, Zs) plus LineTerminator.
  static let whiteSpace = ScalarSet(ranges: [
    (0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A),
    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000), (0xFEFF, 0xFEFF),
  ])

  /// LineTerminator: what `.` does not match and what `$`/`^` would see in multiline mode.
  static let lineTerminators = ScalarSet(ranges: [(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)])

  /// `.` without the `s` flag.
  static let dot = lineTerminators.inverted()

  static let all = ScalarSet(0...maxScalar)
}
