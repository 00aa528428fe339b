import Contracts
import Foundation
import Fuzzing
import HarnessFixtures
import Reports

/// The pets fixture contracts, bound to the harness's models, for in-process campaigns.
///
/// `PetWithTrappingLookup` is left out: it traps, and only the worker tests may run it.
struct PetsCampaign {
  let checkRun: CheckRun
  let contractIDs: [String]
  let executor: InProcessExecutor

  init(contracts: [String]) throws {
    let manifest = try Manifest.load(path: petsFixtures + "/Contracts/contracts.json")
    var registry = ContractRegistry {
      Model(Pet.self)
      Model(PetRequiringNickname.self)
      Model(PetWithClosedSpecies.self)
      Model(PetWithStrictDate.self)
      Model(PetRequiringTag.self)
    }
    registry.register(strictSecondsProfile)
    checkRun = CheckRun(manifest: manifest, registry: registry, loadSchema: JSONSchemaLoader().load)
    contractIDs = contracts
    var evaluators: [String: MutantOracle] = [:]
    for id in contracts { if let binding = checkRun.bindings[id] { evaluators[id] = MutantOracle(binding: binding) } }
    executor = InProcessExecutor(evaluators: evaluators)
  }

  func plan(seed: UInt64 = 1) -> CampaignPlan {
    CampaignPlan.build(checkRun: checkRun, contractIDs: contractIDs, seed: seed, executor: executor)
  }

  /// Runs a whole campaign into a fresh folder and returns its report and the folder.
  func run(
    iterations: Int, seed: UInt64 = 1, shard: Shard = Shard(), resume: CampaignState? = nil, output: String? = nil
  )
    throws -> (FuzzReport, String)
  {
    let directory = output ?? NSTemporaryDirectory() + "fuzz-" + UUID().uuidString
    let configuration = CampaignConfiguration(
      seed: seed, iterations: iterations, duration: nil, shard: shard, batchSize: 16, outputDirectory: directory,
      checkpointInterval: 0, toolVersion: "test", contracts: contractIDs)
    let campaign = try Campaign(
      plan: plan(seed: seed), bindings: checkRun.bindings, executor: executor, configuration: configuration,
      resume: resume)
    return (campaign.run(), directory)
  }
}
