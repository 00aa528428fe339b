import Contracts
import JSONCore
public import Reports

/// The mutants of a whole campaign, in the order it runs them.
///
/// Contracts take turns (round robin over the contracts that have fixtures), so any number of
/// iterations spreads evenly. Step `s` of shard `i/n` is global position `s·n + i−1`: shards
/// split the same sequence an unsharded run walks, and their reports merge into its report.
public struct CampaignPlan: Sendable {
  public var seed: UInt64
  public var contracts: [ContractPlan]
  private var active: [Int]

  public init(seed: UInt64, contracts: [ContractPlan]) {
    self.seed = seed
    self.contracts = contracts
    active = contracts.indices.filter { contracts[$0].isActive }
  }

  public var isEmpty: Bool { active.isEmpty }

  public func contract(_ id: String) -> ContractPlan? { contracts.first { $0.contractID == id } }

  /// Which contract and which of its mutants global position `position` is.
  public func location(ofGlobal position: Int) -> (contract: Int, index: Int)? {
    guard !active.isEmpty, position >= 0 else { return nil }
    return (active[position % active.count], position / active.count)
  }

  /// The mutant at global position `position`.
  public func mutant(atGlobal position: Int) -> Mutant? {
    guard let (contract, index) = location(ofGlobal: position) else { return nil }
    return contracts[contract].mutant(index, seed: seed)
  }

  /// The mutant an id names (under the id's own seed).
  public func mutant(_ id: MutantID) -> Mutant? {
    contract(id.contract)?.mutant(id.index, seed: id.seed)
  }
}
