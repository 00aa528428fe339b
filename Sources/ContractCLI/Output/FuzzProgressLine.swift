import Foundation
import Fuzzing

/// The campaign's progress on standard error, redrawn in place when it is a terminal:
/// elapsed time, mutants, rate, allowed/drift, new findings.
final class FuzzProgressLine: @unchecked Sendable {
  private let console: Console
  private let startingFindings: Int
  private let start = Date()
  private var lastDraw = Date.distantPast
  private var drawn = false

  init(console: Console, startingFindings: Int) {
    self.console = console
    self.startingFindings = startingFindings
  }

  var update: (Campaign.Progress) -> Void {
    { [self] progress in
      guard console.errorIsTerminal, Date().timeIntervalSince(lastDraw) >= 0.25 else { return }
      lastDraw = Date()
      let thisRun = max(Date().timeIntervalSince(start), 0.001)
      let elapsed = Int(progress.elapsed)
      let clock = String(format: "%d:%02d:%02d", elapsed / 3600, elapsed / 60 % 60, elapsed % 60)
      let rate = Int(Double(progress.mutants) / max(progress.elapsed, thisRun))
      console.writeError(
        "\r\u{1B}[K\(clock)  \(progress.mutants) mutants  \(rate)/s  allowed \(progress.allowed) / drift \(progress.drift)  findings \(progress.findings - startingFindings) new"
      )
      drawn = true
    }
  }

  func finish() {
    if drawn { console.writeError("\r\u{1B}[K") }
  }
}
