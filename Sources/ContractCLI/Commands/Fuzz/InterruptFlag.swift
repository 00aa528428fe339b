import Dispatch
import Foundation

/// Ctrl-C (or SIGTERM, as a job runner stops a job) during a campaign: noted, so the campaign
/// stops after its batch and reports.
final class InterruptFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var set = false
  private let sources: [any DispatchSourceSignal]
  private static let signals = [SIGINT, SIGTERM]

  init() {
    var sources: [any DispatchSourceSignal] = []
    for number in InterruptFlag.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      sources.append(source)
    }
    self.sources = sources
    for source in sources {
      source.setEventHandler { [weak self] in self?.lock.withLock { self?.set = true } }
      source.resume()
    }
  }

  var isSet: () -> Bool { { [self] in lock.withLock { set } } }

  func restore() {
    for source in sources { source.cancel() }
    for number in InterruptFlag.signals { signal(number, SIG_DFL) }
  }
}
