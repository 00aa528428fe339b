public import Contracts
import JSONCore

/// Static mismatches between a model and its contract (DESIGN.md, Findings: `model-drift`):
/// places where the contract allows something the model cannot read.
///
/// Swift cannot list a `Codable` type's keys, so the mismatches are found by asking the model:
/// each corpus fixture is changed once at each place the contract leaves open, in the ways
/// the contract allows there,
/// - an optional key dropped (`drop-optional`), an optional or nullable value set to `null`
///   (`null-optional`): required vs optional;
/// - each other value of an `enum` (`enum-known`): enum cases;
/// - the same number or value in another JSON type the contract accepts (`type-drift`): types.
///
/// A change the validator confirms the contract allows and the model cannot decode is one
/// finding per place (array positions folded), whatever the number of rows. One the model
/// traps on is a `crash`. Key spelling under the key strategy shows as required keys the
/// model cannot find on the unchanged corpus, which `contract check` already reports.
public enum ModelDrift {
  public static let operators: Set<String> = ["drop-optional", "null-optional", "enum-known", "type-drift"]

  /// How many corpus rows (or bodies) of one contract the probes start from, the first in
  /// reading order.
  ///
  /// The probes are as many as the contract has places and variants, whatever the rows; a
  /// corpus of thousands of rows would only make the plan slow to build.
  public static let fixtureLimit = 200

  /// The mismatches of every contract in `plan` that has a schema and a model.
  ///
  /// - Parameter executor: runs the model on the probes (in workers, so a model that traps
  ///   is a finding, not the end of the run).
  public static func findings(
    plan: CampaignPlan, bindings: [String: BoundContract], executor: any MutantExecutor
  ) -> [Finding] {
    var probes: [(mutant: Mutant, contract: ContractPlan)] = []
    for contract in plan.contracts {
      guard let binding = bindings[contract.contractID], binding.schema != nil, binding.model != nil else { continue }
      var probed = Set<String>()
      for (index, fixture) in contract.fixtures.enumerated() {
        for site in fixture.sites where operators.contains(site.operatorName) {
          guard probed.insert(site.kindKey).inserted else { continue }
          let id = MutantID(contract: contract.contractID, seed: 0, index: probes.count)
          if let mutant = contract.make(id, fixture: index, chain: [site], stacked: false) {
            probes.append((mutant, contract))
          }
        }
      }
    }
    let evaluations = executor.evaluate(probes.map { EvaluationJob($0.mutant) })
    var findings: [Finding] = []
    var reported = Set<String>()
    for ((mutant, contract), evaluation) in zip(probes, evaluations) where evaluation.verdict == .allowed {
      guard let applied = mutant.applied.first, let binding = bindings[contract.contractID] else { continue }
      let model = binding.model?.name ?? "the model"
      let kind: Finding.Kind
      let message: String
      var evidence = ["operator": applied.mutation.operatorName, "mutation": applied.description]
      let cause: String
      switch evaluation.result {
      case .decoded:
        continue
      case .failed(let signature, let failure):
        (kind, cause) = (.modelDrift, signature)
        message = "the contract allows \(applied.description), but \(model) cannot decode it: \(failure)"
        evidence["decodeFailure"] = failure
      case .crashed(let how):
        (kind, cause) = (.crash, "crash")
        message = "\(model) traps on what the contract allows (\(applied.description)): \(how)"
      case .hung(let seconds):
        (kind, cause) = (.crash, "crash")
        message =
          "\(model) does not finish decoding what the contract allows (\(applied.description)) in \(Int(seconds)) s"
      }
      let fixture = contract.fixtures.indices.contains(mutant.fixture) ? contract.fixtures[mutant.fixture] : nil
      let finding = Finding(
        kind: kind, contract: contract.contractID,
        source: fixture?.source ?? SourceReference(file: contract.contractID),
        pointer: place(of: applied, row: fixture?.row), message: message, evidence: evidence,
        detail: "\(applied.mutation.operatorName) \(cause)")
      if reported.insert(finding.fingerprint).inserted { findings.append(finding) }
    }
    return findings
  }

  /// Where the probe changed the corpus response: in its row, for array contracts.
  private static func place(of applied: AppliedMutation, row: Int?) -> JSONPointer {
    guard let row else { return applied.mutation.pointer }
    return JSONPointer([.index(row)] + applied.mutation.pointer.tokens)
  }
}
