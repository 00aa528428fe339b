import ContractTesting
import Foundation
import Testing

/// A signal that ends a run while it writes its report leaves no temporary file behind, and a
/// temporary left by a run that was killed outright is removed by the next write into its
/// folder, whatever file that writes (issue #31, item 6).
@Suite struct InterruptedWriteTests {
  /// A corpus whose report is a few megabytes: its write lasts long enough to be caught.
  private func project() throws -> ScratchProject {
    let project = try ScratchProject(
      contracts: """
        [ { "id": "pets.pet", "type": "Pet", "profile": "supabase", "corpus": ["pets/*.json"], "envelope": "array" } ]
        """)
    let extra = (0..<8_000).map { #""extra_key_number_\#($0)": \#($0)"# }.joined(separator: ", ")
    try project.write("Corpus/pets/list.json", #"[{"id": 1, "name": "Rex", "species": "dog", \#(extra)}]"#)
    return project
  }

  private func temporaries(_ project: ScratchProject) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: project.root).filter { $0.hasSuffix(".tmp") }
  }

  /// A finished run: killed by a signal (its number), or exited (its status).
  enum Ending: Equatable {
    case signalled(Int32)
    case exited(Int32)
  }

  /// Runs `check --output r.json` and stops it with SIGSTOP at a moment its temporary exists;
  /// sends `signal` and lets it go on. `nil` when the write ended before it could be stopped.
  ///
  /// Started with posix_spawn, the signals unblocked and at their default: a test runner's
  /// threads block them, and a child started with Process would inherit that mask (a shell
  /// starts the tool with none blocked).
  private func interruptWhileWriting(_ project: ScratchProject, with signal: Int32) throws -> Ending? {
    let tool = try productURL("contract-fixtures").path
    let script = "cd '\(project.root)' && exec '\(tool)' check --format json --output r.json >/dev/null 2>&1"
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let arguments = ["/bin/sh", "-c", script]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var environment: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in environment { free(variable) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", nil, &attributes, &argv, &environment) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var caught = false
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      guard try !temporaries(project).isEmpty else { continue }
      kill(pid, SIGSTOP)
      // Stopped: if the temporary is still there, the signal arrives before its rename.
      caught = try !temporaries(project).isEmpty
      if caught { kill(pid, signal) }
      kill(pid, SIGCONT)
      waitpid(pid, &status, 0)
      break
    }
    guard caught else { return nil }
    // The wait status: the low seven bits are the signal that ended the process, if any.
    return status & 0x7f != 0 ? .signalled(status & 0x7f) : .exited((status >> 8) & 0xff)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalDuringTheReportWriteRemovesTheTemporary(signal: Int32) throws {
    let project = try project()
    var ending: Ending? = nil
    // The write is caught in the act nearly always at once; each miss is a complete run. On a
    // loaded machine the poll can sleep through a few writes (five misses in a row happened
    // once in CI), so it tries more often than it needs to.
    for _ in 0..<20 where ending == nil {
      try? FileManager.default.removeItem(atPath: project.path("r.json"))
      ending = try interruptWhileWriting(project, with: signal)
    }
    #expect(ending != nil, "the report's write was never caught in progress")
    #expect(ending == .signalled(signal), "the signal still ends the run")
    #expect(try temporaries(project).isEmpty, "the temporary is removed")
    #expect(!FileManager.default.fileExists(atPath: project.path("r.json")), "no half report")
  }

  @Test func aKilledRunsTemporaryIsRemovedByTheNextWriteOfAnyFileThere() throws {
    let project = try project()
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let gone = finished.processIdentifier
    // Left by runs killed outright, for other files than the one written next.
    let orphans = [".r.json.\(gone).1z56ej92izk1l.tmp", ".baseline.json.\(gone).k3j9x.tmp"]
    for orphan in orphans { try project.write(orphan, "half a report") }
    // Not of that shape, or of a live process: kept.
    let kept = [".notes.\(gone).tmp", ".r.json.\(getpid()).zz9.tmp", ".r.json.\(gone).NOT-RANDOM.tmp", "r.\(gone).a1.tmp"]
    for name in kept { try project.write(name, "someone else's") }

    let output = try project.run(["check", "--format", "text", "--output", "other.txt"])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: project.root)
    for orphan in orphans { #expect(!names.contains(orphan), "\(orphan) is cleaned up") }
    for name in kept { #expect(names.contains(name), "\(name) is left alone") }
  }
}
