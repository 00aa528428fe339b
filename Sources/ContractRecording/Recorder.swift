public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// Records an app's JSON responses, redacted, as NDJSON that `contract check --against` reads.
///
/// ```swift
/// let recorder = Recorder(.init(directory: URL.cachesDirectory.appending(path: "contract")))
/// let session = URLSession(configuration: .default.recording(to: recorder))
/// // or, on another networking stack, after each response:
/// recorder.record(data: data, response: response, request: request)
/// ```
///
/// The request path pays for a sampling draw, a lock and an append to a list: redaction,
/// encoding and the disk happen on one background serial queue, which takes the list every
/// ``batchInterval`` (one wake-up per batch, not per response: on a busy app a wake-up per
/// response costs the request path more than the recording does). When the writer falls
/// behind by ``Configuration/maxPendingBytes``, responses are dropped (and counted), never
/// waited for. ``flush()`` writes what is pending and waits for it, for a test or before the
/// app suspends; a killed app loses at most the last batch, never a line half written.
///
/// Sendable: the configuration is immutable, the counters sit behind a lock, and the files are
/// touched only on the writer queue.
public final class Recorder: @unchecked Sendable {
  public let configuration: Configuration
  private let queue = DispatchQueue(label: "contract.recording.writer", qos: .utility)
  /// Used only on `queue`.
  private let files: RecordingFiles
  private let lock = NSLock()
  /// Behind `lock`.
  private var pendingBytes = 0
  private var counts = Statistics()
  /// Behind `lock`: the responses the writer has yet to take, and whether it is due to.
  private var pending: [RecordedExchange] = []
  private var batchScheduled = false

  /// How long the first response of a batch waits for the writer.
  static let batchInterval: DispatchTimeInterval = .milliseconds(50)

  public init(_ configuration: Configuration) {
    self.configuration = configuration
    files = RecordingFiles(
      directory: configuration.directory, prefix: configuration.fileNamePrefix,
      maxFileBytes: configuration.maxFileBytes, maxTotalBytes: configuration.maxTotalBytes)
  }

  /// Records one response, if it is JSON and the sampling draw keeps it. Returns at once.
  public func record(data: Data, response: URLResponse?, request: URLRequest?) {
    guard drawsSample() else { return }
    recordDrawn(data: data, response: response, request: request)
  }

  /// Records a response whose sample is drawn already: the tee draws when a request starts, so
  /// that a request left out is loaded as without recording.
  func recordDrawn(data: Data, response: URLResponse?, request: URLRequest?) {
    enqueue(RecordedExchange(data: data, response: response, request: request))
  }

  /// Counts a response not recorded because its body is over `maxBodyBytes`, for a tee that
  /// stopped keeping the body once it was.
  func countSkipped() {
    count { $0.skipped += 1 }
  }

  /// Whether the sampling rate keeps the next response; one left out is counted.
  func drawsSample() -> Bool {
    guard configuration.sampleRate < 1, Double.random(in: 0..<1) >= configuration.sampleRate else { return true }
    count { $0.sampledOut += 1 }
    return false
  }

  /// Decodes `type` from `data` as `decoder` does; when that throws, records the payload with
  /// the model's name and the coding path where decoding stopped, then rethrows.
  ///
  /// Failures are recorded whatever the sampling rate: they are what a release needs to see.
  public func decode<T: Decodable>(
    _ type: T.Type, from data: Data, with decoder: JSONDecoder = JSONDecoder(), response: URLResponse?,
    request: URLRequest? = nil
  ) throws -> T {
    do {
      return try decoder.decode(type, from: data)
    } catch {
      let failure = DecodeFailure(model: type, error: error)
      enqueue(RecordedExchange(data: data, response: response, request: request, decodeFailure: failure))
      throw error
    }
  }

  /// Waits until every response handed over so far is written and on disk.
  public func flush() {
    queue.sync {
      writePending()
      files.synchronize()
    }
  }

  /// What the recorder did so far.
  public var statistics: Statistics { lock.withLock { counts } }

  /// Counters, for an app's diagnostics and the tests.
  public struct Statistics: Sendable, Equatable {
    /// Lines written.
    public var written = 0
    /// Responses left out by the sampling rate.
    public var sampledOut = 0
    /// Responses not recorded: not JSON, empty, or larger than the caps allow (on
    /// swift-corelibs-foundation, a body its loader hands straight to the session's delegate
    /// reaches the tee as none).
    public var skipped = 0
    /// Responses dropped because the writer was ``Configuration/maxPendingBytes`` behind.
    public var dropped = 0
  }

  private func enqueue(_ exchange: RecordedExchange) {
    let size = exchange.body.count
    guard size <= configuration.maxBodyBytes else {
      count { $0.skipped += 1 }
      return
    }
    let schedule = lock.withLock {
      guard pendingBytes + size <= configuration.maxPendingBytes else {
        counts.dropped += 1
        return false
      }
      pendingBytes += size
      pending.append(exchange)
      guard !batchScheduled else { return false }
      batchScheduled = true
      return true
    }
    if schedule { queue.asyncAfter(deadline: .now() + Self.batchInterval) { [self] in writePending() } }
  }

  /// Writes the responses pending. On `queue`.
  private func writePending() {
    let batch = lock.withLock {
      batchScheduled = false
      defer { pending = [] }
      return pending
    }
    for exchange in batch {
      let line = EnvelopeLine.make(exchange, configuration: configuration)
      let written = line.map(files.append) ?? false
      lock.withLock {
        pendingBytes -= exchange.body.count
        if written { counts.written += 1 } else { counts.skipped += 1 }
      }
    }
  }

  private func count(_ change: (inout Statistics) -> Void) {
    lock.withLock { change(&counts) }
  }
}
