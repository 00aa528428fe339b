public import Contracts
import Foundation
public import JSONCore
import Jansson

/// The oracle for one contract: validates a payload against the contract and runs it through
/// the model, decode then encode, then diffs the round trip with the payload.
///
/// This is the work a worker process does for each mutant (and the in-process executor does
/// directly). It answers with ``Evaluation``, which is small and cheap to send back; the
/// located findings a report shows are built only for the few shrunk failures, by
/// ``ResponseChecker``.
public struct Evaluator: Sendable {
  public let binding: BoundContract

  public init(binding: BoundContract) { self.binding = binding }

  /// Evaluates payload bytes, reading them with the reference parser first.
  public func evaluate(bytes: [UInt8]) -> Evaluation {
    guard let tree = try? JanssonParser.parse(bytes).value else {
      return Evaluation(
        verdict: binding.schema == nil ? .unchecked : .drift,
        result: .failed(signature: "unreadable-json", message: "the payload is not JSON the reference parser reads"))
    }
    return evaluate(tree: tree, bytes: bytes)
  }

  /// Evaluates a payload whose tree is already known (`bytes` is its text).
  public func evaluate(tree: JSONValue, bytes: [UInt8]) -> Evaluation {
    Evaluation(verdict: verdict(of: tree), result: runModel(tree: tree, bytes: bytes))
  }

  /// Whether the payload meets the contract; with the array envelope every row must.
  public func verdict(of payload: JSONValue) -> Verdict {
    guard let schema = binding.schema else { return .unchecked }
    guard binding.contract.envelope == .array else { return schema.isValid(payload) ? .allowed : .drift }
    guard let rows = payload.arrayValue else { return .drift }
    return rows.allSatisfy(schema.isValid) ? .allowed : .drift
  }

  private func runModel(tree: JSONValue, bytes: [UInt8]) -> ModelResult {
    guard let model = binding.model else { return .decoded(losses: []) }
    switch model.roundTrip(Data(bytes), asArray: binding.contract.envelope == .array, profile: binding.profile) {
    case .decodeFailed(let error):
      return .failed(signature: Evaluator.signature(of: error), message: Evaluator.message(for: error))
    case .encodeFailed(let message):
      return .failed(signature: "encode-failed", message: "decoded, but encoding threw: \(message)")
    case .decoded(let encoded):
      guard let roundTrip = try? JanssonParser.parse(Array(encoded)).value else {
        return .failed(signature: "encode-unreadable", message: "the encoder wrote JSON the reference parser rejects")
      }
      let losses = JSONDiff.differences(from: tree, to: roundTrip).filter(\.losesData).map {
        Loss(kind: $0.kind, pointer: $0.pointer)
      }
      return .decoded(losses: losses)
    }
  }

  /// The cause and the coding path with array positions as `*`: equal for the same failure
  /// in any row, different for a different key or cause. Shrinking keeps it fixed.
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
