import Contracts
import Foundation
import JSONCore
import Reports
import Supervision
import Testing

@testable import Fuzzing

/// A decoder that converts snake_case reads `clientSecret` as `client_secret`: a value drifted
/// and then renamed is the declared key's drift, not something the contract allows; and a
/// key-case probe is folded into the schema-gap note only for the key the model went without.
@Suite struct RenamedKeyVerdictTests {
  struct Owner: Codable, Sendable {
    var id: Int
    var ownerName: String?
  }

  struct StrictOwner: Codable, Sendable {
    var id: Int
    var ownerName: String
  }

  static let schema = #"""
    {"type": "object", "properties": {"id": {"type": "integer"}, "owner_name": {"type": "string"}}}
    """#

  /// Two contracts on one recorded owner: a model that reads everything the contract allows,
  /// and one that requires both keys the contract leaves optional.
  private func campaign() throws -> (CheckRun, InProcessExecutor, String) {
    let folder = NSTemporaryDirectory() + "renamed-" + UUID().uuidString
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/Contracts", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder + "/Corpus/strict", withIntermediateDirectories: true)
    try Data(Self.schema.utf8).write(to: URL(fileURLWithPath: folder + "/Contracts/owner.schema.json"))
    for path in ["owner.json", "strict/owner.json"] {
      try Data(#"{"id": 7, "owner_name": "Ada", "extra_note": "x"}"#.utf8)
        .write(to: URL(fileURLWithPath: folder + "/Corpus/" + path))
    }
    let manifest = #"""
      {"corpusRoot": "../Corpus", "contracts": [
        {"id": "owners", "schema": "owner.schema.json", "type": "Owner", "profile": "snake", "corpus": ["owner.json"]},
        {"id": "owners.strict", "schema": "owner.schema.json", "type": "StrictOwner", "profile": "snake", "corpus": ["strict/owner.json"]}
      ]}
      """#
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/Contracts/contracts.json"))
    var registry = ContractRegistry {
      Model(Owner.self, name: "Owner")
      Model(StrictOwner.self, name: "StrictOwner")
    }
    // The app's factory, as a profile: nothing says it converts keys but the decoder itself.
    let profile = Profile(
      name: "snake", summary: "snake_case keys converted",
      decoder: {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
      },
      encoder: {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
      })
    #expect(profile.convertsSnakeCase)
    registry.register(profile)
    let run = CheckRun(
      manifest: try Manifest.load(path: folder + "/Contracts/contracts.json"), registry: registry,
      loadSchema: JSONSchemaLoader().load)
    #expect(run.configurationErrors.isEmpty, "\(run.configurationErrors)")
    var oracles: [String: MutantOracle] = [:]
    for id in ["owners", "owners.strict"] { oracles[id] = MutantOracle(binding: try #require(run.bindings[id])) }
    return (run, InProcessExecutor(evaluators: oracles), folder)
  }

  /// 400 mutants of `contract`'s recorded owner, in a fresh folder.
  private func fuzz(_ contract: String, _ plan: CampaignPlan, _ run: CheckRun, _ executor: InProcessExecutor) throws
    -> FuzzReport
  {
    let configuration = CampaignConfiguration(
      seed: 1, iterations: 400, duration: nil, shard: Shard(), batchSize: 16,
      outputDirectory: NSTemporaryDirectory() + "fuzz-" + UUID().uuidString, checkpointInterval: 0,
      toolVersion: "test", contracts: [contract])
    return try Campaign(
      plan: plan, bindings: run.bindings, executor: executor, configuration: configuration, resume: nil
    )
    .run()
  }

  @Test func aValueDriftedAndThenRenamedIsStillDrift() throws {
    let (run, executor, _) = try campaign()
    let plan = CampaignPlan.build(checkRun: run, contractIDs: ["owners"], seed: 1, executor: executor)
    let owners = try #require(plan.contracts.first)
    let drift = Mutation(operatorName: "type-drift", pointer: pointer("/owner_name"), variant: 1)
    let camelCase = Mutation(operatorName: "key-case", pointer: .root, variant: KeyCase.wholeObject + 1)
    func verdict(_ chain: [Mutation]) throws -> Verdict {
      let mutant = try #require(
        owners.make(MutantID(contract: "owners", seed: 1, index: 0), fixture: 0, chain: chain, stacked: true))
      return try #require(executor.evaluate([EvaluationJob(mutant)]).first).verdict
    }
    // `{"id": 7, "ownerName": 0}`: the contract says nothing of `ownerName`, but the decoder
    // reads it as `owner_name`, which must be a string.
    #expect(try verdict([drift, camelCase]) == .drift)
    #expect(
      try verdict([camelCase, Mutation(operatorName: "type-drift", pointer: pointer("/ownerName"), variant: 1)])
        == .drift)
    #expect(try verdict([drift]) == .drift)
    // A renaming alone changes no value: what the contract allows stays allowed.
    #expect(try verdict([camelCase]) == .allowed)

    // A whole campaign finds nothing: the model reads everything the contract allows.
    let report = try fuzz("owners", plan, run, executor)
    #expect(report.findings.filter { $0.kind == .modelDrift }.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func aRenamedObjectIsFoldedOnlyForTheKeyTheModelWentWithout() throws {
    let (run, executor, _) = try campaign()
    let plan = CampaignPlan.build(checkRun: run, contractIDs: ["owners.strict"], seed: 1, executor: executor)
    let report = try fuzz("owners.strict", plan, run, executor)
    // Every recorded owner has both keys and the model requires both: one note, naming those
    // two, never `extra_note`, which the model does not read (a renamed object used to name
    // every key it had).
    let notes = report.findings.filter { $0.kind == .schemaGap && $0.evidence["keys"] != nil }
    #expect(notes.count == 1, "\(report.findings.map(\.message))")
    #expect(notes.first?.evidence["keys"] == "/id, /owner_name", "\(notes.map(\.message))")
  }
}
