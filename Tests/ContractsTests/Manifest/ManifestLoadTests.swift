import ContractTesting
import Contracts
import Testing

/// A manifest's mistakes are configuration errors located at the offending value.
@Suite struct ManifestLoadTests {
  private func load(_ text: String) throws -> Result<Manifest, ConfigurationError> {
    let folder = try TemporaryFolder()
    try folder.write(text, to: "contracts.json")
    do throws(ConfigurationError) {
      return .success(try Manifest.load(path: folder.path + "/contracts.json"))
    } catch {
      return .failure(error)
    }
  }

  @Test func aValidManifestReadsItsContracts() throws {
    let manifest = try load(#"{"contracts": [{"id": "a", "type": "A", "routes": ["GET /a"], "envelope": "array"}]}"#)
      .get()
    #expect(manifest.contracts.map(\.id) == ["a"])
    #expect(manifest.contracts.first?.routes.map(\.description) == ["GET /a"])
  }

  @Test func notJSONIsLocated() throws {
    guard case .failure(let error) = try load("{\"contracts\": [\n  {\"id\": }]}") else {
      Issue.record("accepted a manifest that is not JSON")
      return
    }
    #expect(error.location?.line == 2)
    #expect(error.message.hasPrefix("not valid JSON"))
  }

  @Test func aMisspelledMemberIsLocatedWithTheClosestName() throws {
    guard case .failure(let error) = try load("{\"contracts\": [\n  {\"id\": \"a\", \"tpye\": \"A\"}]}") else {
      Issue.record("accepted an unknown member")
      return
    }
    #expect(error.location?.line == 2)
    #expect(error.description.contains("tpye"))
    #expect(error.description.contains("type"))
  }

  @Test func aRouteThatIsNotMethodAndPathIsRefused() throws {
    guard case .failure(let error) = try load(#"{"contracts": [{"id": "a", "routes": ["/a"]}]}"#) else {
      Issue.record("accepted a route without a method")
      return
    }
    #expect(error.pointer?.description == "/contracts/0/routes/0")
  }

  @Test func aKeyGivenTwiceIsRefusedNotResolvedSilently() throws {
    let text = "{\"contracts\": [\n  {\"id\": \"a\", \"profile\": \"github\", \"profile\": \"default\"}]}"
    guard case .failure(let error) = try load(text) else {
      Issue.record("took one of two \"profile\" values")
      return
    }
    #expect(error.message == "\"profile\" is given twice: keep one (JSON readers disagree on which counts)")
    #expect(error.location?.line == 2)
    #expect(error.pointer?.description == "/contracts/0/profile")
  }
}
