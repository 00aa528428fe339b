import Foundation

/// Which responses a check process is checking at this moment, kept in a file mapped into its
/// memory, so that the process that started it can read them after it died.
///
/// A model that traps (a force unwrap, `fatalError`) ends the process with no chance to say
/// where it was. So before each response's checks start, its position is written into a
/// slot of shared memory, and the slot is cleared when they end: two stores, no system call.
/// After the child died, the supervisor of `contract check` reads the slots still set: with
/// `--jobs 1` exactly the response that killed it, with `--jobs N` at most N candidates.
/// The file also carries how many responses the child has checked, for the progress line.
///
/// Layout, in 64-bit words: the slot count, the responses checked, then per slot its state
/// (1 while checking), file and record.
public final class InFlightResponses: @unchecked Sendable {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// What the file says about the process that wrote it.
  public struct Snapshot: Sendable {
    /// The responses being checked when it was read, in reading order.
    public var inFlight: [ReadingPosition]
    public var checked: Int
  }

  public let slots: Int
  private let words: UnsafeMutablePointer<Int64>
  private let byteCount: Int

  private static func byteCount(slots: Int) -> Int { (2 + 3 * slots) * MemoryLayout<Int64>.size }

  /// Creates the file at `path` with `slots` empty slots (one per response of a batch).
  public static func create(at path: String, slots: Int) throws(Failure) {
    var words = [Int64](repeating: 0, count: 2 + 3 * slots)
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
    guard pread(descriptor, &count, MemoryLayout<Int64>.size, 0) == MemoryLayout<Int64>.size, count > 0,
      count < 1 << 20
    else { throw Failure(description: "\(path) is not a slot file") }
    slots = Int(count)
    byteCount = InFlightResponses.byteCount(slots: slots)
    guard let base = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), base != MAP_FAILED
    else { throw Failure(description: "cannot map \(path): \(String(cString: strerror(errno)))") }
    words = base.bindMemory(to: Int64.self, capacity: byteCount / MemoryLayout<Int64>.size)
  }

  deinit { munmap(words, byteCount) }

  /// Marks the response at `position` as being checked in `slot`.
  func begin(_ slot: Int, _ position: ReadingPosition) {
    guard slot < slots else { return }
    let base = words + 2 + 3 * slot
    base[1] = Int64(position.file)
    base[2] = Int64(position.record)
    base[0] = 1
  }

  /// The response in `slot` is checked.
  func end(_ slot: Int) {
    guard slot < slots else { return }
    words[2 + 3 * slot] = 0
  }

  /// How many responses the process has checked.
  public func record(checked: Int) { words[1] = Int64(checked) }

  /// Reads the file at `path` as it stands (its writer may still be running).
  public static func snapshot(at path: String) -> Snapshot? {
    guard let bytes = try? FileDiscovery.read(path), bytes.count >= 16, bytes.count % 8 == 0 else { return nil }
    let words = bytes.withUnsafeBytes { Array($0.bindMemory(to: Int64.self)) }
    let slots = min(Int(words[0]), (words.count - 2) / 3)
    var inFlight: [ReadingPosition] = []
    for slot in 0..<max(0, slots) where words[2 + 3 * slot] == 1 {
      inFlight.append(ReadingPosition(file: Int(words[3 + 3 * slot]), record: Int(words[4 + 3 * slot])))
    }
    return Snapshot(inFlight: inFlight.sorted(), checked: Int(words[1]))
  }
}
