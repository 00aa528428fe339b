public import Foundation
public import JSONCore

/// What a `Decodable`-only model kept of the timestamps a mutant changed, read from the decoded
/// value: the fuzz oracle's losses for a model with no encoder to compare with, and the
/// findings that explain them.
///
/// The shared decoders of real clients carry date bugs (an offset ignored, digits cut) that a
/// round trip would show; a model the app never encodes shows them here instead.
extension DecodeCheck {
  /// Decodes `bytes` with `coders` and judges the timestamps at `touched` (payload pointers)
  /// in `tree`; `nil` when the model is not `Decodable`-only or nothing it kept is a timestamp.
  public func dateLosses(_ bytes: Data, tree: JSONValue, touched: [JSONPointer], coders: Coders) -> [Loss]? {
    guard !model.encodes, !touched.isEmpty else { return nil }
    var decoded: Any? = nil
    _ = model.roundTrip(
      bytes, asArray: envelope.decodesArray, decoder: coders.decoder, encoder: coders.encoder, inspect: { decoded = $0 }
    )
    guard let decoded else { return nil }
    // The whole payload (a fixture's control): every timestamp in it.
    let places = touched == [.root] ? Self.timestamps(in: tree) : touched
    return places.compactMap { pointer in
      DecodedDate(at: pointer, decoded: decoded, reference: tree)?.verdict.loss.map { Loss(kind: $0, pointer: pointer) }
    }
  }

  /// Where `tree` holds a timestamp.
  static func timestamps(in tree: JSONValue) -> [JSONPointer] {
    var places: [JSONPointer] = []
    // A stack, not recursion: a payload may nest deeper than the thread's stack allows.
    var pending: [(JSONPointer, JSONValue)] = [(.root, tree)]
    while let (pointer, node) = pending.popLast() {
      switch node {
      case .string(let text) where Timestamp(text) != nil: places.append(pointer)
      case .object(let object):
        for member in object { pending.append((pointer.appending(key: member.key), member.value)) }
      case .array(let elements):
        for (index, element) in elements.enumerated() { pending.append((pointer.appending(index: index), element)) }
      default: break
      }
    }
    return places
  }

  /// The located findings for the timestamps of `response` at `pointers` that the decoder
  /// did not keep: what a fuzz reproducer of a `Decodable`-only model shows.
  public func dateFindings(_ response: Response, at pointers: [JSONPointer], contract: String) -> [Finding] {
    guard let tree = ParseCheck.tree(of: response.body) else { return [] }
    var decoded: Any? = nil
    _ = model.roundTrip(
      Data(response.body), asArray: envelope.decodesArray, profile: profile, inspect: { decoded = $0 })
    guard let decoded else { return [] }
    return pointers.compactMap { pointer -> Finding? in
      guard case .string(let text)? = pointer.resolve(in: tree),
        let judged = DecodedDate(at: pointer, decoded: decoded, reference: tree), judged.verdict != .kept
      else { return nil }
      var finding = Finding(
        kind: .roundtripLoss, contract: contract, source: response.source, pointer: pointer,
        message: judged.message(model: model.name, text: text)
          + " (the '\(profile.name)' profile's decoder reads every timestamp: it does so wherever one stands, in every contract read with it; this is the one finding for them)",
        evidence: ["difference": judged.verdict.rawValue, "original": text, "decoded": judged.decodedText],
        detail: judged.verdict.rawValue)
      // One decoder reads every timestamp of the profile's contracts: its bug is one finding,
      // wherever the fuzzer met it first.
      finding.fingerprint = Finding.fingerprint(
        .roundtripLoss, contract: nil, pointer: nil, detail: "\(profile.name) \(judged.verdict.rawValue)")
      return finding
    }
  }
}
