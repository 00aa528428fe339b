import Contracts
import Foundation

/// The process's standard output or error, written with `write(2)` so that a failed write is
/// an error the tool reports rather than a trap (`FileHandle.write` traps on `ENOSPC`, `EBADF`,
/// `EPIPE`).
///
/// Every text passes through ``Redactor`` here: this is where reports leave the process.
enum StandardStream {
  /// Writes `text` to `descriptor`; on failure of standard output, says so in one line on
  /// standard error and exits 3 (the report is lost: going on would only hide it), or, for a
  /// reader that closed the pipe, exits 141 in silence.
  static func write(_ text: String, to descriptor: Int32) {
    let data = Data(Redactor.redact(text).utf8)
    let failure: Int32? = data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    guard let failure, descriptor == STDOUT_FILENO else { return }
    // The reader closed the pipe on purpose (`contract check | head`): end quietly, with the
    // status a death by SIGPIPE shows (128 + 13), as `git` and `cat` do.
    if failure == EPIPE { exit(128 + SIGPIPE) }
    let line = "contract: cannot write the report to standard output: \(String(cString: strerror(failure)))\n"
    _ = line.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
    exit(ExitCode.internalError.rawValue)
  }

  /// Makes a closed standard output or error fail every write, rather than let the next file
  /// opened take its number (a report would go into it), and turns a closed pipe into `EPIPE`
  /// rather than a silent death by SIGPIPE.
  static func guardDescriptors() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      // Read-only on purpose: a write to it fails with EBADF, as to a closed descriptor.
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }
}
