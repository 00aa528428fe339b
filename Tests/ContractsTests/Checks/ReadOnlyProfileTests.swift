import ContractTesting
import Contracts
import Foundation
import Testing

/// A read-only app registers its decoder and no encoder: its `Codable` models are then read
/// as `Decodable`-only ones (every check but the round trip), not written back by an encoder
/// the app does not have, and the run says why the round trip was not checked.
@Suite struct ReadOnlyProfileTests {
  struct Repository: Codable, Sendable {
    var id: Int
    var pushedAt: Date

    enum CodingKeys: String, CodingKey {
      case id
      case pushedAt = "pushed_at"
    }
  }

  @Test func aProfileWithNoEncoderDecodesOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"contracts": [{"id": "repo", "type": "Repository", "profile": "octo", "direction": "read", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    var registry = ContractRegistry { Model(Repository.self, name: "Repository") }
    registry.register(
      Profile(
        name: "octo", summary: "the app's decoder",
        decoder: {
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .iso8601
          return decoder
        }))
    let path = folder.path + "/Contracts/contracts.json"
    let run = CheckRun(manifest: try Manifest.load(path: path), registry: registry, loadSchema: JSONSchemaLoader().load)
    let binding = try #require(run.bindings["repo"])
    #expect(binding.model?.encodes == false)
    let outcome = ResponseChecker(binding: binding).check(
      Response(body: Array(#"{"id": 1, "pushed_at": "2011-01-26T19:06:43Z"}"#.utf8), source: SourceReference(file: "repo.json")))
    #expect(outcome.decoded == true)
    // Nothing was encoded, so no date is said to be written otherwise.
    #expect(outcome.findings.isEmpty, "\(outcome.findings.map(\.message))")
    let note = Finding.roundTripSkipped(binding, among: [binding], manifestPath: path)
    #expect(note.message.contains("Repository is read with the octo profile, which has no encoder"), "\(note.message)")
  }
}
