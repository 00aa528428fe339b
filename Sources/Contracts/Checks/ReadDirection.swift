import Foundation
import JSONCore

/// What a round trip's changes mean to an app that decodes responses and never sends them
/// back (a contract or profile with `"direction": "read"`).
///
/// Such an app loses nothing when its encoder would write `null` as absent, or add a key:
/// it never encodes. A key its model does not model is worth knowing once, not under every
/// model that contains the one dropping it: `User` drops `organizations_url` is one note,
/// whether the `User` came inside an `Issue`, a `Milestone` or a `PullRequest`. Every other
/// change (a number rounded through `Double`) is what the app holds after decoding, and is
/// reported as for a round trip.
///
/// A date is judged by what the *decoder* kept, read from the decoded `Date` by reflection,
/// against the recorded text: the encoder's digits and spelling never reach a reader. A
/// decoder that kept the instant leaves an encoder-only difference, one note per contract; one
/// that dropped fraction digits, ignored the offset or moved the instant is a warning.
struct ReadDirection {
  let binding: BoundContract
  let model: String
  /// The decoded value, for the type that drops a key.
  let decoded: Any?
  let reference: JSONValue

  /// The finding for `difference`, `nil` when it does not matter to a reader.
  func finding(for difference: JSONDifference, _ context: FindingContext) -> Finding? {
    switch difference.kind {
    case .nullBecameAbsent, .absentBecameNull, .keyAdded, .elementAdded: return nil
    case .keyDropped: return unmodelled(difference, context)
    case .datePrecisionLost, .dateRewritten, .dateOffsetLost, .valueChanged:
      if let judged = decodedDate(difference, context) { return judged }
      return .roundTripLoss(difference, model: model, profile: binding.profile, context)
    default: return .roundTripLoss(difference, model: model, profile: binding.profile, context)
    }
  }

  /// How far a decoded `Date` may be from the recorded instant and still be the same: a
  /// `Date` holds seconds since 2001 in a `Double`, which keeps about seven fraction digits
  /// today, so a recorded nanosecond cannot survive, and is no decoder's fault.
  static let dateTolerance = 5e-7

  /// The finding for a date the round trip changed, judged by what the decoded value holds;
  /// `nil` when the decoded value is not a `Date` found at the place.
  private func decodedDate(_ difference: JSONDifference, _ context: FindingContext) -> Finding? {
    guard let decoded, case .string(let text)? = difference.original, let recorded = Timestamp(text),
      let date = ModelReflection.value(at: difference.pointer, in: decoded, reference: reference) as? Date
    else { return nil }
    let instant = Double(recorded.epochSeconds) + (Double("0." + recorded.fraction) ?? 0)
    let drift = date.timeIntervalSince1970 - instant
    let after = difference.result.map { $0.abbreviated() } ?? "(absent)"
    func finding(_ cause: String, _ message: String, severity: Finding.Severity?, pointer: JSONPointer?) -> Finding {
      Finding(
        kind: .roundtripLoss, severity: severity, contract: context.contract,
        source: context.source(at: difference.pointer), pointer: pointer, message: message,
        evidence: [
          "difference": cause, "original": text, "decoded": Self.text(of: date, like: recorded),
          "roundTrip": after,
        ],
        detail: cause)
    }
    if abs(drift) <= Self.dateTolerance {
      // The encoder's spelling only: once per contract (no pointer in the fingerprint).
      return finding(
        "encoder-only-date",
        "the encoder writes dates otherwise (\(text) → \(after)), but the decoded values keep the instant: an app that only reads never sends them back",
        severity: .note, pointer: nil)
    }
    if let offset = recorded.offsetSeconds, offset != 0, abs(drift - Double(offset)) < 1 {
      return finding(
        "decoded-offset-ignored",
        "\(model) reads \(text) ignoring its offset: the decoded instant is \(Self.duration(drift)) off (\(Self.text(of: date, like: recorded)))",
        severity: nil, pointer: difference.pointer)
    }
    if abs(drift) < 1 {
      return finding(
        "decoded-precision-lost",
        "\(model) keeps fewer fraction digits than \(text): it decodes \(Self.text(of: date, like: recorded)) (\(Self.duration(drift)) off)",
        severity: nil, pointer: difference.pointer)
    }
    return finding(
      "decoded-instant-moved",
      "\(model) decodes \(text) as another instant: \(Self.text(of: date, like: recorded)) (\(Self.duration(drift)) off)",
      severity: nil, pointer: difference.pointer)
  }

  /// The decoded instant in UTC, with as many fraction digits as the recorded text.
  static func text(of date: Date, like recorded: Timestamp) -> String {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let digits = max(recorded.precision, 1)
    var fraction = String(Int64(((seconds - whole) * pow(10, Double(digits))).rounded()))
    if fraction.count < digits { fraction = String(repeating: "0", count: digits - fraction.count) + fraction }
    let days = Int64((whole / 86400).rounded(.down))
    let (year, month, day) = Timestamp.civilDate(days: days)
    let secondOfDay = Int64(whole) - days * 86400
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(fraction.prefix(digits))Z"
  }

  /// `5 h 30 min`, `0.000544 s`.
  static func duration(_ seconds: Double) -> String {
    let magnitude = abs(seconds)
    if magnitude >= 60 {
      let minutes = Int((magnitude / 60).rounded())
      return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
    return String(format: "%.6f s", magnitude)
  }

  /// `User does not model 'organizations_url'`: a note, one fingerprint per type and key
  /// across the run.
  private func unmodelled(_ difference: JSONDifference, _ context: FindingContext) -> Finding {
    var holder: (type: String, key: String) = (model, "")
    if let decoded {
      holder = ModelReflection.holder(of: difference.pointer, in: decoded, reference: reference)
    } else if case .key(let key)? = difference.pointer.tokens.last {
      holder.key = key
    }
    let value = difference.original.map { $0.abbreviated() } ?? "(absent)"
    var finding = Finding(
      kind: .roundtripLoss, severity: .note, contract: context.contract, source: context.source(at: difference.pointer),
      pointer: difference.pointer,
      message: "\(holder.type) does not model '\(holder.key)': the app never reads it",
      evidence: [
        "difference": "unmodelled", "type": holder.type, "key": holder.key, "original": value,
      ])
    // Once per type and key, under whichever contract met it first.
    finding.fingerprint = Finding.fingerprint(
      .roundtripLoss, contract: nil, pointer: nil, detail: "unmodelled \(holder.type).\(holder.key)")
    return finding
  }
}
