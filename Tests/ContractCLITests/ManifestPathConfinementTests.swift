import ContractTesting
import Foundation
import Testing

/// A manifest's schema paths stay in the contracts folder, as `$ref`s do, and `check` and
/// `validate` read `../` inside the folder alike (issue #31, item 4).
@Suite struct ManifestPathConfinementTests {
  /// A contracts folder whose `a/x.schema.json` refers to `../common/n.json`, and a corpus
  /// response that breaks it.
  private func project(schema: String, errors: String? = nil) throws -> ScratchProject {
    let project = try ScratchProject(contracts: "[]")
    try manifest(project, schema: schema, errors: errors)
    try project.write("Contracts/a/x.schema.json", #"{"type": "object", "properties": {"n": {"$ref": "../common/n.json"}}}"#)
    try project.write("Contracts/common/n.json", #"{"type": "integer"}"#)
    try project.write("Corpus/a/one.json", #"{"n": "s"}"#)
    // A file beside the contracts folder, which no manifest path may open.
    try project.write("outside.json", "SECRETFILE not json")
    return project
  }

  /// Rewrites the manifest, its schema path on line 2.
  private func manifest(_ project: ScratchProject, schema: String, errors: String? = nil) throws {
    let errorSchema = errors.map { #", "errors": {"schema": "\#($0)"}"# } ?? ""
    try project.write(
      "Contracts/contracts.json",
      """
      { "contracts": [ { "id": "a.x",
          "schema": "\(schema)", "corpus": ["a/*.json"]\(errorSchema) } ] }
      """)
  }

  @Test func aSchemaPathOutsideTheFolderIsRefusedAtItsManifestLine() throws {
    let project = try project(schema: "x")
    for path in [
      "../outside.json", "a/../../outside.json", "../../../../../../../../etc/passwd", "/etc/passwd",
      project.path("outside.json"),
    ] {
      try manifest(project, schema: path)
      for arguments in [["check"], ["check", "--format", "json"], ["list"]] {
        let output = try project.run(arguments)
        #expect(output.exitCode == 2, "\(path) \(arguments): \(output.standardError)")
        #expect(
          output.standardError.contains(
            "contracts.json:2:15: \"schema\" '\(path)' is outside the contracts folder"),
          "\(path): \(output.standardError)")
        for text in [output.standardOutput, output.standardError] {
          #expect(!text.contains("SECRETFILE") && !text.contains("root:"), "nothing of the file is quoted")
        }
      }
    }
    try manifest(project, schema: "a/x.schema.json", errors: "../outside.json")
    let errors = try project.run(["check"])
    #expect(errors.exitCode == 2)
    #expect(errors.standardError.contains("\"schema\" '../outside.json' is outside the contracts folder"))
  }

  @Test func pathsInsideTheFolderAbsoluteOrWithDotDotWorkAndValidateAgrees() throws {
    let project = try project(schema: "x")
    for path in [
      "a/x.schema.json", "a/../a/x.schema.json", "./common/../a/x.schema.json", project.path("Contracts/a/x.schema.json"),
    ] {
      try manifest(project, schema: path)
      let check = try project.run(["check"])
      #expect(check.exitCode == 1, "\(path): \(check.standardError)")
      #expect(check.standardOutput.contains("/n"), "the $ref to ../common/n.json is read")
      #expect(check.standardOutput.contains("expected integer, got string"))
      #expect(check.standardOutput.contains("a.x  a/x.schema.json"), "the path is shown inside the folder")
    }
    // validate reads the same schema's ../ reference from the contracts folder it lies in.
    let validate = try project.run(["validate", "--schema", "Contracts/a/x.schema.json", "Corpus/a/one.json"])
    #expect(validate.exitCode == 1, "\(validate.standardError)")
    #expect(validate.standardOutput.contains("/n: expected integer, got string"))
    // Outside any contracts folder, a schema's references stay below its own folder.
    try project.write("loose/x.schema.json", #"{"properties": {"n": {"$ref": "../Contracts/common/n.json"}}}"#)
    let loose = try project.run(["validate", "--schema", "loose/x.schema.json", "Corpus/a/one.json"])
    #expect(loose.exitCode == 2)
    #expect(loose.standardError.contains("leaves the schema root"))
  }
}
