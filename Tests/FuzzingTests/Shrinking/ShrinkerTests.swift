import Contracts
import JSONCore
import Reports
import Supervision
import Testing

@testable import Fuzzing

/// Shrinking a stacked failure: the chain comes down to the mutation that matters, the
/// payload to the members the contract requires.
@Suite struct ShrinkerTests {
  @Test func aStackedChainShrinksToTheOneMutationAndTheRequiredMembers() throws {
    let pets = try PetsCampaign(contracts: ["pets.nickname"])
    let plan = pets.plan()
    let contract = try #require(plan.contract("pets.nickname"))
    let fixture = try #require(contract.fixtures.firstIndex { $0.value["nickname"] != nil })
    let chain = [
      Mutation(operatorName: "string-edges", pointer: pointer("/name"), variant: 2),
      Mutation(operatorName: "drop-optional", pointer: pointer("/nickname"), variant: 0),
      Mutation(operatorName: "extra-key", pointer: .root, variant: 0),
    ]
    let mutant = try #require(
      contract.make(
        MutantID(contract: "pets.nickname", seed: 1, index: 99), fixture: fixture, chain: chain, stacked: true))
    let evaluation = pets.executor.evaluate([EvaluationJob(mutant)])[0]
    let target = FailureClass(evaluation, touched: mutant.touched)
    #expect(target.outcome == .failed)
    #expect(target.signature == "missing-key /nickname")
    let result = Shrinker().shrink(mutant, evaluation: evaluation, plan: contract, target: target) {
      pets.executor.evaluate([EvaluationJob($0)])[0]
    }
    #expect(result.mutant.applied.map(\.mutation.operatorName) == ["drop-optional"])
    #expect(result.mutant.payload == json(#"{"id": 9, "name": "Mog"}"#), "only the required members are left")
    #expect(result.evaluations < 20)
    #expect(FailureClass(result.evaluation, touched: result.mutant.touched) == target)
  }
}
