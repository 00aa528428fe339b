import Foundation
import JSONCore
import Jansson

/// The reflection check: a decoded model read with `Mirror` beside its response, for the
/// properties a round trip cannot show wrong (``ModelReflection``).
///
/// Its findings are about the model, not the response, so a corpus run reads the first
/// ``rowLimit`` responses of each contract and reports each property once per contract.
/// Both are `model-drift` findings: a property never decoded is an error whatever the
/// direction (the app shows nothing where the backend sent a value); a property reading a
/// sibling's key is a warning, since two keys may hold one value on purpose.
struct ReflectionCheck {
  static let rowLimit = 200

  let binding: BoundContract

  /// The mismatches of one response, each with its finding; none when it does not decode.
  func findings(_ response: Response) -> [Finding] {
    guard let model = binding.model, let reference = try? JanssonParser.parse(response.body).value else { return [] }
    var decoded: Any? = nil
    let outcome = model.roundTrip(
      Data(response.body), asArray: binding.contract.envelope == .array, profile: binding.profile,
      inspect: { decoded = $0 })
    guard case .decoded = outcome, let decoded else { return [] }
    var context = FindingContext(contract: binding.id, response: response)
    context.reference = reference
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
        why = "the decoder converts '\(mismatch.key)' to '\(ModelReflection.camelCase(mismatch.key))', not '\(mismatch.property)'"
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

extension ReflectionCheck {
  /// The findings of `response`, each located in its file (line and column of its pointer),
  /// as the response's other checks' findings are.
  func locatedFindings(_ response: Response) -> [Finding] {
    var found = findings(response)
    FindingLocations.locate(&found, in: response)
    return found
  }
}

extension CheckRun {
  /// The reflection findings of the corpus: the first ``ReflectionCheck/rowLimit`` responses
  /// of each contract with a model, each property reported once per contract.
  public func reflectionFindings() -> [Finding] {
    var seen = Set<String>()
    var read: [String: Int] = [:]
    var findings: [Finding] = []
    for (response, id) in corpusResponses() {
      guard let binding = bindings[id], binding.model != nil, read[id, default: 0] < ReflectionCheck.rowLimit else {
        continue
      }
      read[id, default: 0] += 1
      for finding in ReflectionCheck(binding: binding).locatedFindings(response)
      where seen.insert(finding.fingerprint).inserted {
        findings.append(finding)
      }
    }
    return findings
  }

  /// The reflection findings of one response under contract `id`.
  public func reflectionFindings(_ response: Response, contractID id: String) -> [Finding] {
    guard let binding = bindings[id] else { return [] }
    var seen = Set<String>()
    return ReflectionCheck(binding: binding).locatedFindings(response).filter { seen.insert($0.fingerprint).inserted }
  }
}
