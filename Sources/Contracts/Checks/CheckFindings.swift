import JSONCore
import Jansson

/// The findings of the parse, differential, schema and round-trip checks.
extension Finding {
  static func recordingError(_ message: String, _ context: FindingContext) -> Finding {
    Finding(
      kind: .parseError, contract: context.contract, source: context.response.source, pointer: nil,
      message: message, detail: message)
  }

  static func parseError(_ error: JSONParseError, _ context: FindingContext) -> Finding {
    var source = context.response.source
    let isRecording = source.line != nil || source.entry != nil
    if source.entry == nil {
      if source.line == nil {
        source.line = error.line
        source.column = error.column
      } else {
        source.column = error.column
      }
    }
    // jansson quotes the token near the error; in a recording (NDJSON line, HAR entry) that
    // token may be a credential cut short, so only its position is given.
    var reason = error.message
    if isRecording, let near = reason.range(of: " near '") { reason = String(reason[..<near.lowerBound]) }
    return Finding(
      kind: .parseError, contract: context.contract, source: source, pointer: nil,
      message: "the reference parser rejects the body at \(error.line):\(error.column): \(reason)",
      evidence: ["offset": String(error.offset)], detail: "\(error.kind.rawValue):\(reason)")
  }

  static func disagreement(_ disagreement: ParserDifferential.Disagreement, _ context: FindingContext) -> Finding {
    let message: String
    switch disagreement.kind {
    case .acceptance:
      message =
        "\(disagreement.parser) and the reference parser disagree on whether this is JSON: reference \(disagreement.reference); \(disagreement.parser) \(disagreement.foundation)"
    case .duplicateKeyWinner:
      message =
        "duplicate key: the reference parser keeps \(disagreement.reference), \(disagreement.parser) keeps \(disagreement.foundation); clients will disagree on this value"
    case .value:
      message =
        "\(disagreement.parser) reads \(disagreement.foundation) where the reference reads \(disagreement.reference)"
    }
    return Finding(
      kind: .parserDisagreement, contract: context.contract, source: context.source(at: disagreement.pointer),
      pointer: disagreement.pointer, message: message,
      evidence: ["reference": disagreement.reference, "foundation": disagreement.foundation],
      detail: "\(disagreement.kind.rawValue):\(disagreement.parser)")
  }

  static func limitation(_ limitation: ParsedJSON.ReferenceLimitation, _ context: FindingContext) -> Finding {
    Finding(
      kind: .parserDisagreement, contract: context.contract, source: context.source(at: limitation.pointer),
      pointer: limitation.pointer,
      message:
        "\(limitation.lexeme) is beyond what the reference parser holds (\(limitation.kind.rawValue)); most clients round it",
      evidence: ["lexeme": limitation.lexeme], detail: limitation.kind.rawValue)
  }

  static func schemaViolation(_ violation: SchemaViolation, _ context: FindingContext) -> Finding {
    Finding(
      kind: .schemaViolation, contract: context.contract, source: context.source(at: violation.instanceLocation),
      pointer: violation.instanceLocation, schemaLocation: violation.absoluteKeywordLocation,
      message: violation.message, evidence: ["keywordLocation": violation.keywordLocation],
      detail: violation.keywordLocation)
  }

  static func roundTripLoss(_ difference: JSONDifference, model: String, profile: Profile, _ context: FindingContext)
    -> Finding
  {
    let before = difference.original.map { DecodeFailure.abbreviated($0) } ?? "(absent)"
    let after = difference.result.map { DecodeFailure.abbreviated($0, sortingKeys: true) } ?? "(absent)"
    let message: String
    switch difference.kind {
    case .keyDropped: message = "\(model) does not keep this field: it is gone after decode and encode"
    case .keyAdded: message = "\(model) adds this field on encode (a default or computed value): \(after)"
    case .nullBecameAbsent: message = "null became an absent key after the round trip (Optional encodes nil as absent)"
    case .absentBecameNull: message = "an absent key came back as null"
    case .elementDropped: message = "array element dropped by the round trip"
    case .elementAdded: message = "array element added by the round trip: \(after)"
    case .typeChanged: message = "type changed by the round trip: \(before) → \(after)"
    case .valueChanged: message = "value changed by the round trip: \(before) → \(after)"
    case .numberRounded: message = "number rounded through Double: \(before) → \(after)"
    case .datePrecisionLost:
      message =
        "fractional seconds lost: \(before) → \(after) (the '\(profile.name)' profile writes fewer digits than the backend sends)"
    case .dateRewritten:
      message =
        "same instant, written differently: \(before) → \(after) (nothing lost; a client comparing text sees a change)"
    case .numberKindChanged:
      message = "same number, other kind: \(before) → \(after) (nothing lost; a strict reader may refuse it)"
    case .uuidRewritten: message = "same UUID, other letter case: \(before) → \(after)"
    }
    var evidence = ["original": before, "roundTrip": after]
    evidence["difference"] = difference.kind.rawValue
    // Rewrites that keep the meaning are notes; losses are the kind's default (warning).
    return Finding(
      kind: .roundtripLoss, severity: difference.losesData ? nil : .note, contract: context.contract,
      source: context.source(at: difference.pointer), pointer: difference.pointer, message: message,
      evidence: evidence, detail: difference.kind.rawValue)
  }

  /// A dump's file that is not read (a FIFO, a device, a broken symlink): a note, so that
  /// nothing in a dump goes unchecked in silence.
  static func notRead(_ path: String, reason: String) -> Finding {
    Finding(
      kind: .unmapped, contract: nil, source: SourceReference(file: path), pointer: nil,
      message: "not read: \(reason); only regular files are checked", detail: "not-read:\(path)")
  }

  static func unmapped(_ response: Response, reason: String) -> Finding {
    let route = [response.method, response.path].compactMap { $0 }.joined(separator: " ")
    return Finding(
      kind: .unmapped, contract: nil, source: response.source, pointer: nil,
      message: "no contract claims this response (\(reason))",
      detail: route.isEmpty ? response.source.file : route)
  }
}
