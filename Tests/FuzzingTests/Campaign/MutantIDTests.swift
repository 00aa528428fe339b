import Contracts
import Reports
import Testing

@testable import Fuzzing

@Suite struct MutantIDTests {
  @Test func parsesAndPrints() throws {
    let id = try #require(MutantID(parsing: "chapter.group_user:1:482"))
    #expect(id.contract == "chapter.group_user")
    #expect(id.seed == 1)
    #expect(id.index == 482)
    #expect(id.description == "chapter.group_user:1:482")
    #expect(MutantID(parsing: "odd:contract:id:3:4")?.contract == "odd:contract:id")
    #expect(MutantID(parsing: "nope") == nil)
    #expect(MutantID(parsing: ":1:2") == nil)
    #expect(MutantID(parsing: "a:1:-2") == nil)
  }

  @Test func shardsParseAndSplitPositions() {
    #expect(Shard(parsing: "2/3") == Shard(index: 1, count: 3))
    #expect(Shard(parsing: "0/3") == nil)
    #expect(Shard(parsing: "4/3") == nil)
    #expect(Shard(parsing: "x") == nil)
    let shard = Shard(index: 1, count: 3)
    #expect((0..<4).map { shard.position(ofStep: $0) } == [1, 4, 7, 10])
  }
}
