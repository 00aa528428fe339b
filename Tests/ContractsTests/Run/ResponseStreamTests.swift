import ContractTesting
import Testing

@testable import Contracts

/// A run's responses in reading order, each with the contract that claims it; what a range,
/// a shard and its lanes select of them.
@Suite struct ResponseStreamTests {
  /// A dump: a body in a folder named after its contract, and an NDJSON log holding an
  /// envelope, a bare body and a line that is not JSON.
  private func dump() throws -> (Manifest, String, TemporaryFolder) {
    let folder = try TemporaryFolder()
    try folder.write(#"{"contracts": [{"id": "shop.pets", "type": "Pet"}]}"#, to: "Contracts/contracts.json")
    try folder.write(#"{"id": 1}"#, to: "dump/pets/one.json")
    try folder.write(
      """
      {"contract": "shop.pets", "status": 200, "body": {"id": 2}}
      {"id": 3}
      {"id":
      """, to: "dump/logs/api.ndjson")
    let manifest = try Manifest.load(path: folder.path + "/Contracts/contracts.json")
    return (manifest, folder.path + "/dump", folder)
  }

  private func items(
    _ manifest: Manifest, _ dump: String, shard: Shard = Shard(), range: ReadingRange = .whole
  ) -> [ResponseStream.Item] {
    let resolver = ContractResolver(manifest: manifest)
    let inputs = RunInputs.against([dump], resolver: resolver)
    return ResponseStream(files: inputs, shard: shard, range: range).map { $0.resolve(resolver) }
  }

  @Test func everyResponseComesOnceInReadingOrderWithItsContract() throws {
    let (manifest, dump, folder) = try dump()
    defer { withExtendedLifetime(folder) {} }
    let all = items(manifest, dump)
    #expect(all.count == 4)
    #expect(all.map(\.position) == all.map(\.position).sorted())
    #expect(Set(all.map(\.position)).count == 4)
    let byBody = Dictionary(all.map { (String(decoding: $0.response.body, as: UTF8.self), $0.contractID) }) { a, _ in a
    }
    #expect(byBody[#"{"id": 1}"#] == "shop.pets", "a folder named after the contract claims its files")
    #expect(byBody[#"{"id": 2}"#] == "shop.pets", "an envelope names its contract")
    #expect(byBody[#"{"id": 3}"#] == .some(nil), "a bare line in a folder no contract is named after")
    let unmapped = all.filter { $0.contractID == nil }
    #expect(unmapped.allSatisfy { !$0.unmappedReason.isEmpty })
  }

  @Test func aRangeSelectsItsResponsesOnly() throws {
    let (manifest, dump, folder) = try dump()
    defer { withExtendedLifetime(folder) {} }
    let all = items(manifest, dump).map(\.position)
    for position in all {
      #expect(items(manifest, dump, range: .only(position)).map(\.position) == [position])
    }
    let rest = items(manifest, dump, range: ReadingRange(from: all[1]))
    #expect(rest.map(\.position) == Array(all.dropFirst()))
  }

  @Test func theShardsOfARunReadItsResponsesBetweenThem() throws {
    let (manifest, dump, folder) = try dump()
    defer { withExtendedLifetime(folder) {} }
    let all = Set(items(manifest, dump).map(\.position))
    for count in [2, 3] {
      var seen: [ReadingPosition] = []
      for index in 0..<count { seen += items(manifest, dump, shard: Shard(index: index, count: count)).map(\.position) }
      #expect(seen.count == all.count)
      #expect(Set(seen) == all)
    }
  }
}
