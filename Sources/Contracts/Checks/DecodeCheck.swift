public import Foundation
public import JSONCore
import JSONSchema
import Jansson

/// The decode stage: the registered model decodes the body (and encodes it again, for the
/// round-trip stage).
///
/// The cheap path (``run(_:coders:)``) answers with the model's outcome and, for a failure, a
/// stable ``signature(of:)`` and a one-line ``message(for:)``: what a fuzz worker sends back.
/// The full path (`findings`) explains a `DecodingError` as a located `decode-failure` with
/// its cause in words (`DecodeFailure`); its findings are in `DecodeFindings.swift`.
public struct DecodeCheck: Sendable {
  public let model: Model
  public let profile: Profile
  public let envelope: Manifest.Contract.Envelope

  public init(model: Model, profile: Profile, envelope: Manifest.Contract.Envelope) {
    self.model = model
    self.profile = profile
    self.envelope = envelope
  }

  /// A decoder and encoder of the profile, made once and used for many payloads by one
  /// thread (making the pair for each small payload costs a tenth of its decode).
  public final class Coders {
    let decoder: JSONDecoder
    let encoder: JSONEncoder

    public init(_ profile: Profile) {
      decoder = profile.makeDecoder()
      encoder = profile.makeEncoder()
    }
  }

  public func makeCoders() -> Coders { Coders(profile) }

  /// The cheap path: decode `bytes` and encode the value again.
  public func run(_ bytes: Data, coders: Coders) -> DecodeOutcome {
    model.roundTrip(bytes, asArray: envelope.decodesArray, decoder: coders.decoder, encoder: coders.encoder)
  }

  /// The full path's findings for a decode that threw: a located `decode-failure`, those the
  /// first one hid in other array elements (``FurtherDecodeFailures``), and, when JSONDecoder
  /// failed on the bytes as JSON, where Foundation's readers disagree with the reference.
  func findings(
    for error: DecodingError, _ response: Response, _ parsed: ParsedJSON, schemaValid: Bool?, facts: SchemaFacts?,
    _ context: FindingContext
  ) -> [Finding] {
    // Bytes JSONDecoder cannot read as JSON are still a response the app fails on: an error,
    // beside the warnings that say where Foundation's readers part from the reference.
    if DecodeFailure.isUnreadableJSON(error) {
      let failure = DecodeFailure.unreadableJSON(error, parsed)
      // The parse stage compared the readers already when the reading called for it: its
      // disagreements are in the outcome, and would be twice.
      let disagreements = ParseCheck.comparesParsers(parsed) ? [] : ParseCheck.disagreements(response, parsed, context)
      return [.decodeFailure(failure, model: model.name, schemaValid: schemaValid, context)] + disagreements
    }
    let failure = DecodeFailure(error, in: parsed.value, profile: profile)
    var failures = [failure]
    // Made at the first decode: a failure nothing can set aside is searched no further.
    var decoder: JSONDecoder? = nil
    failures += FurtherDecodeFailures.find(after: failure, in: parsed.value, profile: profile) { data in
      let reader = decoder ?? profile.makeDecoder()
      decoder = reader
      return model.decodingError(data, asArray: envelope.decodesArray, decoder: reader)
    }
    return failures.map { failure in
      var failure = failure
      if let facts { failure.nameAlternative(facts: facts, in: parsed.value) }
      return .decodeFailure(failure, model: model.name, schemaValid: schemaValid, context)
    }
  }

  /// Why the model cannot decode `payload`, in words (`missing key 'tag': the model requires
  /// it`); `nil` when it decodes, or when the payload is not JSON.
  ///
  /// The cause of a synthesised payload's `model-drift` finding: run only on payloads a worker
  /// already decoded without trapping.
  public func decodeCause(of payload: [UInt8]) -> String? { decodeFailure(of: payload)?.message }

  /// Where in `payload` the model fails and why, in words; `nil` when it decodes, or when the
  /// payload is not JSON. Run only on payloads a worker already decoded without trapping.
  public func decodeFailure(of payload: [UInt8]) -> (pointer: JSONPointer, message: String)? {
    guard let tree = ParseCheck.tree(of: payload),
      case .decodeFailed(let error) = run(Data(payload), coders: makeCoders())
    else { return nil }
    let failure = DecodeFailure(error, in: tree, profile: profile)
    return (failure.pointer, failure.message)
  }

  /// The cause and the coding path with array positions as `*`: equal for the same failure
  /// in any row, different for a different key or cause.
  ///
  /// Shrinking keeps it fixed.
  public static func signature(of error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue != nil ? "*" : $0.stringValue }.joined(separator: "/")
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing-key /" + path(context.codingPath + [key])
    case .valueNotFound(let type, let context): return "null-value \(type) /" + path(context.codingPath)
    case .typeMismatch(let type, let context): return "type-mismatch \(type) /" + path(context.codingPath)
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, context.underlyingError != nil { return "unreadable-json" }
      return "data-corrupted /" + path(context.codingPath)
    @unknown default: return "decoding-error"
    }
  }

  /// One line for people: the cause and where, in coding-path terms.
  public static func message(for error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty ? "(root)" : "/" + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
    case .valueNotFound(let type, let context): return "null where \(type) is required at \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      if let unknown = DecodeFailure.unknownRawValue(in: context.debugDescription) {
        let value = unknown.valueType == "String" ? "\"\(unknown.value)\"" : unknown.value
        return
          "unknown \(unknown.type) raw value \(value) at \(path(context.codingPath)): the enum has no case for it and no fallback"
      }
      return "\(context.debugDescription) at \(path(context.codingPath))"
    @unknown default: return "\(error)"
    }
  }
}
