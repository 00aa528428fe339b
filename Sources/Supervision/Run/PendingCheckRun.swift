public import Contracts
import Foundation

/// A run's contracts, bound on a thread of their own while the run's first child starts.
///
/// Binding compiles every contract's schema, and each child binds the contracts again for
/// itself: done one after the other they were most of a small run's time. The supervisor
/// needs its own binding only once a child has died (to report the crash) and when the
/// children are done (the configuration errors, the model-drift probes), so it waits for it
/// only then.
public final class PendingCheckRun: @unchecked Sendable {
  // Written once by the binding thread before it leaves the group; read only after waiting
  // on the group.
  private var bound: CheckRun?
  private let finished = DispatchGroup()

  public init(_ bind: @escaping @Sendable () -> CheckRun) {
    finished.enter()
    Thread { [self] in
      bound = bind()
      finished.leave()
    }.start()
  }

  /// The bound run, once it is.
  public var value: CheckRun {
    finished.wait()
    guard let bound else { preconditionFailure("the binding thread left without a run") }
    return bound
  }
}
