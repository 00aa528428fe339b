public import Contracts
import Foundation
public import JSONCore
public import Reports
public import Supervision

/// The oracle for one contract: the checks' stages on their cheap paths.
///
/// ``SchemaCheck`` gives the verdict (does the payload meet the contract), ``DecodeCheck``
/// runs the model, and ``RoundTripCheck`` compares the round trip with the payload where the
/// mutations changed the model's data (`touched`; nowhere when that is empty, which saves the
/// parse of the encoded bytes: only losses there are the mutation's doing).
///
/// This is the work a worker process does for each mutant (and the in-process executor does
/// directly). It answers with ``Evaluation``, which is small and cheap to send back; the
/// located findings a report shows are built only for the few shrunk failures, by
/// ``ResponseChecker`` on the same stages' full paths.
public struct MutantOracle: Sendable {
  public let binding: BoundContract
  private let schema: SchemaCheck?
  private let decode: DecodeCheck?

  public init(binding: BoundContract) {
    self.binding = binding
    let checker = ResponseChecker(binding: binding)
    schema = checker.schemaCheck
    decode = checker.decodeCheck
  }

  public typealias Coders = DecodeCheck.Coders

  public func makeCoders() -> Coders { Coders(binding.profile) }

  /// Evaluates payload bytes, reading them with the reference parser first.
  public func evaluate(bytes: [UInt8], touched: [JSONPointer] = [], coders: Coders? = nil) -> Evaluation {
    guard let tree = ParseCheck.tree(of: bytes) else {
      return Evaluation(
        verdict: schema == nil ? .unchecked : .drift,
        result: .failed(signature: "unreadable-json", message: "the payload is not JSON the reference parser reads"))
    }
    return evaluate(tree: tree, bytes: bytes, touched: touched, coders: coders)
  }

  /// Evaluates a payload whose tree is already known (`bytes` is its text).
  public func evaluate(
    tree: JSONValue, bytes: [UInt8], touched: [JSONPointer] = [], coders: Coders? = nil,
    knownViolations: Set<String> = [], respelled: JSONValue? = nil, routine: Bool = false
  ) -> Evaluation {
    Evaluation(
      verdict: verdict(
        of: tree, respelled: respelled, size: bytes.count, knownViolations: knownViolations, routine: routine),
      result: runModel({ tree }, bytes: bytes, touched: touched, coders: coders ?? makeCoders()))
  }

  /// What the model does with payload bytes, without the verdict: a worker's part.
  ///
  /// The parent has the payload's tree and validates it there. The bytes are parsed only
  /// when the round trip must be compared with them.
  public func modelResult(bytes: [UInt8], touched: [JSONPointer], coders: Coders) -> ModelResult {
    runModel({ ParseCheck.tree(of: bytes) }, bytes: bytes, touched: touched, coders: coders)
  }

  /// Whether the payload, `size` bytes as sent, meets the contract: its schema and its
  /// `maxBytes` (a push over APNs' 4 KB never arrives, however valid its JSON).
  ///
  /// With `knownViolations` (the seed's own, ``violationKeys(of:)``), a payload is allowed when
  /// it breaks the contract nowhere the seed did not already: a seed that breaks its contract
  /// is still fuzzed, and its mutants judged by what they add.
  ///
  /// With `respelled` (a mutant whose renamed keys are spelled back,
  /// `EvaluationJob.respelled`), the payload is allowed only if that is allowed too.
  ///
  /// Without a schema, a payload is unchecked, unless it is `routine` (``RoutineChange``):
  /// then it is allowed.
  public func verdict(
    of payload: JSONValue, respelled: JSONValue? = nil, size: Int, knownViolations: Set<String> = [],
    routine: Bool = false
  ) -> Verdict {
    let verdict = schemaVerdict(of: payload, size: size, knownViolations: knownViolations, routine: routine)
    guard verdict == .allowed, let respelled else { return verdict }
    return schemaVerdict(of: respelled, size: size, knownViolations: knownViolations, routine: routine)
  }

  private func schemaVerdict(of payload: JSONValue, size: Int, knownViolations: Set<String>, routine: Bool) -> Verdict {
    if SizeLimit.violation(bodySize: size, contract: binding.contract) != nil { return .drift }
    guard let schema else { return routine ? .allowed : .unchecked }
    if schema.isValid(payload) { return .allowed }
    guard !knownViolations.isEmpty else { return .drift }
    return violationKeys(of: payload).isSubset(of: knownViolations) ? .allowed : .drift
  }

  /// What identifies each contract violation of `payload` across its mutants: the place
  /// (array positions folded) and the keyword.
  public func violationKeys(of payload: JSONValue) -> Set<String> {
    guard let schema else { return [] }
    return Set(schema.violations(of: payload).map { "\($0.instanceLocation.normalized) \($0.keywordLocation)" })
  }

  private func runModel(_ tree: () -> JSONValue?, bytes: [UInt8], touched: [JSONPointer], coders: Coders) -> ModelResult
  {
    guard let decode else { return .decoded(losses: []) }
    switch decode.run(Data(bytes), coders: coders) {
    case .decodeFailed(let error):
      return .failed(signature: DecodeCheck.signature(of: error), message: DecodeCheck.message(for: error))
    case .encodeFailed(let message):
      return .failed(signature: "encode-failed", message: "decoded, but encoding threw: \(message)")
    case .decodedOnly:
      // No encoder to compare with: what the decoder kept of the timestamps the mutation
      // changed is read from the decoded value instead.
      guard !touched.isEmpty, let tree = tree() else { return .decoded(losses: []) }
      return .decoded(losses: decode.dateLosses(Data(bytes), tree: tree, touched: touched, coders: coders) ?? [])
    case .decoded(let encoded):
      switch RoundTripCheck.losses(original: tree, encoded: Array(encoded), under: touched) {
      case .success(let losses):
        return .decoded(losses: losses)
      case .failure(.encodedUnreadable):
        return .failed(signature: "encode-unreadable", message: "the encoder wrote JSON the reference parser rejects")
      case .failure(.payloadUnreadable):
        return .failed(signature: "unreadable-json", message: "the payload is not JSON the reference parser reads")
      }
    }
  }
}
