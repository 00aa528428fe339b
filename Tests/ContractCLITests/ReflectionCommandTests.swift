import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// What a round trip cannot find, on the built fixture runner: properties the model declares
/// but never decodes or reads from a sibling's key (`Mirror` after the decode), a read-only
/// client's quiet defaults, the manifest's `severity` map, and the null probe of a required
/// but nullable value.
@Suite struct ReflectionCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/pets").path

  private func report(_ arguments: [String], in directory: String = Self.fixtures) throws -> JSONValue {
    let output = try executeCommand(
      ["check", "--format", "json"] + arguments, product: "contract-fixtures", in: directory)
    return try JanssonParser.parse(Array(output.standardOutput.utf8)).value
  }

  private func findings(_ report: JSONValue, contract: String) -> [JSONValue] {
    (report["findings"]?.arrayValue ?? []).filter { $0["contract"]?.stringValue == contract }
  }

  @Test func aPropertyCodingKeysLeaveOutIsAnError() throws {
    let drift = findings(try report(["--contract", "pets.forgotten"]), contract: "pets.forgotten").filter {
      $0["kind"] == "model-drift"
    }
    #expect(drift.count == 1)
    let finding = try #require(drift.first)
    #expect(finding["severity"] == "error")
    #expect(finding["pointer"] == "/photo_url")
    #expect(finding["evidence"]?["cause"] == "never-decoded")
    #expect(finding["evidence"]?["property"] == "PetWithForgottenKey.photoURL")
    #expect(finding["evidence"]?["key"] == "photo_url")
    #expect(finding["line"] == 1 && finding["column"] == 39)
    #expect(
      finding["message"]
        == #"declared but never decoded: PetWithForgottenKey.photoURL stays empty while the response has 'photo_url': "https://pets.example/rex.jpg" (CodingKeys has no case for it?)"#
    )
  }

  @Test func swappedCodingKeysAreOneFindingNamingBothProperties() throws {
    let drift = findings(try report(["--contract", "pets.swapped"]), contract: "pets.swapped").filter {
      $0["kind"] == "model-drift"
    }
    // Two properties reading each other's key: one swap, one finding naming both.
    let summary = drift.map {
      "\($0["severity"]?.stringValue ?? "") \($0["evidence"]?["property"]?.stringValue ?? "")"
    }
    #expect(summary == ["warning PetWithSwappedKeys.breederName & PetWithSwappedKeys.ownerName"])
    #expect(
      drift.first?["message"]?.stringValue?.contains(
        "PetWithSwappedKeys's CodingKeys swap 'breeder_name' and 'owner_name' (breederName reads 'owner_name', ownerName reads 'breeder_name')"
      ) == true, "\(drift)")
    #expect(drift.allSatisfy { $0["evidence"]?["cause"] == "reads-another-key" })
    // The round trip alone sees nothing wrong: each key is written back where it was read.
    let report = try self.report(["--contract", "pets.swapped"])
    #expect(
      findings(report, contract: "pets.swapped").filter { $0["kind"] == "roundtrip-loss" }.map {
        $0["pointer"]?.stringValue ?? ""
      } == ["/photo_url"])
  }

  /// `"direction": "read"`: the kittens' unmodelled `colour` is one note under the innermost
  /// type, whichever container held it; the `null` tags read as absent are not reported.
  @Test func aReadOnlyClientHearsOfEachUnmodelledKeyOnce() throws {
    let report = try report(["--contract", "pets.litter"])
    let litter = findings(report, contract: "pets.litter")
    #expect(litter.count == 3)
    #expect(Set(litter.compactMap { $0["fingerprint"]?.stringValue }).count == 1)
    #expect(litter.allSatisfy { $0["severity"] == "note" && $0["evidence"]?["difference"] == "unmodelled" })
    #expect(
      litter.map { $0["pointer"]?.stringValue ?? "" } == ["/mother/colour", "/kittens/0/colour", "/kittens/1/colour"])
    #expect(litter.first?["message"] == "Litter.Kitten does not model 'colour': the app never reads it")
    #expect(litter.first?["evidence"]?["original"] == #""tabby""#)
    let fingerprint = try #require(litter.first?["fingerprint"]?.stringValue)
    #expect(report["occurrences"]?[fingerprint] == 3)
  }

  /// GitHub sends `"name": null` for a required key: the probe tries it.
  @Test func theNullProbeCoversRequiredButNullableValues() throws {
    let drift = findings(try report(["--contract", "pets.nullname"]), contract: "pets.nullname").filter {
      $0["kind"] == "model-drift"
    }
    #expect(drift.map { $0["pointer"]?.stringValue ?? "" } == ["/name"])
    #expect(drift.first?["evidence"]?["operator"] == "null-optional")
    #expect(drift.first?["message"]?.stringValue?.contains("null where the model requires String") == true)
  }

  private func project(_ manifest: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(manifest, to: "Contracts/contracts.json")
    let corpus = Self.fixtures + "/Corpus"
    for file in ["reflection/forgotten/rex.json", "litters/spring.json"] {
      try folder.write(try String(contentsOfFile: corpus + "/" + file, encoding: .utf8), to: "Corpus/" + file)
    }
    return folder
  }

  @Test func theSeverityMapSetsAKindOrAKindAndCause() throws {
    let folder = try project(
      """
      { "severity": { "model-drift.never-decoded": "note", "roundtrip-loss.null-became-absent": "off",
                      "roundtrip-loss": "error" },
        "contracts": [
          { "id": "forgotten", "type": "PetWithForgottenKey", "corpus": ["reflection/forgotten/*.json"] },
          { "id": "litter", "type": "Litter", "corpus": ["litters/*.json"] } ] }
      """)
    let report = try report([], in: folder.path)
    let all = report["findings"]?.arrayValue ?? []
    let drift = try #require(all.first { $0["kind"] == "model-drift" })
    #expect(drift["severity"] == "note")
    #expect(all.allSatisfy { $0["evidence"]?["difference"] != "null-became-absent" })
    let losses = all.filter { $0["kind"] == "roundtrip-loss" }
    #expect(!losses.isEmpty && losses.allSatisfy { $0["severity"] == "error" })
    #expect(report["summary"]?["notes"] == 1)
  }

  @Test func aBadDirectionOrSeverityIsALocatedConfigurationError() throws {
    let direction = try project(#"{ "contracts": [ { "id": "l", "type": "Litter", "direction": "readonly" } ] }"#)
    let first = try executeCommand(["check"], product: "contract-fixtures", in: direction.path)
    #expect(first.exitCode == 2)
    #expect(
      first.standardError
        == "contract check: Contracts/contracts.json:1:62: \"direction\" must be \"read\" or \"roundtrip\", not 'readonly' (at /contracts/0/direction)\n"
    )
    let severity = try project(#"{ "severity": { "roundtrip-los": "note" }, "contracts": [] }"#)
    let second = try executeCommand(["check"], product: "contract-fixtures", in: severity.path)
    #expect(second.exitCode == 2)
    #expect(second.standardError.contains(#"unknown finding kind "roundtrip-los" (did you mean "roundtrip-loss"?)"#))
  }
}
