import Foundation
import JSONCore
import Jansson

/// The reflection check: a decoded model read with `Mirror` beside its response, for the
/// properties a round trip cannot show wrong (``ModelReflection``).
///
/// Its findings are about the model, not the response, so a corpus run reads the first
/// ``CorpusSample/responseLimit`` responses of each contract and reports each property once
/// per contract (``CorpusSample``). It runs in the check itself, on the value the decode stage
/// decoded and the tree the parse stage built: a supervised check runs it in the process a
/// model may kill.
/// Both are `model-drift` findings: a property never decoded is an error whatever the
/// direction (the app shows nothing where the backend sent a value); a property reading a
/// sibling's key is a warning, since two keys may hold one value on purpose.
struct ReflectionCheck {
  let binding: BoundContract

  /// The mismatches of the model value `decoded` from the response of `context` (with its
  /// reference tree), each with its finding.
  func findings(decoded: Any, _ context: FindingContext) -> [Finding] {
    guard let reference = context.reference else { return [] }
    return ModelReflection.mismatches(in: decoded, reference: reference).map { finding($0, context) }
  }

  private func finding(_ mismatch: ModelReflection.Mismatch, _ context: FindingContext) -> Finding {
    let property = "\(mismatch.type).\(mismatch.property)"
    let value = mismatch.expected.abbreviated()
    var evidence = ["cause": mismatch.cause.rawValue, "property": property, "key": mismatch.key, "original": value]
    let message: String
    switch mismatch.cause {
    case .neverDecoded:
      var why = "CodingKeys has no case for it?"
      if binding.profile.convertsSnakeCase, mismatch.key.contains("_") {
        why =
          "the decoder converts '\(mismatch.key)' to '\(ModelReflection.camelCase(mismatch.key))', not '\(mismatch.property)'"
      }
      message =
        "declared but never decoded: \(property) stays empty while the response has '\(mismatch.key)': \(value) (\(why))"
    case .readsAnotherKey:
      let other = mismatch.otherKey ?? ""
      evidence["otherKey"] = other
      message =
        "reads another key: \(property) holds the value of '\(other)', not of '\(mismatch.key)' (\(value)): swapped CodingKeys?"
    }
    var finding = Finding(
      kind: .modelDrift, severity: mismatch.cause == .neverDecoded ? .error : .warning, contract: binding.id,
      source: context.source(at: mismatch.pointer), pointer: mismatch.pointer, message: message, evidence: evidence)
    // One finding per property of the contract, wherever in the responses its type appears.
    finding.fingerprint = Finding.fingerprint(
      .modelDrift, contract: binding.id, pointer: nil, detail: "\(mismatch.cause.rawValue) \(property)")
    return finding
  }
}
