public import JSONCore

/// The findings of the decode stage: what a model cannot read, reads too leniently, or dies
/// on.
///
/// One name per event, wherever it is found:
/// - a recorded response the model cannot decode is a `decode-failure`;
/// - a payload the tool synthesised (a model-drift probe of `contract check`, a fuzz mutant)
///   that the contract allows and the model cannot decode is `model-drift`, with the
///   operator and a reproducer in its evidence;
/// - a model that traps or hangs while decoding is a `crash`, in one message format.
extension Finding {
  static func decodeFailure(_ failure: DecodeFailure, model: String, schemaValid: Bool?, _ context: FindingContext)
    -> Finding
  {
    var message = "\(model) cannot decode this response: \(failure.message)"
    switch schemaValid {
    case true?: message += " (the response meets its contract: the app fails on a valid payload)"
    case false?: message += " (the response also breaks its contract)"
    case nil: break
    }
    return Finding(
      kind: .decodeFailure, contract: context.contract, source: context.source(at: failure.pointer),
      pointer: failure.pointer, message: message, evidence: failure.evidence, detail: failure.detail,
      members: context.members)
  }

  /// A response the model decodes here but not with `.iso8601` as Apple's Foundation has read
  /// dates (``AppleISO8601``): a warning, since which OS versions still do depends on the
  /// app's oldest supported OS; once per contract (one decoder reads every date).
  static func refusedByAppleISO8601(_ failure: DecodeFailure, model: String, _ context: FindingContext)
    -> Finding
  {
    let value = context.reference.flatMap { failure.pointer.resolve(in: $0) }.map { $0.abbreviated() } ?? "a date"
    var finding = Finding(
      kind: .decodeFailure, severity: .warning, contract: context.contract, source: context.source(at: failure.pointer),
      pointer: failure.pointer,
      message:
        "\(model) decodes this response with this platform's Foundation, but Apple's Foundation has read `.iso8601` as ISO8601DateFormatter's internet date-time, which refuses fraction digits such as \(value)'s: where it does, the app fails on this response. Read dates with a strategy that takes fractions, or check on the oldest OS the app supports",
      evidence: failure.evidence.merging(["value": value, "strategy": "iso8601"]) { first, _ in first },
      members: context.members)
    finding.fingerprint = Finding.fingerprint(
      .decodeFailure, contract: context.contract, pointer: nil, detail: "apple-iso8601")
    return finding
  }

  static func decodeAcceptsInvalid(model: String, _ context: FindingContext) -> Finding {
    Finding(
      kind: .decodeAcceptsInvalid, contract: context.contract, source: context.source(at: nil), pointer: .root,
      message:
        "\(model) decodes this response although it breaks the contract: the model is more lenient than the contract")
  }

  /// A synthesised payload the contract allows and the model cannot decode.
  ///
  /// The fingerprint is the contract, the place the payload was changed (array positions
  /// folded) and the operator with the failure's signature: the same probe or mutant gives
  /// the same fingerprint from `check` and from `fuzz`, whatever the row.
  ///
  /// - Parameters:
  ///   - model: the model's type name.
  ///   - contract: the contract's id.
  ///   - source: where the payload's seed was recorded.
  ///   - pointer: the place the payload was changed.
  ///   - operatorName: the operator that changed it (`drop-optional`, `enum-unknown`, …).
  ///   - mutation: what was changed, in words.
  ///   - cause: why the model cannot decode it, in words (`ResponseChecker.decodeCause(of:)`).
  ///   - signature: the failure's stable signature (``DecodeCheck/signature(of:)``).
  ///   - reproducer: what re-creates it: a reproducer file, or the payload itself.
  ///   - expectedBecause: for a contract without a schema, why the backend is expected to
  ///     send the change (a new key; fewer fraction digits where the recordings vary): the
  ///     finding is then a warning that says so.
  public static func modelDrift(
    model: String, contract: String, source: SourceReference, pointer: JSONPointer, operatorName: String,
    mutation: String, cause: String, signature: String, reproducer: String, expectedBecause: String? = nil
  ) -> Finding {
    var evidence = ["operator": operatorName, "mutation": mutation, "decodeFailure": cause, "reproducer": reproducer]
    // The key the model found missing (as its coding path spells it): what a probe that drops
    // or renames keys can be contradicted on by the traffic (`LooserThanTraffic`).
    if signature.hasPrefix(DecodeFailure.Cause.missingKey.rawValue + " "),
      let key = signature.split(separator: "/").last, key != "*"
    {
      evidence["missingKey"] = String(key)
    }
    // A `null` the model cannot take: probes of one object that fail so are one finding
    // (`NullableMembers`).
    if signature.hasPrefix(DecodeFailure.Cause.nullValue.rawValue + " ") { evidence["refusesNull"] = "yes" }
    // Without a schema, the backend is expected to make the change for a reason the
    // recordings give (`RoutineChange`): weaker evidence than a contract's word, a warning.
    if let expectedBecause {
      evidence["expectedBecause"] = expectedBecause
      return Finding(
        kind: .modelDrift, severity: .warning, contract: contract, source: source, pointer: pointer,
        message:
          "no schema judges this contract, but the backend may send \(mutation) (\(expectedBecause)), and \(model) cannot decode it: \(cause)",
        evidence: evidence, detail: "\(operatorName) \(signature)")
    }
    return Finding(
      kind: .modelDrift, contract: contract, source: source, pointer: pointer,
      message: "the contract allows \(mutation), but \(model) cannot decode it: \(cause)",
      evidence: evidence, detail: "\(operatorName) \(signature)")
  }

  /// How a model died on a payload, for ``Finding/crash(model:what:death:contract:source:pointer:detail:)``.
  public enum Death: Sendable, Hashable {
    /// It trapped (`fatalError`, a force unwrap, a precondition): the signal and the last
    /// line the runtime wrote.
    case trapped(String)
    /// It did not finish within the timeout.
    case hung(seconds: Double)
  }

  /// A model that trapped or hung while decoding `what` (`this response`, `what the
  /// contract allows (…)`, `a mutant (…)`): one message format wherever it is found.
  ///
  /// - Parameters:
  ///   - model: the model's type name.
  ///   - what: what it was decoding, in words.
  ///   - death: how it died: a trap or a hang.
  ///   - contract: the contract's id, when one is known.
  ///   - source: where the payload was recorded.
  ///   - pointer: the place the payload was changed, for a synthesised one.
  ///   - detail: what tells this crash apart from others of the same contract and
  ///     place, for the fingerprint.
  public static func crash(
    model: String, what: String, death: Death, contract: String?, source: SourceReference, pointer: JSONPointer?,
    detail: String
  ) -> Finding {
    let message: String
    var evidence: [String: String] = [:]
    switch death {
    case .trapped(let how):
      message = "\(model) crashed the process while decoding \(what): \(how)"
      evidence["signal"] = how
    case .hung(let seconds):
      message = "\(model) did not finish decoding \(what) within \(SecondsText.text(seconds)); the worker was killed"
      evidence["timeout"] = SecondsText.text(seconds)
    }
    return Finding(
      kind: .crash, contract: contract, source: source, pointer: pointer, message: message, evidence: evidence,
      detail: detail)
  }
}
