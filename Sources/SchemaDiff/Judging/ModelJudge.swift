public import Reports
public import Contracts
import Foundation
public import JSONCore
public import JSONSchema
public import Supervision

/// Judges schema changes against the models that read them (the catalog's *contract diff* article).
///
/// For each change that lets the backend send something it could not before, a probe payload
/// is built: a corpus row of the contract edited at the changed place (or, when no row has the
/// place, a small instance synthesised from the new schema), confirmed valid against the new
/// schema, and decoded with the contract's model in a worker process. The unedited payload is
/// decoded too (a model that cannot read even that proves nothing about the change), and one
/// with the place holding a value no model type reads: a model that decodes that does not read
/// the place (``ModelVerdict/unused(model:)``), `Decodable`-only or not.
public struct ModelJudge {
  let bindings: [String: BoundContract]
  /// Rows (one value for object contracts, the array's elements otherwise) of each contract's
  /// corpus, by contract id.
  let rows: [String: [JSONValue]]
  let executor: any MutantExecutor

  public init(bindings: [String: BoundContract], rows: [String: [JSONValue]], executor: any MutantExecutor) {
    self.bindings = bindings
    self.executor = executor
    self.rows = ModelJudge.readable(rows, bindings: bindings, executor: executor)
  }

  /// The rows each contract's model decodes as recorded, in their order: a probe edits one of
  /// those, since a row the model already fails on shows nothing about the change (a corpus
  /// keeps such a row to show that very failure). Every row when the model reads none, so the
  /// probe says why.
  private static func readable(
    _ rows: [String: [JSONValue]], bindings: [String: BoundContract], executor: any MutantExecutor
  ) -> [String: [JSONValue]] {
    var jobs: [EvaluationJob] = []
    var owners: [(contract: String, row: Int)] = []
    for (id, list) in rows.sorted(by: { $0.key < $1.key }) {
      guard let binding = bindings[id], binding.model != nil else { continue }
      for (index, row) in list.enumerated() {
        let payload = binding.contract.envelope == .array ? JSONValue.array([row]) : row
        jobs.append(EvaluationJob(contractID: id, payload: payload, bytes: JSONWriter().bytes(payload)))
        owners.append((id, index))
      }
    }
    var decoded: [String: [Int]] = [:]
    for (owner, evaluation) in zip(owners, executor.evaluate(jobs)) {
      if case .decoded = evaluation.result { decoded[owner.contract, default: []].append(owner.row) }
    }
    var kept = rows
    for (id, list) in rows {
      guard let indices = decoded[id], indices.count < list.count else { continue }
      kept[id] = indices.map { list[$0] }
    }
    return kept
  }

  /// One probe to evaluate, and the unedited row to compare with when the row is real.
  private struct Probe {
    var index: Int
    var contractID: String
    var model: String
    var payload: JSONValue
    var original: JSONValue?
    var touched: JSONPointer
    /// Whether the payload is a recorded response edited, rather than one synthesised from
    /// the schema.
    var recorded: Bool
  }

  /// What replaces the changed place to ask whether the model reads it: no model type but a
  /// free-form JSON one decodes a list of lists of strings where a property's value should be.
  static let unreadSentinel: JSONValue = .array([.array([.string("contract: is this place read?")])])

  /// Judges the `changes` of `pair` against each contract in `contractIDs`.
  ///
  /// - Parameter validator: the new schema, compiled.
  public func judge(
    _ changes: [SchemaChange], of pair: SchemaPair, contractIDs: [String], validator: CompiledSchema
  ) -> [JudgedChange] {
    var judged: [JudgedChange] = []
    var edits: [(index: Int, edit: ProbeEdit, binding: BoundContract, model: String)] = []
    for contractID in contractIDs {
      guard let binding = bindings[contractID], let model = binding.model else { continue }
      for change in changes {
        judged.append(JudgedChange(change: change, pair: pair.name, contractID: contractID))
        if let edit = change.probe { edits.append((judged.count - 1, edit, binding, model.name)) }
      }
    }
    // A minimal synthesised payload first (the smallest example of the change); where the model
    // cannot decode even that unedited, a complete one (every declared key: a spec without
    // `required` still describes the keys the server sends).
    var pending = edits
    for complete in [false, true] {
      var probes: [Probe] = []
      for entry in pending {
        let change = judged[entry.index].change
        switch probe(
          entry.edit, at: change.place, contract: entry.binding, pair: pair, validator: validator, complete: complete)
        {
        case .success(let built):
          judged[entry.index].probe = JSONWriter().string(built.payload)
          judged[entry.index].probeOrigin = built.recorded ? .recorded : .synthesised
          probes.append(
            Probe(
              index: entry.index, contractID: entry.binding.id, model: entry.model, payload: built.payload,
              original: built.original, touched: built.touched, recorded: built.recorded))
        case .failure(let reason):
          judged[entry.index].verdict = .notProbed(model: entry.model, reason: reason.message)
        }
      }
      var retry = Set<Int>()
      for (probe, result) in zip(probes, evaluate(probes)) {
        judged[probe.index].verdict = result.verdict
        if result.uneditedFailed && !probe.recorded { retry.insert(probe.index) }
      }
      pending = pending.filter { retry.contains($0.index) }
      if pending.isEmpty { break }
    }
    return judged
  }

  /// Each probe asked three times: edited, unedited, and with the place holding what no model
  /// reads (a model that decodes that does not read the place).
  private func evaluate(_ probes: [Probe]) -> [(verdict: ModelVerdict, uneditedFailed: Bool)] {
    var jobs: [EvaluationJob] = []
    for probe in probes {
      jobs.append(job(probe.contractID, probe.payload, touched: probe.touched))
      if let original = probe.original { jobs.append(job(probe.contractID, original, touched: probe.touched)) }
      let unread = ProbePayload.applying(.value(ModelJudge.unreadSentinel), at: probe.touched, to: probe.payload)
      jobs.append(job(probe.contractID, unread, touched: probe.touched))
    }
    var evaluations = executor.evaluate(jobs)[...]
    return probes.map { probe in
      let edited = evaluations.popFirst()?.result
      let unedited = probe.original == nil ? nil : evaluations.popFirst()?.result
      let unread = evaluations.popFirst()?.result
      var uneditedFailed = false
      if case .failed? = unedited { uneditedFailed = true }
      return (verdict(edited, unedited, unread, model: probe.model, recorded: probe.recorded), uneditedFailed)
    }
  }

  private func job(_ contractID: String, _ payload: JSONValue, touched: JSONPointer) -> EvaluationJob {
    EvaluationJob(contractID: contractID, payload: payload, bytes: JSONWriter().bytes(payload), touched: [touched])
  }

  private func verdict(
    _ edited: ModelResult?, _ unedited: ModelResult?, _ unread: ModelResult?, model: String, recorded: Bool
  ) -> ModelVerdict {
    if case .failed(_, let message)? = unedited {
      let payload = recorded ? "the recorded response" : "the payload synthesised from the schema"
      return .notProbed(model: model, reason: "the model cannot decode \(payload) unedited either: \(message)")
    }
    switch edited {
    case .failed(_, let message)?: return .breaks(model: model, cause: message)
    case .crashed(let how)?: return .crashes(model: model, how: how)
    case .hung(let seconds)?: return .crashes(model: model, how: "hung for \(SecondsText.text(seconds))")
    case nil: return .notProbed(model: model, reason: "the worker gave no answer")
    case .decoded?:
      if case .decoded? = unread { return .unused(model: model) }
      return .tolerates(model: model)
    }
  }

  struct Unprobed: Error {
    var message: String
  }

  /// The payload that shows `edit` to the model, with the unedited row when it is a real one.
  private func probe(
    _ edit: ProbeEdit, at place: JSONPointer, contract binding: BoundContract, pair: SchemaPair,
    validator: CompiledSchema, complete: Bool
  ) -> Result<(payload: JSONValue, original: JSONValue?, touched: JSONPointer, recorded: Bool), Unprobed> {
    let isArray = binding.contract.envelope == .array
    let wrap = { (row: JSONValue) in isArray ? JSONValue.array([row]) : row }
    let inPayload = { (pointer: JSONPointer) in isArray ? JSONPointer([.index(0)] + pointer.tokens) : pointer }
    // The edited candidate when the new schema allows it: the probe, with the unedited
    // candidate to compare with.
    let probe = { (candidate: JSONValue, recorded: Bool) -> (JSONValue, JSONValue, JSONPointer, Bool)? in
      guard let pointer = ProbePayload.concrete(place, in: candidate) else { return nil }
      let edited = ProbePayload.applying(edit, at: pointer, to: candidate)
      return validator.isValid(edited) ? (wrap(edited), wrap(candidate), inPayload(pointer), recorded) : nil
    }
    // Corpus rows first (real responses); when none can carry the edit, a sample of the
    // schema the model was made for, else of the new one.
    var invalid = 0
    for row in complete ? [] : rows[binding.id] ?? [] where ProbePayload.concrete(place, in: row) != nil {
      if let found = probe(row, true) { return .success(found) }
      invalid += 1
    }
    for (facts, location) in [(pair.oldFacts, pair.old), (pair.newFacts, pair.new)] {
      let sample = SchemaSample(facts: facts, complete: complete).instance(of: location, including: place)
      if let found = probe(sample, false) { return .success(found) }
    }
    let rowsNote =
      invalid > 0 ? "\(invalid) corpus row(s) edited to \(edit.description) break the new schema elsewhere, and " : ""
    return .failure(
      Unprobed(
        message: "\(rowsNote)no instance synthesised from the new schema with \(edit.description) at \(place) is valid")
    )
  }
}
