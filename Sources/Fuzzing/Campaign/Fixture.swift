public import Contracts
import Foundation
public import JSONCore
import Jansson
import Reports

/// One corpus value a campaign mutates: a row of an array response, or a whole body.
///
/// PostgREST responses are arrays of rows and the contract describes one row, so rows are
/// the unit: a mutant is one mutated row, sent to the model as a one-row array. That keeps
/// mutants (and reproducers) small, and every site is a site of the contract's schema.
public struct Fixture: Sendable {
  public var contractID: String
  /// Where it came from, for people: `chapter/courses/search-law.json row 0`.
  public var label: String
  /// The response it comes from, as the response names it.
  public var source: SourceReference
  /// Its index in the response, for array contracts (the response is a list of rows).
  public var row: Int?
  public var value: JSONValue
  public var facts: FixtureFacts
  /// Every single-site mutation of `value`, operator by operator in document order.
  public var sites: [Mutation]
  /// The value's size as compact JSON: what a mutant's text is written into, reserved at
  /// once.
  public var byteCount: Int
  /// The contract violations the fixture itself has: a seed that breaks its contract is
  /// fuzzed, its mutants allowed when they add no violation of their own.
  public var knownViolations: Set<String> = []
  /// The round-trip losses the fixture itself has (``Loss/place``): `contract check`'s to
  /// report. A mutant's loss of the same kind at the same place is not the mutation's.
  public var knownLosses: Set<String> = []

  /// - Parameter operators: the operators whose sites it lists (all by default).
  public init(
    contractID: String, label: String, value: JSONValue, facts: FixtureFacts,
    source: SourceReference = SourceReference(file: ""), row: Int? = nil,
    operators: [any MutationOperator] = MutationOperators.all
  ) {
    self.contractID = contractID
    self.label = label
    self.source = source
    self.row = row
    self.value = value
    self.facts = facts
    sites = operators.flatMap { $0.sites(in: value, facts: facts) }
    byteCount = JSONWriter().bytes(value).count
  }
}

extension Fixture {
  /// The fixtures of one contract from its corpus responses, and the values that cannot be
  /// fixtures (not JSON, not the envelope's shape).
  static func fixtures(
    of binding: BoundContract, responses: [Response], corpusRoot: String, limit: Int? = nil,
    operators: [any MutationOperator] = MutationOperators.all
  ) -> (fixtures: [Fixture], skipped: [SkippedFixture]) {
    var fixtures: [Fixture] = []
    var skipped: [SkippedFixture] = []
    let schema = binding.schema?.facts
    for response in responses {
      if let limit, fixtures.count >= limit { break }
      var source = response.source
      if source.file.hasPrefix(corpusRoot + "/") { source.file = String(source.file.dropFirst(corpusRoot.count + 1)) }
      let place = source.description
      guard let body = response.parsedBody?.value ?? (try? JanssonParser.parse(response.body).value) else {
        skipped.append(SkippedFixture(source: place, reason: "not JSON (see contract check)"))
        continue
      }
      guard let rows = binding.envelope.rows(of: body) else {
        skipped.append(SkippedFixture(source: place, reason: "not an array, but the contract's envelope is \"array\""))
        continue
      }
      let values: [(String, Int?, JSONValue)] =
        binding.envelope.decodesArray
        ? rows.enumerated().map { ("\(place) row \($0.offset)", $0.offset, $0.element) } : [(place, nil, body)]
      for (label, row, value) in values {
        if let limit, fixtures.count >= limit { break }
        let facts = schema.map { FixtureFacts(schema: $0, value: value) } ?? .none
        fixtures.append(
          Fixture(
            contractID: binding.id, label: label, value: value, facts: facts, source: response.source, row: row,
            operators: operators))
      }
    }
    return (fixtures, skipped)
  }
}
