import ContractTesting
import Contracts
import JSONCore
import SchemaDiff
import Reports
import Testing

/// `contract diff --ignore FILE`: accepted changes by id, narrowed by pointer and schema, each
/// with its reason.
@Suite struct IgnoreListTests {
  private func judged(_ id: String, at place: String, pair: String = "course.json") throws -> JudgedChange {
    JudgedChange(
      change: SchemaChange(
        id: id, level: .risky, place: try JSONPointer(parsing: place), oldLocation: nil, newLocation: nil, message: "m"),
      pair: pair)
  }

  @Test func anEntryAcceptsItsChangeWhereItSays() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"ignore": [{"id": "became-nullable", "pointer": "/name", "reason": "the app shows a dash"}, {"id": "enum-value-added", "schema": "other.json", "reason": "not ours"}]}"#,
      to: "ignore.json")
    let list = try IgnoreList.load(path: folder.path + "/ignore.json")
    #expect(try list.reason(for: judged("became-nullable", at: "/name")) == "the app shows a dash")
    #expect(try list.reason(for: judged("became-nullable", at: "/note")) == nil)
    #expect(try list.reason(for: judged("enum-value-added", at: "/status")) == nil)
    #expect(try list.reason(for: judged("enum-value-added", at: "/status", pair: "other.json")) == "not ours")
  }

  @Test func anEntryWithoutAReasonIsLocated() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"ignore": [{"id": "became-nullable"}]}"#, to: "ignore.json")
    do {
      _ = try IgnoreList.load(path: folder.path + "/ignore.json")
      Issue.record("an entry without a reason was accepted")
    } catch {
      #expect(error.pointer?.description == "/ignore/0")
    }
  }
}
