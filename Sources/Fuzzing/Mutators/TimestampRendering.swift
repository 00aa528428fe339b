import JSONCore

/// Writes a ``Timestamp`` back as text in a chosen style: fraction digits, offset spelling,
/// separator.
///
/// The date-format operator's renderer.
struct TimestampRendering {
  enum OffsetStyle: Sendable {
    /// `Z` (UTC only; other offsets fall back to `colon`).
    case zulu
    /// `+00:00`
    case colon
    /// `+0000`
    case compact
    /// `+00`, as Postgres prints whole-hour offsets.
    case hours
  }

  var fractionDigits: Int
  var offsetSeconds: Int
  var offsetStyle: OffsetStyle
  var separator: Character = "T"

  /// The offset style `text` uses, so re-rendering keeps it where only digits change.
  static func offsetStyle(of text: String) -> OffsetStyle {
    if text.hasSuffix("Z") || text.hasSuffix("z") { return .zulu }
    let tail = text.suffix(6)
    if tail.first == "+" || tail.first == "-", tail.dropFirst(3).first == ":" { return .colon }
    let compact = text.suffix(5)
    if compact.first == "+" || compact.first == "-" { return .compact }
    return .hours
  }

  /// `timestamp` as text: the same instant (up to the fraction digits kept) at this offset.
  func render(_ timestamp: Timestamp) -> String {
    let local = timestamp.epochSeconds + Int64(offsetSeconds)
    var days = local / 86_400
    var seconds = local % 86_400
    if seconds < 0 {
      seconds += 86_400
      days -= 1
    }
    let date = Timestamp.civilDate(days: days)
    var text = "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))\(separator)"
    text += "\(pad(seconds / 3600, 2)):\(pad(seconds % 3600 / 60, 2)):\(pad(seconds % 60, 2))"
    if fractionDigits > 0 {
      let fraction = String(timestamp.fraction.prefix(fractionDigits))
      text += "." + fraction + String(repeating: "0", count: fractionDigits - fraction.count)
    }
    return text + offsetText
  }

  private var offsetText: String {
    if offsetSeconds == 0, offsetStyle == .zulu { return "Z" }
    let sign = offsetSeconds < 0 ? "-" : "+"
    let magnitude = Int64(abs(offsetSeconds))
    let hours = pad(magnitude / 3600, 2), minutes = pad(magnitude % 3600 / 60, 2)
    switch offsetStyle {
    case .zulu, .colon: return "\(sign)\(hours):\(minutes)"
    case .compact: return "\(sign)\(hours)\(minutes)"
    case .hours: return magnitude % 3600 == 0 ? "\(sign)\(hours)" : "\(sign)\(hours):\(minutes)"
    }
  }

  private func pad(_ value: Int64, _ width: Int) -> String { value.zeroPadded(toWidth: width) }
}
