public import Contracts
import Foundation
public import JSONCore
import Jansson

/// The oracle for one contract: validates a payload against the contract and runs it through
/// the model, decode then encode, then compares the round trip with the payload where the
/// mutations changed the model's data (`touched`; nowhere when that is empty, which saves the
/// parse of the encoded bytes: only losses there are the mutation's doing).
///
/// This is the work a worker process does for each mutant (and the in-process executor does
/// directly). It answers with ``Evaluation``, which is small and cheap to send back; the
/// located findings a report shows are built only for the few shrunk failures, by
/// ``ResponseChecker``.
public struct Evaluator: Sendable {
  public let binding: BoundContract

  public init(binding: BoundContract) { self.binding = binding }

  /// A decoder and encoder of the contract's profile, made once and used for many payloads
  /// by one thread (making the pair for each small payload costs a tenth of its decode).
  public final class Coders {
    let decoder: JSONDecoder
    let encoder: JSONEncoder

    init(_ profile: Profile) {
      decoder = profile.makeDecoder()
      encoder = profile.makeEncoder()
    }
  }

  public func makeCoders() -> Coders { Coders(binding.profile) }

  /// Evaluates payload bytes, reading them with the reference parser first.
  public func evaluate(bytes: [UInt8], touched: [JSONPointer] = [], coders: Coders? = nil) -> Evaluation {
    guard let tree = try? JanssonParser.parse(bytes).value else {
      return Evaluation(
        verdict: binding.schema == nil ? .unchecked : .drift,
        result: .failed(signature: "unreadable-json", message: "the payload is not JSON the reference parser reads"))
    }
    return evaluate(tree: tree, bytes: bytes, touched: touched, coders: coders)
  }

  /// Evaluates a payload whose tree is already known (`bytes` is its text).
  public func evaluate(tree: JSONValue, bytes: [UInt8], touched: [JSONPointer] = [], coders: Coders? = nil)
    -> Evaluation
  {
    Evaluation(
      verdict: verdict(of: tree),
      result: runModel({ tree }, bytes: bytes, touched: touched, coders: coders ?? makeCoders()))
  }

  /// What the model does with payload bytes, without the verdict: a worker's part.
  ///
  /// The parent has the payload's tree and validates it there. The bytes are parsed only
  /// when the round trip must be compared with them.
  public func modelResult(bytes: [UInt8], touched: [JSONPointer], coders: Coders) -> ModelResult {
    runModel({ try? JanssonParser.parse(bytes).value }, bytes: bytes, touched: touched, coders: coders)
  }

  /// Whether the payload meets the contract; with the array envelope every row must.
  public func verdict(of payload: JSONValue) -> Verdict {
    guard let schema = binding.schema else { return .unchecked }
    guard binding.contract.envelope == .array else { return schema.isValid(payload) ? .allowed : .drift }
    guard let rows = payload.arrayValue else { return .drift }
    return rows.allSatisfy(schema.isValid) ? .allowed : .drift
  }

  private func runModel(_ tree: () -> JSONValue?, bytes: [UInt8], touched: [JSONPointer], coders: Coders) -> ModelResult
  {
    guard let model = binding.model else { return .decoded(losses: []) }
    let asArray = binding.contract.envelope == .array
    switch model.roundTrip(Data(bytes), asArray: asArray, decoder: coders.decoder, encoder: coders.encoder) {
    case .decodeFailed(let error):
      return .failed(signature: Evaluator.signature(of: error), message: Evaluator.message(for: error))
    case .encodeFailed(let message):
      return .failed(signature: "encode-failed", message: "decoded, but encoding threw: \(message)")
    case .decoded(let encoded):
      guard !touched.isEmpty else { return .decoded(losses: []) }
      guard let roundTrip = try? JanssonParser.parse(Array(encoded)).value else {
        return .failed(signature: "encode-unreadable", message: "the encoder wrote JSON the reference parser rejects")
      }
      guard let original = tree() else {
        return .failed(signature: "unreadable-json", message: "the payload is not JSON the reference parser reads")
      }
      return .decoded(losses: Evaluator.losses(from: original, to: roundTrip, under: touched))
    }
  }

  /// The data-losing differences between `original` and `roundTrip` at and under each of
  /// `places`, each once.
  ///
  /// A place absent on one side is a key dropped or added there.
  static func losses(from original: JSONValue, to roundTrip: JSONValue, under places: [JSONPointer]) -> [Loss] {
    var losses: [Loss] = []
    var seen = Set<String>()
    func add(_ kind: JSONDifference.Kind, _ pointer: JSONPointer) {
      let loss = Loss(kind: kind, pointer: pointer)
      if seen.insert("\(kind.rawValue) \(pointer)").inserted { losses.append(loss) }
    }
    for place in places {
      switch (place.resolve(in: original), place.resolve(in: roundTrip)) {
      case (nil, nil):
        continue
      case (nil, let after?):
        add(after.isNull ? .absentBecameNull : .keyAdded, place)
      case (let before?, nil):
        add(before.isNull ? .nullBecameAbsent : .keyDropped, place)
      case (let before?, let after?):
        for difference in JSONDiff.differences(from: before, to: after) where difference.losesData {
          add(difference.kind, place.appending(difference.pointer))
        }
      }
    }
    return losses
  }

  /// The cause and the coding path with array positions as `*`: equal for the same failure
  /// in any row, different for a different key or cause.
  ///
  /// Shrinking keeps it fixed.
  static func signature(of error: DecodingError) -> String {
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
  static func message(for error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty ? "(root)" : "/" + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
    switch error {
    case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
    case .valueNotFound(let type, let context): return "null where \(type) is required at \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context): return "\(context.debugDescription) at \(path(context.codingPath))"
    @unknown default: return "\(error)"
    }
  }
}
