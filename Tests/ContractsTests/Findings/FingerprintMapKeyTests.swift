import JSONCore
import Testing

@testable import Contracts

/// Members of maps keyed by id, UUID or locale fold in fingerprints as array positions do;
/// property names do not.
@Suite struct FingerprintMapKeyTests {
  private func fingerprint(_ pointer: String) throws -> String {
    Finding.fingerprint(.schemaViolation, contract: "c", pointer: try JSONPointer(parsing: pointer), detail: "d")
  }

  @Test func mapKeysFoldPropertiesDoNot() throws {
    #expect(try fingerprint("/ratings/42/score") == fingerprint("/ratings/7/score"))
    #expect(
      try fingerprint("/users/8f0c2a4e-6d51-4b1e-9a57-1c2d3e4f5a6b/name")
        == fingerprint("/users/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/name"))
    #expect(try fingerprint("/titles/en-GB") == fingerprint("/titles/pt_BR"))
    #expect(try fingerprint("/titles/en-GB") == fingerprint("/titles/3"))
    #expect(try fingerprint("/name") != fingerprint("/id"))
    #expect(try fingerprint("/en") != fingerprint("/de"), "a bare language code is too often a property")
    #expect(!Fingerprint.isMapKey("created_at") && !Fingerprint.isMapKey("user-agent"))
  }
}
