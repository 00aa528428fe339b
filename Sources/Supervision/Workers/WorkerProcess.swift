import Foundation

/// One worker: a child process running `contract fuzz-worker`, with pipes to its standard
/// input, output and error.
///
/// Spawned with `posix_spawn` rather than `Process` for control over descriptors: every pipe
/// end is close-on-exec (made under one lock, so no worker inherits another's pipe and keeps
/// it open after that worker dies), and the child gets its own process group, so Ctrl-C in
/// the terminal reaches only the parent, which stops cleanly and closes the workers' input.
/// `contract check`'s workers (`check-worker`) stay in the parent's group instead: Ctrl-C
/// ends the check, workers and all.
public final class WorkerProcess {
  let pid: pid_t
  let channel: FrameChannel
  private let errorOutput: Int32
  /// The start and the end of what the worker wrote to standard error: a trap's message is
  /// near the start, before the stack trace the runtime prints.
  private var errorHead: [UInt8] = []
  private var errorTail: [UInt8] = []
  private var exited = false
  /// The exit status, once reaped, when the worker exited rather than being killed.
  private var exitStatus: Int32?
  private var inputClosed = false

  private static let spawnLock = NSLock()

  public enum SpawnError: Error, CustomStringConvertible {
    case pipe(Int32)
    case spawn(String, Int32)

    public var description: String {
      switch self {
      case .pipe(let code): "cannot create a pipe for a worker: \(String(cString: strerror(code)))"
      case .spawn(let path, let code): "cannot start the worker \(path): \(String(cString: strerror(code)))"
      }
    }
  }

  /// Starts `executable` with `arguments`; in a process group of its own unless
  /// `ownProcessGroup` is false.
  public init(executable: String, arguments: [String], environment: [String: String], ownProcessGroup: Bool = true)
    throws(SpawnError)
  {
    WorkerProcess.spawnLock.lock()
    defer { WorkerProcess.spawnLock.unlock() }
    var pipes: [Int32] = []
    func makePipe() throws(SpawnError) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw .pipe(errno) }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      pipes += ends
      return (ends[0], ends[1])
    }
    let input: (read: Int32, write: Int32)
    let output: (read: Int32, write: Int32)
    let error: (read: Int32, write: Int32)
    do {
      input = try makePipe()
      output = try makePipe()
      error = try makePipe()
    } catch {
      for end in pipes { close(end) }
      throw error
    }
    _ = fcntl(error.read, F_SETFL, fcntl(error.read, F_GETFL) | O_NONBLOCK)

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 onto 0, 1, 2 clears close-on-exec on the child's copies only.
    posix_spawn_file_actions_adddup2(&actions, input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, error.write, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownProcessGroup { posix_spawnattr_setpgroup(&attributes, 0) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    sigaddset(&defaults, SIGINT)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(
      &attributes, Int16((ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0) | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    )

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    // A trap must end the worker at once. Swift's backtracer would symbolicate for seconds,
    // and it holds the worker's output pipe open after the worker is gone, so the parent
    // waiting for that pipe's end would wait with it (seen hanging a supervised check).
    var environment = environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    close(input.read)
    close(output.write)
    close(error.write)
    guard status == 0 else {
      close(input.write)
      close(output.read)
      close(error.read)
      throw .spawn(executable, status)
    }
    pid = child
    channel = FrameChannel(input: output.read, output: input.write, nonBlocking: true)
    errorOutput = error.read
  }

  /// This program, to start as a worker of itself.
  public static func currentExecutable() -> String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "contract"
  }

  /// Reads the worker's next answer (``FrameChannel/read(timeout:draining:drain:)``),
  /// reading its standard error meanwhile.
  func nextAnswer(timeout: Double?) -> FrameChannel.ReadResult {
    channel.read(timeout: timeout, draining: errorOutput) { drainErrors() }
  }

  /// Reads what the worker wrote to standard error so far, keeping the first 8 KiB and the
  /// last 4 KiB (a worker that writes a lot must not block on a full pipe).
  func drainErrors() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(errorOutput, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      let room = max(0, 8192 - errorHead.count)
      errorHead.append(contentsOf: chunk[0..<min(count, room)])
      guard count > room else { continue }
      errorTail.append(contentsOf: chunk[room..<count])
      if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
    }
  }

  /// Kills the worker (a hang) and reaps it.
  func kill() {
    guard !exited else { return }
    _ = Foundation.kill(pid, SIGKILL)
    _ = reap()
  }

  /// Says how the worker ended, once its answers ended (its output closed, or turned into
  /// something that is not frames): killed first if it still runs.
  ///
  /// A worker that died has its status already (the kill changes nothing); one that filled
  /// its pipe with something else would block writing the rest, and waiting for it would
  /// wait forever.
  func end() -> String {
    if !exited { _ = Foundation.kill(pid, SIGKILL) }
    return reap()
  }

  /// Waits for the worker to exit and says how it ended: `terminated by SIGILL: Fatal error: …`.
  func reap() -> String {
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
    exited = true
    drainErrors()
    let signalNumber = status & 0x7f
    var how: String
    if result < 0 {
      how = "exited"
    } else if signalNumber != 0 && signalNumber != 0x7f {
      how = "terminated by \(WorkerProcess.signalName(signalNumber))"
    } else {
      exitStatus = (status >> 8) & 0xff
      how = "exited with status \((status >> 8) & 0xff)"
    }
    if let message = WorkerProcess.trapMessage(in: errorHead + errorTail) { how += ": " + message }
    return how
  }

  /// Closes the worker's input and waits for it to exit, reading its standard error
  /// meanwhile (a trap's backtrace is more than a pipe holds) and calling `tick` every
  /// quarter of a second, however much it writes.
  ///
  /// When `tick` returns false, the worker is
  /// killed (SIGKILL to its process alone: a `check-worker` shares this process's group).
  ///
  /// - Returns: the exit status (`nil` when a signal killed it) and how it ended (``reap()``).
  public func waitForExit(tick: () -> Bool) -> (status: Int32?, how: String) {
    closeInput()
    let interval = Duration.milliseconds(250)
    var descriptor = pollfd(fd: errorOutput, events: Int16(POLLIN), revents: 0)
    var lastTick = ContinuousClock.now
    while !exited {
      descriptor.revents = 0
      let ready = poll(&descriptor, 1, 250)
      if ready < 0, errno != EINTR { break }
      if ready > 0 {
        drainErrors()
        // Every writer closed standard error: the worker has exited.
        if descriptor.revents & Int16(POLLHUP) != 0 { break }
      }
      guard ContinuousClock.now - lastTick >= interval else { continue }
      lastTick = ContinuousClock.now
      if !tick() {
        _ = Foundation.kill(pid, SIGKILL)
        break
      }
    }
    let how = exited ? "exited" : reap()
    return (exitStatus, how)
  }

  /// Closes the worker's input (it exits at end of input) and reaps it.
  func finish() {
    closeInput()
    if !exited { _ = reap() }
  }

  private func closeInput() {
    guard !inputClosed else { return }
    inputClosed = true
    close(channel.output)
  }

  deinit {
    if !exited { kill() }
    closeInput()
    close(channel.input)
    close(errorOutput)
  }

  /// The runtime's "Fatal error: …" line, with the source path cut to its file name (build
  /// folders differ between machines; the message should not).
  static func trapMessage(in bytes: [UInt8]) -> String? {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    // The runtime's message if there is one; else the first line without an address (a
    // stack trace's addresses change from run to run, and reports must not).
    guard
      let line = lines.first(where: { $0.contains("Fatal error") })
        ?? lines.first(where: { !$0.isEmpty && !$0.contains("0x") })
    else { return nil }
    var text = line.trimmingCharacters(in: .whitespaces)
    if let colon = text.range(of: ": Fatal error") {
      let location = text[..<colon.lowerBound]
      let file = location.split(separator: "/").last.map(String.init) ?? String(location)
      text = file + text[colon.lowerBound...]
    }
    return text.count > 300 ? String(text.prefix(300)) + "…" : text
  }

  static func signalName(_ number: Int32) -> String {
    switch number {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    default: "signal \(number)"
    }
  }
}
