import Foundation
import JSONCore

/// What a decoder kept of a recorded timestamp, read from the decoded `Date`: the judgement
/// `read` contracts use for dates (``ReadDirection``), and fuzz uses for `Decodable`-only
/// models, which have no encoder to compare with.
struct DecodedDate {
  enum Verdict: String {
    /// The instant, to what a `Date` holds.
    case kept = "encoder-only-date"
    /// Read as if the offset were not there (`+05:30` read as UTC).
    case offsetIgnored = "decoded-offset-ignored"
    /// Fewer fraction digits than were sent.
    case precisionLost = "decoded-precision-lost"
    /// Another instant altogether.
    case instantMoved = "decoded-instant-moved"

    /// The loss kind a fuzz evaluation carries for it (`nil`: nothing lost).
    var loss: JSONDifference.Kind? {
      switch self {
      case .kept: nil
      case .offsetIgnored: .dateOffsetLost
      case .precisionLost: .datePrecisionLost
      case .instantMoved: .valueChanged
      }
    }
  }

  /// How far a decoded `Date` may be from the recorded instant and still be the same: a
  /// `Date` holds seconds since 2001 in a `Double`, which keeps about seven fraction digits
  /// today, so a recorded nanosecond cannot survive, and is no decoder's fault.
  static let tolerance = 5e-7

  let recorded: Timestamp
  let date: Date

  /// The decoded `Date` at `pointer` of the decoded value, with the timestamp recorded there;
  /// `nil` when either is not there.
  init?(at pointer: JSONPointer, decoded: Any, reference: JSONValue) {
    guard case .string(let text)? = pointer.resolve(in: reference), let recorded = Timestamp(text),
      let date = ModelReflection.value(at: pointer, in: decoded, reference: reference) as? Date
    else { return nil }
    self.recorded = recorded
    self.date = date
  }

  /// Decoded minus recorded, in seconds.
  var drift: Double {
    date.timeIntervalSince1970 - (Double(recorded.epochSeconds) + (Double("0." + recorded.fraction) ?? 0))
  }

  var verdict: Verdict {
    let drift = self.drift
    if abs(drift) <= Self.tolerance { return .kept }
    if let offset = recorded.offsetSeconds, offset != 0, abs(drift - Double(offset)) < 1 { return .offsetIgnored }
    return abs(drift) < 1 ? .precisionLost : .instantMoved
  }

  /// The decoded instant in UTC, with as many fraction digits as the recorded text.
  var decodedText: String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let digits = max(recorded.precision, 1)
    var fraction = String(Int64(((seconds - whole) * pow(10, Double(digits))).rounded()))
    if fraction.count < digits { fraction = String(repeating: "0", count: digits - fraction.count) + fraction }
    let days = Int64((whole / 86400).rounded(.down))
    let (year, month, day) = Timestamp.civilDate(days: days)
    let secondOfDay = Int64(whole) - days * 86400
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(fraction.prefix(digits))Z"
  }

  /// `5 h 30 min`, `0.000544 s`.
  var driftText: String {
    let magnitude = abs(drift)
    if magnitude >= 60 {
      let minutes = Int((magnitude / 60).rounded())
      return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
    return String(format: "%.6f s", magnitude)
  }

  /// What `model` did with `text`, in words, for a verdict other than ``Verdict/kept``.
  func message(model: String, text: String) -> String {
    switch verdict {
    case .kept: "\(model) keeps the instant of \(text)"
    case .offsetIgnored:
      "\(model) reads \(text) ignoring its offset: the decoded instant is \(driftText) off (\(decodedText))"
    case .precisionLost:
      "\(model) keeps fewer fraction digits than \(text): it decodes \(decodedText) (\(driftText) off)"
    case .instantMoved: "\(model) decodes \(text) as another instant: \(decodedText) (\(driftText) off)"
    }
  }
}
