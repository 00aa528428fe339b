import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// A dump folder holding what is not a regular file (issue #10, item 4): a FIFO, a socket, a
/// device link, symlinks that loop or lead nowhere. Each is a located note; none is opened
/// (opening the FIFO would block the run forever).
@Suite struct DumpFileKindsTests {
  @Test func specialFilesAndBrokenLinksAreLocatedNotesNeverOpened() throws {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("dump/pets/ok.json", #"[{"id": 1, "name": "Rex", "species": "dog"}]"#)
    #expect(mkfifo(project.path("dump/pets/pipe.json"), 0o600) == 0)
    #expect(symlink("/dev/zero", project.path("dump/pets/zero.json")) == 0)
    #expect(symlink("loop-b.json", project.path("dump/pets/loop-a.json")) == 0)
    #expect(symlink("loop-a.json", project.path("dump/pets/loop-b.json")) == 0)
    #expect(symlink("gone.json", project.path("dump/pets/dangling.json")) == 0)
    // A socket, bound to a path in the dump.
    let socketPath = project.path("dump/pets/socket.json")
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    #expect(bound == 0)

    for arguments in [["--against", "dump"], ["--against", "dump/pets/pipe.json", "--against", "dump/pets/ok.json"]] {
      let output = try project.run(["check", "--format", "json"] + arguments)
      #expect(output.exitCode == 0, "\(output.standardError)")
      let report = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
      #expect(report["summary"]?["responses"] == 1, "only ok.json is read")
      let notes = (report["findings"]?.arrayValue ?? []).filter { $0["kind"] == "unmapped" }
      var byFile: [String: String] = [:]
      for note in notes {
        #expect(note["severity"] == "note")
        byFile[note["file"]?.stringValue ?? ""] = note["message"]?.stringValue
      }
      #expect(byFile["dump/pets/pipe.json"]?.hasPrefix("not read: a FIFO (named pipe)") == true)
      if arguments == ["--against", "dump"] {
        #expect(byFile["dump/pets/socket.json"] == "not read: a socket; only regular files are checked")
        #expect(byFile["dump/pets/zero.json"] == "not read: a character device; only regular files are checked")
        #expect(byFile["dump/pets/loop-a.json"]?.contains("a symlink that loops (to loop-b.json)") == true)
        #expect(byFile["dump/pets/loop-b.json"]?.contains("a symlink that loops") == true)
        #expect(byFile["dump/pets/dangling.json"]?.contains("a dangling symlink (to gone.json") == true)
        #expect(notes.count == 6)
      }
    }
    let text = try project.run(["check", "--against", "dump"]).standardOutput
    #expect(text.contains("not read: a FIFO (named pipe)") && text.contains("at dump/pets/pipe.json"))
  }
}
