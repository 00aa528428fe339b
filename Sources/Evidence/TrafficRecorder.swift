public import Contracts
import Foundation
import JSONCore
import Jansson

/// Records a run's responses into each contract's ``TrafficEvidence``, one response at a
/// time: the pass `coverage` and `infer` make over a corpus or a dump.
///
/// Each body is parsed by the reference parser, split into the values its contract
/// describes (the rows of an array envelope), and recorded against the contract's
/// ``ContractOutline``; the tree is dropped before the next response is read, so memory
/// holds the evidence (bounded by the schemas) and one response. Bodies that are not the
/// contract's (error responses, no body) are counted, not recorded; bodies the reference
/// parser rejects are counted too (`contract check` says why).
public struct TrafficRecorder {
  /// Per contract, what its traffic showed.
  public private(set) var evidence: [String: TrafficEvidence] = [:]
  /// Per contract, the outline its traffic was recorded against (contracts with a schema).
  public private(set) var outlines: [String: ContractOutline]
  /// Per contract without a schema, the schema its traffic drafts.
  public private(set) var drafts: [String: SchemaDraft] = [:]
  /// Per contract, the responses recorded.
  public private(set) var responses: [String: Int] = [:]
  /// Responses no contract claims.
  public private(set) var unmapped = 0
  /// Responses left out: not JSON, an error status, no body, or not the envelope's shape.
  public private(set) var notRecorded: [String: Int] = [:]
  private let bindings: [String: BoundContract]
  private let corpusRoot: String

  /// - Parameters:
  ///   - bindings: the run's bound contracts.
  ///   - corpusRoot: shown paths are made relative to it (the corpus folder), as a check
  ///     report shows them.
  public init(bindings: [String: BoundContract], corpusRoot: String? = nil) {
    self.bindings = bindings
    self.corpusRoot = corpusRoot.map { ($0 as NSString).standardizingPath + "/" } ?? ""
    var outlines: [String: ContractOutline] = [:]
    for (id, binding) in bindings {
      if let facts = binding.schema?.facts { outlines[id] = ContractOutline(schema: facts, prefix: binding.prefix) }
    }
    self.outlines = outlines
  }

  /// Records one response of the run; a response of a contract not bound (left out by a
  /// contract filter) is passed over.
  public mutating func record(_ response: Response, contractID: String?) {
    guard let id = contractID else {
      unmapped += 1
      return
    }
    guard let binding = bindings[id] else { return }
    guard ResponseStatus.kind(of: response) == .body, response.recordingError == nil else {
      notRecorded[ResponseStatus.kind(of: response) == .errorResponse ? "error response" : "no body", default: 0] += 1
      return
    }
    guard let body = response.parsedBody?.value ?? (try? JanssonParser.parse(response.body).value) else {
      notRecorded["not JSON", default: 0] += 1
      return
    }
    guard let rows = binding.envelope.rows(of: body) else {
      notRecorded["not an array (array envelope)", default: 0] += 1
      return
    }
    responses[id, default: 0] += 1
    var source = response.source
    if !corpusRoot.isEmpty, source.file.hasPrefix(corpusRoot) {
      source.file = String(source.file.dropFirst(corpusRoot.count))
    }
    let label = source.description
    // An outline not yet whole lists the places this response reaches first.
    if outlines[id]?.isComplete == false {
      if binding.envelope.decodesArray {
        for (index, row) in rows.enumerated() { outlines[id]?.reach(row, at: JSONPointer([.index(index)])) }
      } else {
        outlines[id]?.reach(body)
      }
    }
    if binding.schema == nil {
      for row in rows { drafts[id, default: SchemaDraft()].record(row) }
    }
    let outline = outlines[id]
    // Mutated in place: a copy would duplicate the evidence for every response.
    if binding.envelope.decodesArray {
      for (index, row) in rows.enumerated() {
        evidence[id, default: TrafficEvidence()].record(
          row, at: JSONPointer([.index(index)]), outline: outline, source: label)
      }
    } else {
      evidence[id, default: TrafficEvidence()].record(body, outline: outline, source: label)
    }
  }
}
