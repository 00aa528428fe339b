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

  /// Every slot, empty ones as `nil`, moved out (the slots are left empty): read once, after
  /// every thread has finished.
  ///
  /// Moved, not copied: a copy retains what each result holds only for the slots to release
  /// it again, and the fuzz executor collects a batch of mutants' evaluations every 64.
  package func take() -> [Value?] {
    var taken: [Value?] = []
    taken.reserveCapacity(count)
    moveOut { taken.append($0) }
    return taken
  }

  /// The filled slots' values in order, moved out as ``take()`` does.
  package func collect() -> [Value] {
    var taken: [Value] = []
    taken.reserveCapacity(count)
    moveOut { if let value = $0 { taken.append(value) } }
    return taken
  }

  private func moveOut(_ receive: (Value?) -> Void) {
    for index in 0..<count {
      receive(buffer.moveElement(from: index))
      buffer.initializeElement(at: index, to: nil)
    }
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }
}
