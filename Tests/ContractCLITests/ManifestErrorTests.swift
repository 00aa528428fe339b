import ContractTesting
import Foundation
import Testing

/// Manifest mistakes that used to pass in silence: a corpus glob naming nothing, a corpus
/// file nothing claims, a `corpusRoot` that is not there; and an absolute `corpusRoot`.
@Suite struct ManifestErrorTests {
  static let pets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pets/Corpus/pets/list.json").path

  private func project(corpusRoot: String? = nil, corpus: String = "pets/*.json") throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let root = corpusRoot.map { #""corpusRoot": "\#($0)", "# } ?? ""
    try folder.write(
      """
      { \(root)"contracts": [
          { "id": "pets", "type": "Pet", "profile": "supabase", "envelope": "array",
            "corpus": ["\(corpus)"] } ] }
      """, to: "Contracts/contracts.json")
    try folder.write(try String(contentsOfFile: Self.pets, encoding: .utf8), to: "Corpus/pets/list.json")
    return folder
  }

  private func check(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> CommandOutput {
    try executeCommand(["check", "--fail-on", "never"] + arguments, product: "contract-fixtures", in: folder.path)
  }

  @Test func aGlobMatchingNothingIsAWarning() throws {
    let folder = try project(corpus: "pet/*.json")
    let output = try check(folder)
    #expect(output.exitCode == 0)
    #expect(
      output.standardError.contains(
        "contract check: warning: Contracts/contracts.json:3:17: contract 'pets': corpus glob 'pet/*.json' matches no file under Corpus"
      ))
  }

  @Test func aCorpusFileNoContractClaimsIsAWarning() throws {
    let folder = try project()
    try folder.write("{}", to: "Corpus/users/octocat.json")
    let output = try check(folder)
    #expect(output.exitCode == 0)
    #expect(output.standardError.contains("warning: 1 corpus file no contract claims, not checked: users/octocat.json"))
    #expect(!output.standardError.contains("matches no file"))
  }

  @Test func aMissingCorpusRootIsAConfigurationError() throws {
    let folder = try project(corpusRoot: "../Recorded")
    let output = try check(folder)
    #expect(output.exitCode == 2)
    #expect(
      output.standardError
        == "contract check: Contracts/contracts.json:1:17: \"corpusRoot\" '../Recorded': no such folder (Recorded) (at /corpusRoot)\n"
    )
  }

  @Test func anAbsoluteCorpusRootIsTakenAsItIs() throws {
    let elsewhere = try project()
    let folder = try project(corpusRoot: elsewhere.path + "/Corpus")
    try FileManager.default.removeItem(atPath: folder.path + "/Corpus")
    let output = try check(folder, ["--format", "json"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains(#""responses": 1,"#))
    #expect(output.standardOutput.contains(#""file": "\#(elsewhere.path)/Corpus/pets/list.json""#))
    #expect(output.standardError.isEmpty)
  }
}
