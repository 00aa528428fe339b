public import Contracts

/// Which responses a check process has been checking for longer than they may take, worked
/// out from snapshots of its slot file (``InFlightResponses``) that its supervisor takes as
/// time goes by.
///
/// The checking process reads no clock: marking a response stays two stores or so into
/// memory. Each slot's mark changes with every response the slot begins and ends, so a
/// response seen in flight with the same slot and mark in two snapshots was in flight all the
/// time between them. The watch notes when it first saw each; one seen for its
/// ``allowance(timeout:bytes:)`` is over time. It has been checked at least that long, and at
/// most one snapshot interval longer (it began between the snapshot before and the first one
/// that saw it). Only the responses over time are hangs: with several checked at once, the
/// others were merely in flight beside them.
public struct HangWatch: Sendable {
  public let timeout: Double
  /// Per slot: the mark of the response in flight there, and when it was first seen.
  private var firstSeen: [Int: (mark: Int64, time: Double)] = [:]

  /// - Parameter timeout: the seconds a response of up to a megabyte may take.
  public init(timeout: Double) { self.timeout = timeout }

  /// The seconds a response of `bytes` may take: `timeout`, and `timeout` per megabyte of a
  /// larger one, whose parse, schema, decode and round trip take time in proportion (a
  /// 200 MB document takes 50 s of CPU on a release build; it is no hang).
  public static func allowance(timeout: Double, bytes: Int) -> Double {
    timeout * max(1, Double(bytes) / 1_048_576)
  }

  /// Notes `snapshot`, taken at `time` (seconds on a monotonic clock), and returns the
  /// responses in it that are over time, in reading order.
  public mutating func overTime(_ snapshot: InFlightResponses.Snapshot, at time: Double) -> [ReadingPosition] {
    var seen: [Int: (mark: Int64, time: Double)] = [:]
    var over: [ReadingPosition] = []
    for checking in snapshot.checking {
      let since = firstSeen[checking.slot].flatMap { $0.mark == checking.mark ? $0.time : nil } ?? time
      seen[checking.slot] = (checking.mark, since)
      if time - since >= HangWatch.allowance(timeout: timeout, bytes: checking.bytes) {
        over.append(checking.position)
      }
    }
    // A slot not in flight now forgets what it held.
    firstSeen = seen
    return over
  }
}
