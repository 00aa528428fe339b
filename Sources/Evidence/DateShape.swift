import JSONCore

/// How a recorded timestamp is written: its fraction digits and how its offset is spelled.
///
/// Clients break on spellings, not instants: a decoder set for `.withFractionalSeconds`
/// rejects `…45Z`, one for `.iso8601` rejects `…45.123Z`, and `+0530` is not `+05:30` to every
/// parser. Coverage counts which spellings the traffic has; inference reports when they are
/// narrower than the format admits.
public struct DateShape: Sendable, Hashable {
  /// How the offset is written.
  public enum Offset: String, Sendable, Hashable, Codable, CaseIterable {
    /// `Z` (or `z`).
    case zulu = "Z"
    /// `+00:00`, `+05:30`.
    case colon = "+hh:mm"
    /// `+0000`, `+0530`.
    case compact = "+hhmm"
    /// `+05`.
    case hours = "+hh"
    /// `+00:01:15`: local mean time, which Postgres prints for old instants.
    case seconds = "+hh:mm:ss"
    /// No offset at all: a local time.
    case none = "none"
  }

  /// Fraction digits written (0 for none).
  public var fractionDigits: Int
  public var offset: Offset

  /// The shape of `text`, `nil` when it is not a timestamp (``isDateOnly(_:)`` tells a date).
  public init?(_ text: String) {
    guard let timestamp = Timestamp(text) else { return nil }
    fractionDigits = timestamp.precision
    offset = timestamp.offsetSeconds == nil ? .none : DateShape.offset(of: text)
  }

  /// Whether `text` is a date without a time: `2024-03-15`.
  public static func isDateOnly(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
    return bytes.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || JSONNumber.isDigit($0.element) }
  }

  /// The offset's spelling, read from the end of a text that has one.
  private static func offset(of text: String) -> Offset {
    var bytes = Array(text.utf8)
    // A BC year's suffix follows the offset in Postgres's output.
    if bytes.count > 3, Array(bytes.suffix(3)) == Array(" BC".utf8) { bytes.removeLast(3) }
    guard let last = bytes.last else { return .none }
    if last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") { return .zulu }
    // The sign is the last '+' or '-' after the time's seconds.
    guard let sign = bytes.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) else {
      return .none
    }
    let tail = bytes[(sign + 1)...]
    let colons = tail.filter { $0 == UInt8(ascii: ":") }.count
    switch (colons, tail.count) {
    case (2, _): return .seconds
    case (1, _): return .colon
    case (0, 4): return .compact
    default: return .hours
    }
  }
}
