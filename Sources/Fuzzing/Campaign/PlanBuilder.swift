public import Contracts
import Evidence
import Foundation
import JSONCore
import Reports
public import Supervision

extension CampaignPlan {
  /// Builds a campaign's plan from a bound manifest: every contract's corpus fixtures, what
  /// its schema says about them, their sites, and a control run of each unmutated fixture.
  ///
  /// A fixture the model already fails on, or that already breaks its contract, is skipped
  /// (and listed in the report): `contract check` reports it, and every mutant of it would
  /// fail the same way, drowning what the mutations do.
  ///
  /// - Parameters:
  ///   - contractIDs: the contracts to fuzz, in the order they take turns.
  ///   - executor: runs the control evaluations (in workers, so a fixture that traps the
  ///     model is reported rather than fatal).
  ///   - fixtureLimit: the most fixtures of one contract, the first in reading order (all
  ///     when `nil`).
  ///   - sources: when given, the fixtures come from the corpus responses at these reading
  ///     positions only (``CorpusSample/probeSources``: the check found them), and no other
  ///     file is read.
  ///   - operators: the operators whose sites the fixtures list (all by default; the
  ///     model-drift probes use four).
  ///   - gapsFirst: start each contract's systematic phase with the mutants that fill its
  ///     coverage gaps (``ContractPlan/startWithGaps(_:)``): a campaign's order, and its
  ///     replay's; the model-drift probes run every site anyway.
  public static func build(
    checkRun: CheckRun, contractIDs: [String], seed: UInt64, executor: any MutantExecutor, fixtureLimit: Int? = nil,
    sources: Set<ReadingPosition>? = nil, operators: [any MutationOperator] = MutationOperators.all,
    gapsFirst: Bool = true
  ) -> CampaignPlan {
    let corpusRoot = (checkRun.manifest.corpusDirectory as NSString).standardizingPath
    let (fixturesOf, skippedOf) = fixtures(
      of: contractIDs, in: checkRun.corpusStream(only: sources), bindings: checkRun.bindings, corpusRoot: corpusRoot,
      limit: fixtureLimit, operators: operators)
    var plans: [ContractPlan] = []
    for id in contractIDs {
      guard let binding = checkRun.bindings[id] else { continue }
      var fixtures = fixturesOf[id] ?? []
      var skipped = skippedOf[id] ?? []
      // The traffic as recorded, before the controls set aside the fixtures the model or the
      // contract already fails: a response without a key is evidence that the key is optional.
      var traffic = TrafficEvidence()
      var outline = binding.schema?.facts.map { ContractOutline(schema: $0, prefix: binding.prefix) }
      for fixture in fixtures {
        outline?.reach(fixture.value, at: binding.prefix)
        traffic.record(fixture.value, at: binding.prefix, outline: outline, source: fixture.label)
      }
      let draft = ContractPlan(contractID: id, envelope: binding.contract.envelope, fixtures: [], skipped: [])
      let jobs = fixtures.map { fixture in
        let payload = draft.payload(for: fixture.value)
        // Compared everywhere: the losses it has of its own are known, not its mutants'.
        return EvaluationJob(contractID: id, payload: payload, bytes: JSONWriter().bytes(payload), touched: [.root])
      }
      let controls = executor.evaluate(jobs)
      var kept: [Fixture] = []
      var breaking: [SkippedFixture] = []
      let oracle = MutantOracle(binding: binding)
      for (var fixture, control) in zip(fixtures, controls) {
        if case .decoded(let losses) = control.result { fixture.knownLosses = Set(losses.map(\.place)) }
        switch (control.verdict, control.result) {
        case (.drift, .decoded):
          // Fuzzed all the same: its mutants are allowed when they add no violation of their
          // own. Its violations are `contract check`'s to report, once.
          fixture.knownViolations = oracle.violationKeys(of: draft.payload(for: fixture.value))
          breaking.append(
            SkippedFixture(
              source: fixture.label,
              reason:
                "fuzzed though it breaks its contract (\(fixture.knownViolations.count) violation\(fixture.knownViolations.count == 1 ? "" : "s"), see contract check): its mutants are judged by the violations they add"
            ))
          kept.append(fixture)
        case (.drift, _):
          skipped.append(
            SkippedFixture(
              source: fixture.label,
              reason: "the unmutated fixture breaks its contract and the model fails on it (see contract check)"))
        case (_, .decoded):
          kept.append(fixture)
        case (_, .failed(_, let message)):
          // Said as `contract check` says it, at the place in the recorded response (the
          // worker's words are JSONDecoder's, in the coordinates of the row's payload); the
          // decode threw in the worker, it does not trap here.
          let payload = JSONWriter().bytes(draft.payload(for: fixture.value))
          let why = ResponseChecker(binding: binding).decodeCheck?.decodeFailure(of: payload).map { failure in
            let inRow = JSONPointer(Array(failure.pointer.tokens.dropFirst(binding.prefix.tokens.count)))
            return "\(failure.message) at \(binding.envelope.bodyPointer(inRow, row: fixture.row ?? 0))"
          }
          skipped.append(
            SkippedFixture(
              source: fixture.label, reason: "the model already fails on the unmutated fixture: \(why ?? message)"))
        case (_, .crashed(let how)):
          skipped.append(
            SkippedFixture(source: fixture.label, reason: "the model crashes on the unmutated fixture: \(how)"))
        case (_, .hung):
          skipped.append(
            SkippedFixture(source: fixture.label, reason: "the model does not finish decoding the unmutated fixture"))
        }
      }
      fixtures = kept
      var plan = ContractPlan(contractID: id, envelope: binding.contract.envelope, fixtures: fixtures, skipped: skipped)
      plan.traffic = traffic
      if gapsFirst, let outline {
        let gaps = CoverageGaps(outline: outline, evidence: traffic)
        if !gaps.isEmpty { plan.startWithGaps { gaps.filled(by: $0, with: $1, prefix: binding.prefix) } }
      }
      plan.seedsBreakingContract = breaking
      plans.append(plan)
    }
    return CampaignPlan(seed: seed, contracts: plans)
  }

  /// The fixtures of every contract in `ids`, from one pass over `responses` (the corpus's).
  ///
  /// Each contract takes its first `limit` values (all without a limit), and the pass stops
  /// once every contract has them. Each body is parsed once, and only while its contract
  /// still needs fixtures.
  private static func fixtures(
    of ids: [String], in responses: some Sequence<(response: Response, contractID: String)>,
    bindings: [String: BoundContract], corpusRoot: String, limit: Int?, operators: [any MutationOperator]
  ) -> (fixtures: [String: [Fixture]], skipped: [String: [SkippedFixture]]) {
    var fixtures: [String: [Fixture]] = [:]
    var skipped: [String: [SkippedFixture]] = [:]
    var wanted = Set(ids.filter { bindings[$0] != nil })
    for (response, id) in responses where wanted.contains(id) {
      guard let binding = bindings[id] else { continue }
      var response = response
      response.source.file = (response.source.file as NSString).standardizingPath
      let have = fixtures[id, default: []].count
      let (more, notFixtures) = Fixture.fixtures(
        of: binding, responses: [response], corpusRoot: corpusRoot, limit: limit.map { $0 - have }, operators: operators
      )
      fixtures[id, default: []] += more
      skipped[id, default: []] += notFixtures
      if let limit, have + more.count >= limit {
        wanted.remove(id)
        if wanted.isEmpty { break }
      }
    }
    return (fixtures, skipped)
  }
}

extension CoverageGaps {
  /// The gaps `mutation` of `fixture` fills: the mutation made, the mutant judged as traffic.
  func filled(by fixture: Fixture, with mutation: Mutation, prefix: JSONPointer) -> [CoverageReport.Item] {
    guard hasGap(at: outline.folded(prefix.appending(mutation.pointer))),
      let operation = MutationOperators.named(mutation.operatorName)
    else { return [] }
    var value = fixture.value
    guard let applied = operation.apply(mutation, to: &value, facts: fixture.facts) else { return [] }
    return filled(by: value, at: prefix, touched: applied.changed)
  }
}
