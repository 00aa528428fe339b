import JSONCore

/// What a round trip's changes mean to an app that decodes responses and never sends them
/// back (a contract or profile with `"direction": "read"`).
///
/// Such an app loses nothing when its encoder would write `null` as absent, or add a key:
/// it never encodes. A key its model does not model is worth knowing once, not under every
/// model that contains the one dropping it: `User` drops `organizations_url` is one note,
/// whether the `User` came inside an `Issue`, a `Milestone` or a `PullRequest`. Every other
/// change (a number rounded through `Double`, a date's digits) is what the app holds after
/// decoding, and is reported as for a round trip.
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
    default: return .roundTripLoss(difference, model: model, profile: binding.profile, context)
    }
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
