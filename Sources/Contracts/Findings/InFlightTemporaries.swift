import Foundation
import Synchronization

/// The temporary files ``AtomicFile`` is writing at this moment, removed when a signal ends
/// the process before their rename.
///
/// Ctrl-C while a large report is written would otherwise leave its `.NAME.PID.RANDOM.tmp`
/// (as large as the report) in the user's folder. So while a temporary exists, SIGINT, SIGTERM
/// and SIGHUP, where nothing else handles them (their disposition is the default, which ends
/// the process), get a handler that unlinks every temporary in flight, restores the default
/// and raises the signal again: the process still ends as the signal says (a shell sees 130
/// for SIGINT), only without the debris. Where a command handles the signal itself (`fuzz`
/// notes SIGINT and stops after its batch), its handling is left alone: its writes finish.
///
/// A signal handler may only call async-signal-safe functions and must not allocate or take
/// locks, so the paths live in memory allocated once, in fixed slots whose state words are
/// atomics: 0 free, 1 being filled, 2 holding a path the handler may unlink.
enum InFlightTemporaries {
  static let slots = 16
  /// Bytes per path, its NUL included (Linux's PATH_MAX; a longer path is not registered).
  static let pathBytes = 4096

  nonisolated(unsafe) private static let states: UnsafeMutablePointer<Atomic<Int>> = {
    // Zeroed words are atomics holding 0 (the layout of Atomic<Int> is Int's).
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: slots * MemoryLayout<Atomic<Int>>.stride, alignment: MemoryLayout<Atomic<Int>>.alignment)
    raw.initializeMemory(as: UInt8.self, repeating: 0, count: slots * MemoryLayout<Atomic<Int>>.stride)
    return raw.bindMemory(to: Atomic<Int>.self, capacity: slots)
  }()

  nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * pathBytes)
    pointer.initialize(repeating: 0, count: slots * pathBytes)
    return pointer
  }()

  private static let installLock = NSLock()
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Registers `path` until ``remove(_:)``; the slot, or `nil` when all are taken (then the
  /// file is only cleaned by a later write into its folder).
  static func add(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < pathBytes else { return nil }
    installHandlers()
    for slot in 0..<slots {
      guard states[slot].compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { continue }
      let base = paths + slot * pathBytes
      for (index, byte) in bytes.enumerated() { base[index] = CChar(bitPattern: byte) }
      base[bytes.count] = 0
      states[slot].store(2, ordering: .releasing)
      return slot
    }
    return nil
  }

  /// The temporary in `slot` was renamed or removed: the handler leaves it alone.
  static func remove(_ slot: Int?) {
    guard let slot else { return }
    states[slot].store(0, ordering: .releasing)
  }

  /// Installs the handler for each signal whose disposition is the default, every time a
  /// temporary is added: a command may have set and restored its own meanwhile.
  private static func installHandlers() {
    // Touch the storage before a handler can run: its lazy initialisation is not signal-safe.
    _ = states
    _ = paths
    installLock.withLock {
      for number in signals where isDefault(number) { signal(number, handler) }
    }
  }

  private static func isDefault(_ number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    #if canImport(Darwin)
      return current.__sigaction_u.__sa_handler == nil
    #else
      return current.__sigaction_handler.sa_handler == nil
    #endif
  }

  /// Unlinks the temporaries in flight, then ends the process as the signal would have.
  private static let handler: @convention(c) (Int32) -> Void = { number in
    var slot = 0
    while slot < InFlightTemporaries.slots {
      if InFlightTemporaries.states[slot].load(ordering: .acquiring) == 2 {
        unlink(InFlightTemporaries.paths + slot * InFlightTemporaries.pathBytes)
      }
      slot += 1
    }
    signal(number, SIG_DFL)
    raise(number)
  }
}
