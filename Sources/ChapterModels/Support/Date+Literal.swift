import Foundation

extension Date {
  /// A date for the example data, written as seconds since 1970 with the Postgres timestamp it
  /// stands for next to it at the call site.
  ///
  /// Examples use whole seconds: the app's encoder writes milliseconds, so a whole-second date
  /// survives an encode/decode round trip unchanged and `example` values compare equal.
  static func example(_ secondsSince1970: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(secondsSince1970))
  }
}
