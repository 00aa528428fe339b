import Foundation

/// A progress line on standard error, redrawn in place: only on a terminal, and only once a
/// run has lasted a second, so short runs and piped output stay clean.
final class ProgressLine: @unchecked Sendable {
  private let console: Console
  private let noun: String
  private let start = Date()
  private let lock = NSLock()
  private var drawn = false

  init(console: Console, noun: String) {
    self.console = console
    self.noun = noun
  }

  var update: @Sendable (Int) -> Void {
    { [self] count in
      guard console.errorIsTerminal else { return }
      let elapsed = Date().timeIntervalSince(start)
      guard elapsed >= 1 else { return }
      let rate = Double(count) / max(elapsed, 0.001)
      lock.withLock {
        console.writeError("\r\u{1B}[K\(count) \(noun) checked, \(Int(rate))/s, \(Int(elapsed))s")
        drawn = true
      }
    }
  }

  func finish() {
    lock.withLock {
      if drawn { console.writeError("\r\u{1B}[K") }
    }
  }
}
