import Foundation
import JSONCore

/// Runs work on a thread with a large stack, for instances nested deeper than the caller's
/// stack is trusted with (see ``DynamicScope``).
///
/// Validation is recursive, one or a few frames per level of the instance. The parser
/// accepts 2048 levels; a debug build needs several kilobytes of stack per level, more than
/// the 8 MB of a main thread and far more than a small secondary thread. Spawning a thread
/// costs tens of microseconds, so only instances deeper than
/// ``DynamicScope/callerStackLevels`` come here.
enum BigStack {
  /// The stack of the deep-validation thread.
  ///
  /// Reserved, not committed: pages are touched only as deep as the recursion goes.
  static let stackSize = 512 << 20
  /// The instance depth validated on the big stack: well beyond the parser's 2048.
  static let levels = 20_000

  static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    DeepStack.run(stackSize: stackSize) { Optional(body()) }
  }
}
