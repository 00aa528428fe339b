/// One result slot per job, each written by exactly one thread, read after all have finished: a
/// batch of checks (`CheckRun`) or of fuzz mutants (the fuzz executor) run on worker threads.
///
/// The slots live in memory allocated once and written through a pointer: threads writing
/// different slots of one `Array` would race on the array itself (a mutating access moves
/// its storage out and back), not only on their elements.
package final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value?>
  private let count: Int

  package init(count: Int) {
    self.count = max(0, count)
    buffer = .allocate(capacity: max(1, count))
    buffer.initialize(repeating: nil)
  }

  package func store(_ value: Value, at index: Int) {
    guard index >= 0, index < count else { return }
    buffer[index] = value
  }

  /// Every slot, empty ones as `nil`.
  package var values: [Value?] { Array(buffer.prefix(count)) }

  package func collect() -> [Value] { values.compactMap { $0 } }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }
}
