import Contracts
import Testing

/// `--jobs N` splits a run (or a shard of it) into lanes: finer shards whose responses
/// are the shard's, each owned by exactly one lane.
@Suite struct ShardLaneTests {
  @Test(arguments: [(1, 2), (1, 3), (3, 2), (4, 4)])
  func lanesSplitAShardsResponsesExactly(shards: Int, lanes: Int) {
    let file = Shard.hash("logs/api.ndjson")
    var owned = Array(repeating: 0, count: shards * lanes)
    for record in 0..<4_000 {
      let shard = (0..<shards).filter { Shard(index: $0, count: shards).owns(file: file, record: record) }
      #expect(shard.count == 1)
      let owners = (0..<lanes).filter {
        Shard(index: shard[0], count: shards).lane($0, of: lanes).owns(file: file, record: record)
      }
      #expect(owners.count == 1, "record \(record)")
      owned[shard[0] * lanes + (owners.first ?? 0)] += 1
    }
    // Every lane of every shard gets a fair part of a long log.
    for count in owned { #expect(count > 4_000 / (shards * lanes) / 2) }
  }

  @Test func oneLaneIsTheShardItself() {
    let shard = Shard(index: 1, count: 3)
    #expect(shard.lane(0, of: 1) == shard)
    #expect(Shard().lane(1, of: 2) == Shard(index: 1, count: 2))
  }
}
