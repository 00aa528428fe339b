public import Contracts
import Foundation
public import Fuzzing
public import JSONCore
public import JSONSchema

/// Judges schema changes against the models that read them (DESIGN.md, Schema diff).
///
/// For each change that lets the backend send something it could not before, a probe payload
/// is built: a corpus row of the contract edited at the changed place (or, when no row has the
/// place, a small instance synthesised from the new schema), confirmed valid against the new
/// schema, and decoded with the contract's model in a worker process. The unedited payload is
/// decoded too: its round trip tells whether the model reads the place at all, and a model that
/// cannot read even that proves nothing about the change.
public struct ModelJudge {
  let bindings: [String: BoundContract]
  /// Rows (one value for object contracts, the array's elements otherwise) of each contract's
  /// corpus, by contract id.
  let rows: [String: [JSONValue]]
  let executor: any MutantExecutor

  public init(bindings: [String: BoundContract], rows: [String: [JSONValue]], executor: any MutantExecutor) {
    self.bindings = bindings
    self.rows = rows
    self.executor = executor
  }

  /// One probe to evaluate, and the unedited row to compare with when the row is real.
  private struct Probe {
    var index: Int
    var contractID: String
    var model: String
    var payload: JSONValue
    var original: JSONValue?
    var touched: JSONPointer
  }

  /// Judges the `changes` of `pair` against each contract in `contractIDs`.
  ///
  /// - Parameter validator: the new schema, compiled.
  public func judge(
    _ changes: [SchemaChange], of pair: SchemaPair, contractIDs: [String], validator: CompiledSchema
  ) -> [JudgedChange] {
    var judged: [JudgedChange] = []
    var probes: [Probe] = []
    for contractID in contractIDs {
      guard let binding = bindings[contractID], let model = binding.model else { continue }
      for change in changes {
        let index = judged.count
        judged.append(JudgedChange(change: change, pair: pair.name, contractID: contractID))
        guard let edit = change.probe else { continue }
        switch probe(edit, at: change.place, contract: binding, pair: pair, validator: validator) {
        case .success(let built):
          judged[index].probe = JSONWriter().string(built.payload)
          probes.append(
            Probe(
              index: index, contractID: contractID, model: model.name, payload: built.payload,
              original: built.original, touched: built.touched))
        case .failure(let reason):
          judged[index].verdict = .notProbed(model: model.name, reason: reason.message)
        }
      }
    }
    var jobs: [EvaluationJob] = []
    for probe in probes {
      jobs.append(job(probe.contractID, probe.payload, touched: probe.touched))
      if let original = probe.original { jobs.append(job(probe.contractID, original, touched: probe.touched)) }
    }
    var evaluations = executor.evaluate(jobs)[...]
    for probe in probes {
      let edited = evaluations.popFirst()?.result
      let unedited = probe.original == nil ? nil : evaluations.popFirst()?.result
      judged[probe.index].verdict = verdict(edited, unedited, model: probe.model, touched: probe.touched)
    }
    return judged
  }

  private func job(_ contractID: String, _ payload: JSONValue, touched: JSONPointer) -> EvaluationJob {
    EvaluationJob(contractID: contractID, payload: payload, bytes: JSONWriter().bytes(payload), touched: [touched])
  }

  private func verdict(
    _ edited: ModelResult?, _ unedited: ModelResult?, model: String, touched: JSONPointer
  ) -> ModelVerdict {
    if case .failed(_, let message)? = unedited {
      return .notProbed(model: model, reason: "the model cannot decode the unedited payload either: \(message)")
    }
    switch edited {
    case .failed(_, let message)?: return .breaks(model: model, cause: message)
    case .crashed(let how)?: return .crashes(model: model, how: how)
    case .hung(let seconds)?: return .crashes(model: model, how: "hung for \(SecondsText.text(seconds))")
    case nil: return .notProbed(model: model, reason: "the worker gave no answer")
    case .decoded?:
      if case .decoded(let losses)? = unedited,
        losses.contains(where: { $0.kind == .keyDropped && touched.tokens.starts(with: $0.pointer.tokens) })
      {
        return .unused(model: model)
      }
      return .tolerates(model: model)
    }
  }

  struct Unprobed: Error {
    var message: String
  }

  /// The payload that shows `edit` to the model, with the unedited row when it is a real one.
  private func probe(
    _ edit: ProbeEdit, at place: JSONPointer, contract binding: BoundContract, pair: SchemaPair,
    validator: CompiledSchema
  ) -> Result<(payload: JSONValue, original: JSONValue?, touched: JSONPointer), Unprobed> {
    let isArray = binding.contract.envelope == .array
    let wrap = { (row: JSONValue) in isArray ? JSONValue.array([row]) : row }
    let inPayload = { (pointer: JSONPointer) in isArray ? JSONPointer([.index(0)] + pointer.tokens) : pointer }
    // The edited candidate when the new schema allows it: the probe, with the unedited
    // candidate to compare with.
    let probe = { (candidate: JSONValue) -> (JSONValue, JSONValue, JSONPointer)? in
      guard let pointer = ProbePayload.concrete(place, in: candidate) else { return nil }
      let edited = ProbePayload.applying(edit, at: pointer, to: candidate)
      return validator.isValid(edited) ? (wrap(edited), wrap(candidate), inPayload(pointer)) : nil
    }
    // Corpus rows first (real responses); when none can carry the edit, a sample of the
    // schema the model was made for, else of the new one.
    var invalid = 0
    for row in rows[binding.id] ?? [] where ProbePayload.concrete(place, in: row) != nil {
      if let found = probe(row) { return .success(found) }
      invalid += 1
    }
    for (facts, location) in [(pair.oldFacts, pair.old), (pair.newFacts, pair.new)] {
      if let found = probe(SchemaSample(facts: facts).instance(of: location, including: place)) {
        return .success(found)
      }
    }
    let rowsNote =
      invalid > 0 ? "\(invalid) corpus row(s) edited to \(edit.description) break the new schema elsewhere, and " : ""
    return .failure(
      Unprobed(
        message: "\(rowsNote)no instance synthesised from the new schema with \(edit.description) at \(place) is valid")
    )
  }
}
