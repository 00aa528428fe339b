import ContractTesting
import Foundation
import Testing

/// How reports, baselines and fuzz folders are written, and what happens when they cannot
/// be (issue #10, items 2 and 3), on the built binary.
@Suite struct FileSafetyTests {
  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
            "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog", "legacy": 1}]"#)
    return project
  }

  /// Runs the fixture runner through `sh`, so the test can point standard output anywhere
  /// (`> /dev/full`, `>&-`).
  private func shell(_ project: ScratchProject, _ redirect: String, _ arguments: [String]) throws -> (
    exitCode: Int32, standardError: String
  ) {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    return try executeCommandInShell("\"$CONTRACT\" \(quoted) \(redirect)", in: project.root)
  }

  /// The exit status and standard error of `script`.
  private func executeCommandInShell(_ script: String, in directory: String) throws -> (
    exitCode: Int32, standardError: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["CONTRACT"] = try productURL("contract-fixtures").path
    process.environment = environment
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, errorText)
  }

  @Test func aFullOrClosedStandardOutputIsExit3WithOneLine() throws {
    let project = try project()
    for (redirect, cause) in [("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")] {
      for format in ["json", "text"] {
        let output = try shell(project, redirect, ["check", "--format", format])
        #expect(output.exitCode == 3, "\(redirect): \(output.standardError)")
        #expect(
          output.standardError == "contract: cannot write the report to standard output: \(cause)\n",
          "one line, no trap, no backtrace")
      }
    }
  }

  /// `contract check | head`: a reader that closes the pipe is no error to report.
  @Test func aReaderThatClosesThePipeEndsTheRunQuietly() throws {
    let project = try project()
    // `true` reads nothing and exits at once: the report meets a closed pipe.
    let output = try executeCommandInShell(
      "( \"$CONTRACT\" check --format text; echo $? > status ) | true", in: project.root)
    #expect(output.standardError == "", "no broken-pipe message")
    let status = try String(contentsOfFile: project.path("status"), encoding: .utf8)
    #expect(status == "141\n")
  }

  @Test func destinationsAreCheckedBeforeTheRun() throws {
    let project = try project()
    try FileManager.default.createDirectory(atPath: project.path("r.json"), withIntermediateDirectories: true)
    let cases: [([String], String)] = [
      (["check", "--output", "r.json"], "contract check: cannot write r.json: Is a directory\n"),
      (
        ["check", "--output", "/proc/r.json"], "contract check: cannot write /proc/r.json: No such file or directory\n"
      ),
      (["check", "--output", "/sys/r.json"], "contract check: cannot write /sys/r.json: Permission denied\n"),
      (
        ["check", "--baseline", "r.json", "--update-baseline"],
        "contract check: cannot write r.json: Is a directory\n"
      ),
      (
        ["fuzz", "--out", "/proc/fuzz"],
        "contract fuzz: cannot write /proc/fuzz/report.json: No such file or directory\n"
      ),
    ]
    for (arguments, message) in cases {
      let output = try project.run(arguments)
      #expect(output.exitCode == 2, "\(arguments)")
      #expect(output.standardError == message, "\(arguments)")
      #expect(output.standardOutput.isEmpty, "nothing was run")
    }
  }

  @Test func aWriteThatFailsLateStillPrintsTheReport() throws {
    let project = try project()
    let output = try project.run(["check", "--format", "json", "--output", "/dev/full"])
    #expect(output.exitCode == 3)
    #expect(output.standardOutput.contains(#""kind": "roundtrip-loss""#), "the report went to standard output")
    #expect(
      output.standardError
        == "contract check: cannot write /dev/full: No space left on device; the report went to standard output\n")
  }

  @Test func nonRegularTargetsAreWrittenInPlaceAndDashIsStandardOutput() throws {
    let project = try project()
    let devNull = try project.run(["check", "--output", "/dev/null"])
    #expect(devNull.exitCode == 0 && devNull.standardOutput.isEmpty)
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")

    let viaDevStdout = try project.run(["check", "--format", "json", "--output", "/dev/stdout"])
    #expect(viaDevStdout.standardOutput.contains(#""kind": "roundtrip-loss""#))
    let dash = try project.run(["check", "--format", "json", "--output", "-"])
    #expect(dash.standardOutput == viaDevStdout.standardOutput)
    #expect(!FileManager.default.fileExists(atPath: project.path("-")))

    let fifo = project.path("report.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    nonisolated(unsafe) var read = Data()
    let reader = Thread { read = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data() }
    reader.start()
    let toFIFO = try project.run(["check", "--format", "json", "--output", "report.fifo"])
    while !reader.isFinished { usleep(1000) }
    #expect(toFIFO.exitCode == 0)
    #expect(String(decoding: read, as: UTF8.self) == dash.standardOutput)
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
  }

  @Test func aReplacedFileKeepsItsModeAndPlantedOrOrphanedTemporariesAreHarmless() throws {
    let project = try project()
    try project.write("r.json", "old")
    #expect(chmod(project.path("r.json"), 0o640) == 0)
    // Symlinks planted at every name a temporary file used to get, pointing at a victim.
    try project.write("victim.txt", "untouched")
    for name in [".r.json.tmp", ".r.json.\(getpid()).tmp", ".r.json.\(getpid() + 1).tmp"] {
      #expect(symlink(project.path("victim.txt"), project.path(name)) == 0)
    }
    // The temporary file of a run killed before its rename: its process is gone.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let orphan = ".r.json.\(finished.processIdentifier).k3j9x.tmp"
    try project.write(orphan, "half a report")
    // One of a live run (this test's process): not ours to remove.
    let live = ".r.json.\(getpid()).zz9.tmp"
    try project.write(live, "in progress")

    let output = try project.run(["check", "--format", "json", "--output", "r.json"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(try project.read("r.json").contains(#""kind": "roundtrip-loss""#))
    var status = stat()
    #expect(stat(project.path("r.json"), &status) == 0 && status.st_mode & 0o777 == 0o640, "the mode is kept")
    #expect(try project.read("victim.txt") == "untouched")
    let names = try FileManager.default.contentsOfDirectory(atPath: project.root)
    #expect(!names.contains(orphan), "the orphan is cleaned up")
    #expect(names.contains(live))
    #expect(names.filter { $0.hasPrefix(".r.json.") }.count == 4, "the planted links and the live file only")

    // A symlink to a regular file: the file is replaced, the link stays a link.
    #expect(symlink(project.path("r.json"), project.path("link.json")) == 0)
    #expect(try project.run(["check", "--format", "text", "--output", "link.json"]).exitCode == 0)
    #expect(lstat(project.path("link.json"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    #expect(try project.read("r.json").contains("roundtrip-loss"))
    #expect(!(try project.read("r.json")).hasPrefix("{"))
  }
}
