import JSONCore

/// What a round trip's changes mean to an app that decodes responses and never sends them
/// back (a contract or profile with `"direction": "read"`).
///
/// Such an app loses nothing when its encoder would write `null` as absent, add a key, or
/// percent-encode a URL's text: it never encodes. A key its model does not model is worth
/// knowing once, not under every model that contains the one dropping it: `User` drops
/// `organizations_url` is one note, whether the `User` came inside an `Issue`, a `Milestone`
/// or a `PullRequest`. Every other
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
  /// Whether the reflection check reads this response too (a corpus run's first responses
  /// of the contract): it reports a property that never got its key's value, once.
  var reflecting = false

  /// The finding for `difference`, `nil` when it does not matter to a reader.
  func finding(for difference: JSONDifference, _ context: FindingContext) -> Finding? {
    switch difference.kind {
    // The decoded `URL` is the one sent, its text percent-encoded where a URL cannot hold a
    // character: what the app holds is the same address.
    case .nullBecameAbsent, .absentBecameNull, .keyAdded, .elementAdded, .urlEncoded: return nil
    case .keyDropped, .valueChanged:
      // A property the model declares for the key that never got its value is the reflection
      // check's finding (once per property, where it reads the response), never "does not
      // model"; elsewhere (`--against`, `swift test`) a changed value stays this loss.
      let walk = decoded.map { ModelReflection.MemberWalk(toward: difference.pointer, in: $0, reference: reference) }
      if let walk, ModelReflection.mismatch(at: walk)?.cause == .neverDecoded {
        if reflecting || difference.kind == .keyDropped { return nil }
      } else if difference.kind == .keyDropped {
        return unmodelled(difference, walk, context)
      }
      if let judged = decodedDate(difference, context) { return judged }
      return .roundTripLoss(difference, model: model, profile: binding.profile, context, reference: reference)
    case .datePrecisionLost, .dateRewritten, .dateOffsetLost:
      if let judged = decodedDate(difference, context) { return judged }
      return .roundTripLoss(difference, model: model, profile: binding.profile, context, reference: reference)
    default: return .roundTripLoss(difference, model: model, profile: binding.profile, context, reference: reference)
    }
  }

  /// The finding for a date the round trip changed, judged by what the decoded value holds
  /// (``DecodedDate``); `nil` when the decoded value is not a `Date` found at the place.
  private func decodedDate(_ difference: JSONDifference, _ context: FindingContext) -> Finding? {
    guard let decoded, case .string(let text)? = difference.original,
      let judged = DecodedDate(at: difference.pointer, decoded: decoded, reference: reference)
    else { return nil }
    let after = difference.result.map { $0.abbreviated() } ?? "(absent)"
    let verdict = judged.verdict
    let kept = verdict == .kept
    let profile = binding.profile.name
    var finding = Finding(
      kind: .roundtripLoss, severity: kept ? .note : nil, contract: context.contract,
      source: context.source(at: difference.pointer),
      pointer: kept ? nil : difference.pointer,
      message: kept
        ? "the \(profile) profile's encoder writes dates otherwise (\(text) → \(after)), but the decoded values keep the instant: an app that only reads never sends them back"
        : judged.message(model: model, text: text),
      evidence: [
        "difference": verdict.rawValue, "original": text, "decoded": judged.decodedText, "roundTrip": after,
      ],
      detail: verdict.rawValue, members: context.members)
    // The encoder's spelling only, a fact of the profile: once for every contract that uses it.
    if kept {
      finding.fingerprint = Finding.fingerprint(
        .roundtripLoss, contract: nil, pointer: nil, detail: "\(verdict.rawValue) \(profile)")
    }
    return finding
  }

  /// `User does not model 'organizations_url'`: a note, one fingerprint per type and key
  /// across the run.
  private func unmodelled(
    _ difference: JSONDifference, _ walk: ModelReflection.MemberWalk?, _ context: FindingContext
  ) -> Finding {
    var holder: (type: String, key: String) = (model, "")
    if let walk {
      holder = ModelReflection.holder(walk)
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
