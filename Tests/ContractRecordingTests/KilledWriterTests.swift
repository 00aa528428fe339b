import ContractTesting
import Foundation
import Testing

/// A process recording as fast as it can, killed with SIGKILL mid-run, leaves only whole
/// lines: every line of every file it wrote parses, and the caps held while it rotated.
@Suite struct KilledWriterTests {
  @Test func aWriterKilledMidRunLeavesParseableNDJSON() throws {
    let scratch = try ScratchFolder()
    let directory = scratch.url.appendingPathComponent("recordings")
    let writer = Process()
    writer.executableURL = try productURL("contract-recorder-runner")
    writer.arguments = ["write", directory.path]
    let output = Pipe()
    writer.standardOutput = output
    try writer.run()
    // "ready" once lines are on disk; from then on it writes without end, so the kill lands
    // mid-run (usually mid-line: each line is about 100 KB).
    let ready = try output.fileHandleForReading.read(upToCount: 6).map { String(decoding: $0, as: UTF8.self) }
    #expect(ready == "ready\n")
    kill(writer.processIdentifier, SIGKILL)
    writer.waitUntilExit()
    #expect(writer.terminationReason == .uncaughtSignal)

    let files = try scratch.files(under: "recordings")
    #expect(!files.isEmpty)
    var lines = 0
    for file in files {
      #expect(file.data.isEmpty || file.data.last == 0x0A, "\(file.path) ends on a whole line")
      for line in file.data.split(separator: 0x0A) {
        let envelope = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        #expect(envelope?["route"] as? String == "GET /pets", "\(file.path)")
        #expect((envelope?["body"] as? [Any])?.count == 2000)
        lines += 1
      }
      #expect(file.data.count <= 1 << 20, "the per-file cap")
    }
    #expect(lines >= 4)
    #expect(files.reduce(0) { $0 + $1.data.count } <= 6 << 20, "the total cap")
  }
}
