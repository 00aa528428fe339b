import ContractTesting
import Foundation
import Testing

/// An `--against` path that yields no response is a mistake in the command, not a dump that
/// passed: a warning naming it, and exit 2 (issue #31, item 7).
@Suite struct EmptyDumpPathTests {
  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog"}]"#)
    try project.write("dump/pets/list.json", #"[{"id": 2, "name": "Tom", "species": "cat"}]"#)
    try project.write("other/notes.txt", "not a response")
    try project.write("logs/empty.ndjson", "")
    try project.write("logs/blank.jsonl", "\n  \r\n\t\n")
    try project.write("one/today.ndjson", "")
    try project.write("capture/session.har", #"{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": []}}"#)
    for folder in ["empty", "x.json"] {
      try FileManager.default.createDirectory(atPath: project.path(folder), withIntermediateDirectories: true)
    }
    return project
  }

  @Test func aPathWithNoResponsesIsAWarningAndExit2() throws {
    let project = try project()
    for path in ["empty", "x.json", "other"] {
      for format in ["text", "json"] {
        let output = try project.run(["check", "--against", path, "--format", format])
        #expect(output.exitCode == 2, "\(path): \(output.standardError)")
        #expect(
          output.standardError
            == "contract check: warning: --against \(path): no responses to check in it (no *.json, *.ndjson, *.jsonl or *.har file is read there)\n",
          "\(path)")
      }
    }
    // A log with no line written yet or a capture with no entry, alone or every file in a folder.
    let one = "a log with no line or a capture with no entry"
    let every = "every file there is a log with no line or a capture with no entry"
    for (path, why) in [
      ("logs/empty.ndjson", one), ("logs", every), ("one", one), ("capture/session.har", one), ("capture", one),
    ] {
      let output = try project.run(["check", "--against", path])
      #expect(output.exitCode == 2, "\(path): \(output.standardError)")
      #expect(
        output.standardError == "contract check: warning: --against \(path): no responses to check in it (\(why))\n",
        "\(path)")
      #expect(try project.run(["coverage", "--against", path]).standardError.contains("--against \(path): no responses"))
    }
    // Beside a dump that has responses, the empty path is still named, and the dump checked.
    let mixed = try project.run(["check", "--against", "dump", "--against", "empty"])
    #expect(mixed.exitCode == 2)
    #expect(mixed.standardOutput.contains("1 response"))
    #expect(mixed.standardError.contains("--against empty: no responses to check"))
    #expect(!mixed.standardError.contains("--against dump"))
    // A dump with responses alone is as before.
    #expect(try project.run(["check", "--against", "dump"]).exitCode == 0)
  }
}
