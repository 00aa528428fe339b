import Foundation

/// Runs work on a thread with a large stack, and waits for it.
///
/// Translation follows `$ref`s depth first, so the stack grows with the longest chain of
/// references to schemas not yet translated: in a real API document of a thousand schemas that
/// is a thousand and more nested translations, past the main thread's 8 MB in a debug build.
/// The depth is still bounded by the document's size (each schema is translated once), so a
/// stack sized for it keeps generation linear without rewriting the recursion.
enum DeepStack {
  /// 1 GiB of address space: only the pages used are ever touched.
  static let size = 1 << 30

  static func run<Value>(_ body: @escaping () -> Value) -> Value {
    let run = Run(body)
    let thread = Thread { run.start() }
    thread.stackSize = size
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
