public import Contracts
import Foundation
import JSONCore
import Reports
public import Supervision

/// Static mismatches between a model and its contract (the `model-drift` finding kind):
/// places where the contract allows something the model cannot read.
///
/// Swift cannot list a `Codable` type's keys, so the mismatches are found by asking the model:
/// each corpus fixture (the first ``CorpusSample/rowLimit`` rows of each contract, where the
/// check's sample found them) is changed once at each place the contract leaves open, in the
/// ways the contract allows there,
/// - an optional key dropped (`drop-optional`), an optional or nullable value set to `null`
///   (`null-optional`): required vs optional;
/// - each other value of an `enum` (`enum-known`): enum cases;
/// - the same number or value in another JSON type the contract accepts (`type-drift`): types.
///
/// A change the validator confirms the contract allows and the model cannot decode is one
/// finding per place (array positions folded), whatever the number of rows; those the
/// recorded traffic contradicts are folded per contract (``LooserThanTraffic``). One the model
/// traps on is a `crash`. Key spelling under the key strategy shows as required keys the
/// model cannot find on the unchanged corpus, which `contract check` already reports.
public enum ModelDrift {
  public static let operators: Set<String> = ["drop-optional", "null-optional", "enum-known", "type-drift"]

  /// The operators of ``operators``: the plan's fixtures list only their sites.
  public static var mutationOperators: [any MutationOperator] {
    MutationOperators.all.filter { operators.contains($0.name) }
  }

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
      let fixture = contract.fixtures.indices.contains(mutant.fixture) ? contract.fixtures[mutant.fixture] : nil
      let source = fixture?.source ?? SourceReference(file: contract.contractID)
      let pointer = place(of: applied.mutation.pointer, row: fixture?.row)
      let operatorName = applied.mutation.operatorName
      var finding: Finding
      switch evaluation.result {
      case .decoded:
        continue
      case .failed(let signature, let failure):
        let payload = JSONWriter().bytes(mutant.payload)
        finding = .modelDrift(
          model: model, contract: contract.contractID, source: source, pointer: pointer, operatorName: operatorName,
          mutation: applied.description,
          cause: ResponseChecker(binding: binding).decodeCheck?.decodeCause(of: payload) ?? failure,
          signature: signature, reproducer: String(decoding: payload, as: UTF8.self))
      case .crashed(let how):
        finding = crash(model, applied, .trapped(how), contract.contractID, source, pointer)
      case .hung(let seconds):
        finding = crash(model, applied, .hung(seconds: seconds), contract.contractID, source, pointer)
      }
      if let facts = fixture?.facts, finding.kind == .modelDrift,
        let place = UndescribedPlaces.freeFormAncestor(of: applied.mutation.pointer, in: facts)
      {
        UndescribedPlaces.mark(&finding, under: Self.place(of: place, row: fixture?.row))
      }
      if reported.insert(finding.fingerprint).inserted { findings.append(finding) }
    }
    let models = bindings.compactMapValues { $0.model?.name }
    findings = NullableMembers.fold(findings, models: models)
    located(&findings)
    return LooserThanTraffic.rank(findings, plan: plan, models: models)
  }

  private static func crash(
    _ model: String, _ applied: AppliedMutation, _ death: Finding.Death, _ contract: String,
    _ source: SourceReference, _ pointer: JSONPointer
  ) -> Finding {
    var finding = Finding.crash(
      model: model, what: "what the contract allows (\(applied.description))", death: death, contract: contract,
      source: source, pointer: pointer, detail: "\(applied.mutation.operatorName) crash")
    finding.evidence["operator"] = applied.mutation.operatorName
    finding.evidence["mutation"] = applied.description
    return finding
  }

  /// The findings at the line and column of their place in the recorded file, where the file
  /// is one body (a recording's line or entry is located already): each file read once.
  private static func located(_ findings: inout [Finding]) {
    let files = Set(findings.filter { $0.source.line == nil && $0.source.entry == nil }.map(\.source.file))
    for file in files {
      guard let bytes = FileManager.default.contents(atPath: file) else { continue }
      let positions = findings.indices.filter { findings[$0].source.file == file && findings[$0].source.line == nil }
      var located = positions.map { findings[$0] }
      FindingLocations.locate(&located, in: Response(body: Array(bytes), source: SourceReference(file: file)))
      for (position, finding) in zip(positions, located) { findings[position] = finding }
    }
  }

  /// Where a place of the probe's fixture is in the corpus response: in its row, for array
  /// contracts.
  private static func place(of pointer: JSONPointer, row: Int?) -> JSONPointer {
    guard let row else { return pointer }
    return JSONPointer([.index(row)] + pointer.tokens)
  }
}
