public import Contracts
public import Evidence
public import JSONCore
public import Reports

/// Everything needed to generate any mutant of one contract: its fixtures, their sites, and
/// the order the systematic phase visits them in.
///
/// Mutant `k` of a contract is the `k`-th single-site mutation of the systematic order while
/// `k` is below the number of sites, and a random chain of 2 to 4 sites on one fixture after
/// that, drawn from a generator seeded by (seed, contract, k). Either way it is a pure
/// function of (corpus, schema, seed, k).
///
/// The systematic order is coverage first: every (operator, normalised pointer, variant) is
/// visited once before any is visited a second time on another row, and within each such
/// round the operators take turns. A campaign cut short by `--iterations` has still tried
/// every operator early, and every kind of mutation everywhere the contract has a place for
/// it before the rows beyond the first add repeats. Before all of them come the mutants that
/// fill the contract's coverage gaps (``startWithGaps(_:)``): the enum value, the `null`,
/// the absent key no recorded response has.
public struct ContractPlan: Sendable {
  public var contractID: String
  public var envelope: Manifest.Contract.Envelope
  public var fixtures: [Fixture]
  public var skipped: [SkippedFixture]
  /// What every recorded value of the contract shows (kept fixtures, and those skipped
  /// because the model or the contract already fails them): what ranks the probes
  /// (``LooserThanTraffic``).
  public var traffic = TrafficEvidence()
  /// What the fixtures show of the changes the backend makes without notice.
  public let routine: RoutineChange
  /// Fixtures that break their contract, fuzzed all the same, and how.
  public var seedsBreakingContract: [SkippedFixture] = []
  /// The coverage gaps the systematic phase starts with, each with the mutant that fills it.
  public private(set) var gaps: [CoverageGap] = []
  private var systematic: [SiteReference] = []
  /// Fixtures with at least one site: the random phase draws from these.
  private var mutable: [Int] = []

  struct SiteReference: Sendable {
    var fixture: Int32
    var site: Int32
  }

  public init(contractID: String, envelope: Manifest.Contract.Envelope, fixtures: [Fixture], skipped: [SkippedFixture])
  {
    self.contractID = contractID
    self.envelope = envelope
    self.fixtures = fixtures
    self.skipped = skipped
    routine = RoutineChange(recorded: fixtures.lazy.map(\.value))
    mutable = fixtures.indices.filter { !fixtures[$0].sites.isEmpty }
    var occurrences: [String: Int32] = [:]
    var ranked: [(occurrence: Int32, reference: SiteReference)] = []
    for (fixtureIndex, fixture) in fixtures.enumerated() {
      for (siteIndex, site) in fixture.sites.enumerated() {
        let key = site.kindKey
        let occurrence = occurrences[key, default: 0]
        occurrences[key] = occurrence + 1
        ranked.append((occurrence, SiteReference(fixture: Int32(fixtureIndex), site: Int32(siteIndex))))
      }
    }
    // Rounds of occurrences; in each, one queue per operator (fixture and site order kept),
    // dealt out one site per operator in turn.
    let operatorIndex = Dictionary(uniqueKeysWithValues: MutationOperators.names.enumerated().map { ($1, $0) })
    var rounds: [[[SiteReference]]] = []
    for entry in ranked {
      while rounds.count <= Int(entry.occurrence) { rounds.append(Array(repeating: [], count: operatorIndex.count)) }
      let site = fixtures[Int(entry.reference.fixture)].sites[Int(entry.reference.site)]
      rounds[Int(entry.occurrence)][operatorIndex[site.operatorName] ?? 0].append(entry.reference)
    }
    for queues in rounds {
      let longest = queues.map(\.count).max() ?? 0
      for position in 0..<longest {
        for queue in queues where position < queue.count { systematic.append(queue[position]) }
      }
    }
  }

  /// Moves to the front of the systematic phase, for each schema item no recorded response
  /// exercises, the first single-site mutant that exercises it; the rest keep their order.
  ///
  /// Only the first site of each kind of mutation (``Mutation/kindKey``) is asked about: the
  /// same mutation at the same place of another row makes the same state.
  ///
  /// - Parameter filled: the unexercised items a mutation of a fixture exercises.
  public mutating func startWithGaps(_ filled: (Fixture, Mutation) -> [CoverageReport.Item]) {
    var claimed = Set<CoverageReport.Item.Key>()
    var asked = Set<String>()
    var first: [(position: Int, items: [CoverageReport.Item])] = []
    for (position, reference) in systematic.enumerated() {
      let fixture = fixtures[Int(reference.fixture)]
      let mutation = fixture.sites[Int(reference.site)]
      guard asked.insert(mutation.kindKey).inserted else { continue }
      let items = filled(fixture, mutation).filter { claimed.insert($0.key).inserted }
      if !items.isEmpty { first.append((position, items)) }
    }
    guard !first.isEmpty else { return }
    let moved = Set(first.map(\.position))
    systematic =
      first.map { systematic[$0.position] } + systematic.indices.filter { !moved.contains($0) }.map { systematic[$0] }
    gaps = first.enumerated().flatMap { index, entry in
      entry.items.map { CoverageGap(pointer: $0.pointer, item: $0.description, mutant: index) }
    }
  }

  /// Whether the contract has anything to mutate.
  public var isActive: Bool { !mutable.isEmpty }

  /// How many single-site mutants the systematic phase has.
  public var systematicCount: Int { systematic.count }

  /// Mutant `index` under `seed`; `nil` when the contract has nothing to mutate.
  public func mutant(_ index: Int, seed: UInt64) -> Mutant? {
    guard isActive, index >= 0 else { return nil }
    let fixtureIndex: Int
    let chain: [Mutation]
    let stacked = index >= systematic.count
    if !stacked {
      let reference = systematic[index]
      fixtureIndex = Int(reference.fixture)
      chain = [fixtures[fixtureIndex].sites[Int(reference.site)]]
    } else {
      var generator = SeededGenerator(seed: seed, stream: contractID, index: index)
      fixtureIndex = mutable[generator.next(below: mutable.count)]
      let sites = fixtures[fixtureIndex].sites
      let length = min(sites.count, 2 + generator.next(below: 3))
      var picked: [Int] = []
      while picked.count < length {
        let site = generator.next(below: sites.count)
        if !picked.contains(site) { picked.append(site) }
      }
      chain = picked.map { sites[$0] }
    }
    return make(
      MutantID(contract: contractID, seed: seed, index: index), fixture: fixtureIndex, chain: chain, stacked: stacked)
  }

  /// Applies `chain` to fixture `fixtureIndex`; the mutations that no longer apply are left
  /// out of the result.
  ///
  /// `nil` when none applies.
  public func make(_ id: MutantID, fixture fixtureIndex: Int, chain: [Mutation], stacked: Bool) -> Mutant? {
    guard fixtures.indices.contains(fixtureIndex) else { return nil }
    let fixture = fixtures[fixtureIndex]
    var value = fixture.value
    var applied: [AppliedMutation] = []
    for mutation in chain {
      guard let operation = MutationOperators.named(mutation.operatorName),
        let result = operation.apply(mutation, to: &value, facts: fixture.facts)
      else { continue }
      applied.append(result)
    }
    guard !applied.isEmpty else { return nil }
    return mutant(id, fixture: fixtureIndex, applied: applied, value: value, stacked: stacked)
  }

  /// A mutant from an already mutated value (the shrinker's candidates).
  public func mutant(_ id: MutantID, fixture: Int, applied: [AppliedMutation], value: JSONValue, stacked: Bool)
    -> Mutant
  {
    let payload = self.payload(for: value)
    let known = fixtures.indices.contains(fixture)
    let renames = applied.count > 1 && applied.contains { $0.mutation.operatorName == KeyCase().name }
    // `JSONValue` is `nil`-literal expressible (as `null`): the absence is spelled out.
    let respelled: JSONValue? =
      renames && known
      ? .some(self.payload(for: KeyCase.respelled(value, undoing: applied, original: fixtures[fixture].value))) : .none
    return Mutant(
      id: id, fixture: fixture, applied: applied, isStacked: stacked, value: value, payload: payload,
      bytes: ContractPlan.text(of: payload, reserving: (known ? fixtures[fixture].byteCount : 0) + 64),
      touched: applied.flatMap(\.touched).map(payloadPointer),
      knownViolations: known ? fixtures[fixture].knownViolations : [],
      knownLosses: known ? fixtures[fixture].knownLosses : [],
      respelled: respelled, routine: applied.allSatisfy(routine.isRoutine))
  }

  /// Compact JSON text of `value`, in a buffer reserved at the size expected (a mutant is
  /// about its fixture's size), so the text is not copied as it grows.
  static func text(of value: JSONValue, reserving capacity: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    JSONWriter().write(value, into: &bytes, depth: 0)
    return bytes
  }

  /// What the model receives for a fixture value.
  public func payload(for value: JSONValue) -> JSONValue { envelope.body(carrying: value) }

  /// A fixture pointer in payload coordinates.
  public func payloadPointer(_ pointer: JSONPointer) -> JSONPointer {
    envelope.bodyPointer(pointer)
  }
}
