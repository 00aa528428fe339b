/// Which side of its limit a `min*` or `max*` keyword holds a value to: the one thing the
/// two keywords of a pair (`minItems`/`maxItems`, `minimum`/`maximum`, …) do differently.
enum LimitSide: Sendable {
  /// `min*`, `minimum`: at least the limit.
  case atLeast
  /// `max*`, `maximum`: at most the limit.
  case atMost

  /// Whether `count` is on this side of `limit`.
  @inline(__always)
  func admits(_ count: Int, _ limit: Int) -> Bool {
    switch self {
    case .atLeast: count >= limit
    case .atMost: count <= limit
    }
  }

  /// What a count on the wrong side is, in a message: "fewer than 2".
  var beyond: String {
    switch self {
    case .atLeast: "fewer than"
    case .atMost: "more than"
    }
  }
}
