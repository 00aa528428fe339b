import Foundation

/// Length-prefixed frames over a pair of file descriptors: the worker protocol's transport.
///
/// A frame is a 4-byte big-endian length and that many bytes. Reads wait with `poll(2)` so a
/// worker that hangs is noticed after a timeout rather than blocking the campaign, and a
/// worker that dies shows up as end of file. Writes retry on `EINTR` and report a closed pipe
/// (`EPIPE`: the worker died) as a failure, never as a signal (SIGPIPE is ignored by the pool).
///
/// The parent's side (`nonBlocking`) never blocks in a write: a burst of large requests is
/// more than a pipe holds, and a worker whose answers are as large blocks writing them until
/// the parent reads. So ``flush()`` writes what the pipe takes, and ``read(timeout:)`` goes on
/// writing the rest while it waits for an answer, within the same deadline.
package final class FrameChannel {
  package enum ReadResult {
    case frame([UInt8])
    case endOfFile
    case timedOut
  }

  /// Frames larger than this are corruption, not data (a mutant is at most a few megabytes).
  static let maximumFrameLength = 1 << 28

  let input: Int32
  let output: Int32
  private var buffer: [UInt8] = []
  private var consumed = 0
  /// Reused for every `read(2)`.
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

  /// Whether `input` is non-blocking (set here when asked).
  private let nonBlocking: Bool

  package init(input: Int32, output: Int32, nonBlocking: Bool = false) {
    self.input = input
    self.output = output
    self.nonBlocking = nonBlocking
    if nonBlocking {
      _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
      _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }
  }

  /// Frames queued and not yet written, from `written` on.
  private var pending: [UInt8] = []
  private var written = 0
  /// The other side closed its input: nothing more can be written.
  private var writeFailed = false

  /// Writes one frame; `false` when the other side has gone.
  package func write(_ body: [UInt8]) -> Bool {
    queue(body)
    return flush()
  }

  /// Adds a frame to the next ``flush()``: frames written together cost one system call.
  func queue(_ body: [UInt8]) {
    let length = UInt32(body.count)
    pending.append(contentsOf: [
      UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff),
    ])
    pending.append(contentsOf: body)
  }

  /// Writes the queued frames (on the non-blocking side, as much as the pipe takes now; the
  /// rest goes out during ``read(timeout:)``); `false` when the other side has gone.
  func flush() -> Bool {
    while written < pending.count, !writeFailed {
      let count = pending.withUnsafeBytes { raw in
        Foundation.write(output, raw.baseAddress.map { $0 + written }, raw.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { return true }
        writeFailed = true
        break
      }
      written += count
    }
    if written == pending.count || writeFailed {
      pending.removeAll(keepingCapacity: true)
      written = 0
    }
    return !writeFailed
  }

  /// Whether queued bytes are waiting for the pipe.
  private var isWriting: Bool { written < pending.count && !writeFailed }

  /// Reads one frame, waiting at most `timeout` seconds for it (`nil`: forever).
  ///
  /// On a non-blocking input (the parent's side) it reads first and waits in `poll(2)` only
  /// when nothing is there: answers usually are, and that saves a system call per batch.
  ///
  /// While it waits, `drain` is called whenever `side` (the worker's standard error) has
  /// something to read: a worker whose model prints more than a pipe holds would otherwise
  /// block on that write and never answer, and be reported hung.
  package func read(timeout: Double?, draining side: Int32? = nil, drain: () -> Void = {}) -> ReadResult {
    // Stops watching `side` once it is closed: its hang-up would wake every poll.
    var sideOpen = side != nil
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    var mayRead = nonBlocking || deadline == nil
    while true {
      if let frame = takeFrame() { return .frame(frame) }
      // A length beyond any frame means the stream is not ours any more: the end of it.
      if isCorrupt { return .endOfFile }
      if !mayRead {
        var milliseconds: Int32 = -1
        if let deadline {
          let remaining = deadline.timeIntervalSinceNow
          guard remaining > 0 else { return .timedOut }
          milliseconds = Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up))
        }
        // Waiting for the answer, for room to write the requests still queued, and for what
        // the worker writes to standard error.
        var descriptors = [
          pollfd(fd: input, events: Int16(POLLIN), revents: 0),
          pollfd(fd: isWriting ? output : -1, events: Int16(POLLOUT), revents: 0),
          pollfd(fd: sideOpen ? side ?? -1 : -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 3, milliseconds)
        if ready < 0, errno == EINTR { continue }
        if ready == 0 { return .timedOut }
        if isWriting, descriptors[1].revents != 0 { _ = flush() }
        if sideOpen, descriptors[2].revents != 0 {
          drain()
          if descriptors[2].revents & Int16(POLLIN) == 0 { sideOpen = false }
        }
        if descriptors[0].revents == 0 { continue }
      }
      let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          mayRead = false
          continue
        }
        return .endOfFile
      }
      guard count > 0 else { return .endOfFile }
      if consumed > 0, consumed == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        consumed = 0
      }
      buffer.append(contentsOf: chunk[0..<count])
      mayRead = nonBlocking || deadline == nil
    }
  }

  /// Whether the next frame's length is beyond ``maximumFrameLength``.
  private var isCorrupt: Bool {
    guard buffer.count - consumed >= 4 else { return false }
    let length =
      Int(buffer[consumed]) << 24 | Int(buffer[consumed + 1]) << 16 | Int(buffer[consumed + 2]) << 8
      | Int(buffer[consumed + 3])
    return length > FrameChannel.maximumFrameLength
  }

  /// A whole frame from the buffer, if one has arrived.
  ///
  /// A length beyond the maximum means the
  /// stream is not ours any more; it is treated as the end.
  private func takeFrame() -> [UInt8]? {
    let available = buffer.count - consumed
    guard available >= 4 else { return nil }
    let length =
      Int(buffer[consumed]) << 24 | Int(buffer[consumed + 1]) << 16 | Int(buffer[consumed + 2]) << 8
      | Int(buffer[consumed + 3])
    guard length <= FrameChannel.maximumFrameLength, available >= 4 + length else { return nil }
    let frame = Array(buffer[(consumed + 4)..<(consumed + 4 + length)])
    consumed += 4 + length
    if consumed == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      consumed = 0
    }
    return frame
  }
}
