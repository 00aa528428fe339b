public import Contracts
import Foundation
import Synchronization

/// Which responses a check process is checking at this moment, kept in a file mapped into its
/// memory, so that the process that started it can read them while it runs and after it died.
///
/// A model that traps (a force unwrap, `fatalError`) ends the process with no chance to say
/// where it was, and one that hangs never says anything. So before each response's checks
/// start, its position and size are written into a slot of shared memory and the slot's mark
/// is made odd; when they end, the mark is made even: a few stores, no system call, no clock.
/// The supervisor of `contract check` maps the file too. After the child died, the slots with
/// an odd mark hold the responses it was checking (a check worker has one slot: it checks one
/// response at a time, so that is the one that killed it). While the child runs, a slot whose
/// mark stays the same holds the same response all along: ``HangWatch`` times them from
/// outside.
/// The file also carries how many responses the child has checked, for the progress line.
///
/// Layout, in 64-bit words: the slot count, the responses checked, then per slot its mark
/// (counting up: odd while checking), file, record and bytes. Every word is read and written
/// atomically, the mark with release and acquire ordering as a sequence lock's counter: on
/// x86-64 and arm64 these are plain loads and stores, no locked instruction and no fence.
public final class InFlightResponses: @unchecked Sendable {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// What the file says about the process that writes it.
  public struct Snapshot: Sendable {
    /// A response being checked.
    public struct Checking: Sendable, Hashable {
      public var slot: Int
      /// Changes with every response the slot begins or ends.
      public var mark: Int64
      public var position: ReadingPosition
      /// The size of the record as read (an NDJSON line, a JSON file's body).
      public var bytes: Int

      public init(slot: Int, mark: Int64, position: ReadingPosition, bytes: Int) {
        self.slot = slot
        self.mark = mark
        self.position = position
        self.bytes = bytes
      }
    }

    /// The responses being checked when it was read, in reading order.
    public var checking: [Checking]
    public var checked: Int

    public init(checking: [Checking], checked: Int) {
      self.checking = checking.sorted { $0.position < $1.position }
      self.checked = checked
    }

    /// Where the responses being checked are, in reading order.
    public var inFlight: [ReadingPosition] { checking.map(\.position) }
  }

  public let slots: Int
  private let words: UnsafeMutablePointer<Atomic<Int64>>
  private let byteCount: Int

  private static let header = 2
  private static let slotWords = 4

  private static func byteCount(slots: Int) -> Int { (header + slotWords * slots) * MemoryLayout<Int64>.size }

  /// Creates the file at `path` with `slots` empty slots (one per response of a batch).
  public static func create(at path: String, slots: Int) throws(Failure) {
    var words = [Int64](repeating: 0, count: header + slotWords * slots)
    words[0] = Int64(slots)
    let data = words.withUnsafeBytes { Data($0) }
    guard FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600]) else {
      throw Failure(description: "cannot create \(path)")
    }
  }

  /// Maps the file a supervisor created (``create(at:slots:)``).
  public init(mapping path: String) throws(Failure) {
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var count: Int64 = 0
    var status = stat()
    guard pread(descriptor, &count, MemoryLayout<Int64>.size, 0) == MemoryLayout<Int64>.size, count > 0,
      count < 1 << 20, fstat(descriptor, &status) == 0,
      Int(status.st_size) >= InFlightResponses.byteCount(slots: Int(count))
    else { throw Failure(description: "\(path) is not a slot file") }
    slots = Int(count)
    byteCount = InFlightResponses.byteCount(slots: slots)
    guard let base = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), base != MAP_FAILED
    else { throw Failure(description: "cannot map \(path): \(String(cString: strerror(errno)))") }
    words = base.bindMemory(to: Atomic<Int64>.self, capacity: byteCount / MemoryLayout<Int64>.size)
  }

  deinit { munmap(words, byteCount) }

  /// Marks the response at `position`, of `bytes`, as being checked in `slot`.
  ///
  /// The position is written after the slot's last end and before its mark turns odd, and
  /// stays until the mark turns even again.
  func begin(_ slot: Int, _ position: ReadingPosition, bytes: Int) {
    guard slot < slots else { return }
    let base = words + InFlightResponses.header + InFlightResponses.slotWords * slot
    atomicMemoryFence(ordering: .releasing)
    base[1].store(Int64(position.file), ordering: .relaxed)
    base[2].store(Int64(position.record), ordering: .relaxed)
    base[3].store(Int64(bytes), ordering: .relaxed)
    // Only this thread writes the slot: no read-modify-write needed.
    base[0].store(base[0].load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  /// The response in `slot` is checked.
  func end(_ slot: Int) {
    guard slot < slots else { return }
    let mark = words + InFlightResponses.header + InFlightResponses.slotWords * slot
    mark.pointee.store(mark.pointee.load(ordering: .relaxed) &+ 1, ordering: .releasing)
  }

  /// How many responses the process has checked.
  public func record(checked: Int) { words[1].store(Int64(checked), ordering: .relaxed) }

  /// The file as it stands; its writer may still be running.
  ///
  /// A slot is read mark first and mark again after its position: one whose mark changed
  /// meanwhile (its response ended, another may have begun) is read as not in flight.
  public func snapshot() -> Snapshot {
    var checking: [Snapshot.Checking] = []
    for slot in 0..<slots {
      let base = words + InFlightResponses.header + InFlightResponses.slotWords * slot
      let mark = base[0].load(ordering: .acquiring)
      guard mark & 1 == 1 else { continue }
      let position = ReadingPosition(
        file: Int(base[1].load(ordering: .relaxed)), record: Int(base[2].load(ordering: .relaxed)))
      let bytes = Int(base[3].load(ordering: .relaxed))
      atomicMemoryFence(ordering: .acquiring)
      guard base[0].load(ordering: .relaxed) == mark else { continue }
      checking.append(Snapshot.Checking(slot: slot, mark: mark, position: position, bytes: bytes))
    }
    return Snapshot(checking: checking, checked: Int(words[1].load(ordering: .relaxed)))
  }
}
