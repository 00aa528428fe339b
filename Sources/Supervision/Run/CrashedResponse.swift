public import Contracts
import JSONCore
public import Reports

extension CheckRun {
  /// The part of a supervised run's report for the response at `position` (in `part`, the
  /// part the process checking it had), whose check killed that process (`death`: it
  /// trapped, or it hung and the supervisor killed it).
  ///
  /// The stages that run no model code (parse, the schema, the size limit) run again here,
  /// where a trap cannot happen, so the response keeps their findings; the `crash` finding
  /// (``Finding/crash(model:what:death:contract:source:pointer:detail:)``, the message fuzzing
  /// and the model-drift probes give) follows them, at the response's root, and the response
  /// counts as one the model failed to decode. `nil` when no contract with a model claims the
  /// response there: then no model ran on it, and the death was not a model's.
  public func crashReport(at position: ReadingPosition, in part: Part, death: Finding.Death) -> CheckReport? {
    let part = part.only(position)
    let (files, corpus) = inputs(against: part.paths)
    var stream = laneStream(files, part)
    guard let pending = stream.next() else { return nil }
    let item = pending.resolve(ContractResolver(manifest: manifest))
    guard let id = item.contractID, let binding = bindings[id], let model = binding.model else { return nil }
    let modelFree = BoundContract(
      contract: binding.contract, schema: binding.schema, model: nil, profile: binding.profile)
    var outcome = ResponseChecker(binding: modelFree).check(item.response)
    outcome.decoded = false
    var crash = [
      Finding.crash(
        model: model.name, what: "this response", death: death, contract: id, source: item.response.source,
        pointer: .root, detail: crashDetail(death))
    ]
    FindingLocations.locate(&crash, in: item.response)
    outcome.findings += crash

    // The part that starts the run carries what is the run's.
    var report = start(files: files, corpus: corpus, part: part)
    report.responses = 1
    report.contracts = manifest.contracts.compactMap { contract in
      guard let bound = bindings[contract.id] else { return nil }
      var summary = ContractSummary(binding: bound)
      if contract.id == id { summary.record(outcome) }
      return summary
    }
    report.add(outcome, at: position)
    return report
  }

  /// What tells the crash at a response apart from another kind of death there.
  private func crashDetail(_ death: Finding.Death) -> String {
    switch death {
    case .trapped: "trap"
    case .hung: "hang"
    }
  }
}
