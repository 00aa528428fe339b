/// A mutant's stable name: contract, seed and index in the contract's mutant sequence.
///
/// `chapter.group_user:1:482` is the 482nd mutant of `chapter.group_user` under seed 1. The
/// sequence depends only on the contract's corpus and schema, the seed and this code, not on
/// which other contracts run or on `--shard`, so the id alone regenerates the mutant
/// (`contract replay chapter.group_user:1:482`).
public struct MutantID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public var contract: String
  public var seed: UInt64
  public var index: Int

  public init(contract: String, seed: UInt64, index: Int) {
    self.contract = contract
    self.seed = seed
    self.index = index
  }

  /// Reads `contract:seed:index`; the contract id may itself contain colons.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let seed = UInt64(parts[parts.count - 2]), let index = Int(parts[parts.count - 1]),
      index >= 0
    else { return nil }
    let contract = parts.dropLast(2).joined(separator: ":")
    guard !contract.isEmpty else { return nil }
    self.init(contract: contract, seed: seed, index: index)
  }

  public var description: String { "\(contract):\(seed):\(index)" }

  public static func < (lhs: MutantID, rhs: MutantID) -> Bool {
    (lhs.index, lhs.contract, lhs.seed) < (rhs.index, rhs.contract, rhs.seed)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = MutantID(parsing: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a mutant id: \(text)"))
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
