import ContractTesting
import Foundation
import Testing

/// A file without write permission is not replaced by a write (issue #31, item 5): renaming a
/// temporary over it needs only the folder's permission, so it would be, mode and all. The
/// tool refuses as an editor does, also as root (which passes every access check).
@Suite struct ReadOnlyTargetTests {
  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog", "legacy": 1}]"#)
    return project
  }

  private func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  @Test func aReadOnlyBaselineOrReportIsRefusedNotReplaced() throws {
    let project = try project()
    try project.write("baseline.json", "kept as it is\n")
    #expect(chmod(project.path("baseline.json"), 0o444) == 0)
    try project.write("r.json", "kept too\n")
    #expect(chmod(project.path("r.json"), 0o400) == 0)
    let cases: [([String], String)] = [
      (["check", "--baseline", "baseline.json", "--update-baseline"], "check: cannot write baseline.json"),
      (["fuzz", "--iterations", "10", "--baseline", "baseline.json", "--update-baseline"], "fuzz: cannot write baseline.json"),
      (["check", "--output", "r.json"], "check: cannot write r.json"),
    ]
    for (arguments, message) in cases {
      let output = try project.run(arguments)
      #expect(output.exitCode == 2, "\(arguments): \(output.standardError)")
      #expect(output.standardError == "contract \(message): Permission denied\n", "\(arguments)")
    }
    #expect(try project.read("baseline.json") == "kept as it is\n")
    #expect(mode(project.path("baseline.json")) == 0o444)
    #expect(try project.read("r.json") == "kept too\n")

    // Made writable again, the same files are replaced, keeping their mode.
    #expect(chmod(project.path("baseline.json"), 0o644) == 0)
    let update = try project.run(["check", "--baseline", "baseline.json", "--update-baseline"])
    #expect(update.exitCode == 0, "\(update.standardError)")
    #expect(try project.read("baseline.json").contains("roundtrip-loss"))
    #expect(mode(project.path("baseline.json")) == 0o644)
  }
}
