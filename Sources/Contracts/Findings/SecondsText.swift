/// A duration in seconds as messages show it: `10 s`, `0.5 s`, `1.25 s`.
///
/// Whole seconds print without a fraction; others print as given (`--timeout 0.5` is
/// `0.5 s`, never rounded down to `0 s`, which would read as no time at all).
public enum SecondsText {
  public static func text(_ seconds: Double) -> String {
    if seconds.isFinite, seconds == seconds.rounded(), abs(seconds) < 1e15 { return "\(Int(seconds)) s" }
    return "\(seconds) s"
  }
}
