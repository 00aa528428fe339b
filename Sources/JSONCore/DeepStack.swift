import Foundation

/// Runs work on a thread with a large stack, and waits for it.
///
/// For recursions whose depth the input decides: translating (`generate`) and comparing
/// (`diff`) follow `$ref`s depth first, so the stack grows with the longest chain of references
/// (a thousand and more in a real API document, past the main thread's 8 MB in a debug build);
/// validating recurses once per level of a deep instance. The depth is still bounded by the
/// input's size, so a stack sized for it keeps the work linear without rewriting the recursion.
package enum DeepStack {
  /// 1 GiB of address space: only the pages used are ever touched.
  package static let size = 1 << 30

  package static func run<Value>(stackSize: Int = size, _ body: @escaping () -> Value) -> Value {
    let run = Run(body)
    let thread = Thread { run.start() }
    thread.stackSize = stackSize
    thread.start()
    run.done.wait()
    // `start` set it before signalling `done`.
    return run.value ?? body()
  }

  /// The work and its result, handed between the two threads; `done` orders the accesses.
  private final class Run<Value>: @unchecked Sendable {
    let body: () -> Value
    var value: Value?
    let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping () -> Value) { self.body = body }

    func start() {
      value = body()
      done.signal()
    }
  }
}
