import ContractTesting
import Contracts
import Foundation
import Testing

/// A key a read-only model leaves out is said of the type that would hold it. Inside a map
/// keyed by data (a gist's `files`, keyed by file name) that is the entry's type: one finding
/// for every gist, not one per file name under the map's holder.
@Suite struct UnmodelledKeyHolderTests {
  struct File: Codable, Sendable {
    var filename: String
    var size: Int
  }

  struct Gist: Codable, Sendable {
    var id: String
    var files: [String: File]
  }

  @Test func aKeyInsideAMapsEntryIsTheEntrysTypes() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"contracts": [{"id": "gists", "type": "Gist", "direction": "read", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    let run = CheckRun(
      manifest: try Manifest.load(path: folder.path + "/Contracts/contracts.json"),
      registry: ContractRegistry { Model(Gist.self, name: "Gist") }, loadSchema: JSONSchemaLoader().load)
    let checker = ResponseChecker(binding: try #require(run.bindings["gists"]))
    func unmodelled(_ body: String) -> [String] {
      checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "gist.json"))).findings
        .filter { $0.evidence["difference"] == "unmodelled" }.map(\.message)
    }
    let first = unmodelled(
      #"{"id": "1", "files": {"hello_world.py": {"filename": "hello_world.py", "size": 199, "truncated": false}}}"#)
    #expect(first == ["UnmodelledKeyHolderTests.File does not model 'truncated': the app never reads it"], "\(first)")
    let other = unmodelled(#"{"id": "2", "files": {"notes.md": {"filename": "notes.md", "size": 3, "truncated": true}}}"#)
    #expect(other == first, "another file name is the same finding")
  }
}
