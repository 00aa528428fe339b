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
      let bytes = Array(encoded)
      // The encoder's text is compared as it is read (no second tree); the reference parser
      // stands behind that strict reading should it refuse.
      if let original = tree(),
        let differences = try? JSONDiff.differences(from: original, toEncoded: bytes)
      {
        return .decoded(losses: Evaluator.losses(in: differences, of: original, under: touched))
      }
      guard let roundTrip = try? JanssonParser.parse(bytes).value else {
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
    var list = LossList()
    for place in places { list.add(at: place, from: place.resolve(in: original), to: place.resolve(in: roundTrip)) }
    return list.losses
  }

  /// The same losses as ``losses(from:to:under:)``, from the differences of the whole round
  /// trip (`JSONDiff.differences(from:toEncoded:)`) instead of the round trip's tree.
  ///
  /// A difference at a place or above it holds the round trip's value there, so the place is
  /// resolved within it; with none, the path to the place is intact on both sides and the
  /// differences under it are the comparison of the two values there.
  static func losses(in differences: [JSONDifference], of original: JSONValue, under places: [JSONPointer]) -> [Loss] {
    // Tokens compare as text: a parsed pointer spells an array index as a key ("0").
    func isPrefix(_ prefix: JSONPointer, of pointer: JSONPointer) -> Bool {
      pointer.tokens.count >= prefix.tokens.count
        && zip(prefix.tokens, pointer.tokens).allSatisfy { $0.text == $1.text }
    }
    var list = LossList()
    for place in places {
      if let above = differences.first(where: { isPrefix($0.pointer, of: place) }) {
        let within = JSONPointer(Array(place.tokens.dropFirst(above.pointer.tokens.count)))
        list.add(at: place, from: place.resolve(in: original), to: above.result.flatMap { within.resolve(in: $0) })
      } else {
        for difference in differences where difference.losesData && isPrefix(place, of: difference.pointer) {
          // The place as given, then the path below it: the pointer the tree comparison makes.
          let below = JSONPointer(Array(difference.pointer.tokens.dropFirst(place.tokens.count)))
          list.add(difference.kind, place.appending(below))
        }
      }
    }
    return list.losses
  }

  /// Losses in the order found, each once.
  private struct LossList {
    private(set) var losses: [Loss] = []
    private var seen = Set<String>()

    mutating func add(_ kind: JSONDifference.Kind, _ pointer: JSONPointer) {
      if seen.insert("\(kind.rawValue) \(pointer)").inserted { losses.append(Loss(kind: kind, pointer: pointer)) }
    }

    /// The losses at `place`, whose value was `before` and is `after` the round trip; a place
    /// absent on one side is a key dropped or added there.
    mutating func add(at place: JSONPointer, from before: JSONValue?, to after: JSONValue?) {
      switch (before, after) {
      case (nil, nil):
        return
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
