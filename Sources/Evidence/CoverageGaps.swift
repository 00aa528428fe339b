public import JSONCore
public import Reports

/// The schema items of a contract no recorded response exercises, and which of them a
/// synthesised value (a fuzz mutant) would: where fuzzing starts.
///
/// A value is judged as the traffic is, by recording it into an ``TrafficEvidence`` of its
/// own and counting its coverage (``ContractCoverage``): one definition of what exercises an
/// item, whoever asks.
public struct CoverageGaps: Sendable {
  public let outline: ContractOutline
  private let unexercised: Set<CoverageReport.Item.Key>
  private let places: Set<String>

  public init(outline: ContractOutline, evidence: TrafficEvidence) {
    self.outline = outline
    let coverage = ContractCoverage.contract(
      id: "", schema: nil, outline: outline, evidence: evidence, responses: evidence.samples, lines: false)
    unexercised = Set(coverage.unexercised.map(\.key))
    places = Set(coverage.unexercised.map(\.pointer))
  }

  public var isEmpty: Bool { unexercised.isEmpty }

  /// Whether an item of the folded place `place` is unexercised: a cheap look before
  /// ``filled(by:at:touched:)``.
  public func hasGap(at place: String) -> Bool { places.contains(place) }

  /// The unexercised items `value`, found at `prefix` of a payload, exercises at the places
  /// of `touched` (pointers in `value`).
  public func filled(by value: JSONValue, at prefix: JSONPointer, touched: [JSONPointer]) -> [CoverageReport.Item] {
    let looked = Set(touched.map { outline.folded(prefix.appending($0)) }).intersection(places)
    guard !looked.isEmpty else { return [] }
    // Each touched place's object around it is enough (a member's presence is counted there),
    // and far less than the whole value: a campaign asks this of every kind of mutation.
    var scratch = TrafficEvidence()
    var parents = Set<JSONPointer>()
    for pointer in touched where looked.contains(outline.folded(prefix.appending(pointer))) {
      let parent = pointer.parent ?? .root
      guard parents.insert(parent).inserted, let around = parent.resolve(in: value) else { continue }
      scratch.record(around, at: prefix.appending(parent), outline: outline)
    }
    return ContractCoverage.contract(
      id: "", schema: nil, outline: outline, evidence: scratch, responses: 1, only: looked, lines: false
    ).items.filter { $0.isExercised && unexercised.contains($0.key) }
  }
}
