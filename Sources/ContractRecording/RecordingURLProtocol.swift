import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The tee a session opts into with ``Foundation/URLSessionConfiguration/recording(to:)``:
/// forwards each HTTP(S) request through an inner session built from the app's own
/// configuration, hands the response to the app unchanged, then to the recorder.
///
/// The system makes instances of the class, not of a value the app passes, so the recorder
/// and the inner session sit in one process-wide slot (``Target``): the configuration opted in
/// last decides both.
final class RecordingURLProtocol: URLProtocol {
  /// The recorder and the session that does the real work.
  struct Target: Sendable {
    var recorder: Recorder
    var session: URLSession
  }

  private static let slot = NSLock()
  nonisolated(unsafe) private static var current: Target?

  static var target: Target? {
    get { slot.withLock { current } }
    set { slot.withLock { current = newValue } }
  }

  private let lock = NSLock()
  /// Behind `lock`: `stopLoading` may come from another thread than the completion.
  private var forwarded: URLSessionDataTask?
  /// Behind `lock`: the app cancelled before the inner task was made.
  private var stopped = false

  /// The sample is drawn here, where the session picks what loads the request: a request the
  /// sampling rate leaves out is loaded by the session's own protocol, as without recording,
  /// and pays nothing for the tee (a production build recording 1 % of its responses slows
  /// 1 % of its requests, not all of them).
  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let target, !mayBeAnUpload(request)
    else { return false }
    return target.recorder.drawsSample()
  }

  /// Darwin asks this: upload and download tasks are left to the system (not recorded).
  override class func canInit(with task: URLSessionTask) -> Bool {
    guard !(task is URLSessionUploadTask || task is URLSessionDownloadTask), let request = task.currentRequest else {
      return false
    }
    return canInit(with: request)
  }

  /// An upload task's body belongs to the task, where no protocol can read it: forwarded, its
  /// request would go out empty. swift-corelibs-foundation chooses a protocol by the request
  /// alone, so a request whose method carries a body and that holds none is left to the
  /// system; a bodiless POST is then not recorded, which loses nothing the app sent.
  private static func mayBeAnUpload(_ request: URLRequest) -> Bool {
    guard request.httpBody == nil, request.httpBodyStream == nil else { return false }
    return ["POST", "PUT", "PATCH"].contains(request.httpMethod?.uppercased() ?? "GET")
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let target = Self.target else {
      client?.urlProtocol(self, didFailWithError: URLError(.cancelled))
      return
    }
    // Foundation lets a protocol call its client from any thread, and its other state is
    // behind `lock`; the class cannot say so itself (URLProtocol is not Sendable).
    let unchecked = Unchecked(self)
    #if canImport(FoundationNetworking)
      // A download task's file is written by swift-corelibs-foundation's own loader, and a
      // download served here would end with no file (or trap in a delegate that expects one):
      // it fails and says why. Darwin never gives one to this class (`canInit(with task:)`).
      if task is URLSessionDownloadTask {
        let reason =
          "a recording session cannot download on swift-corelibs-foundation: download with a session that does not record, or record with Recorder.record(data:response:request:)"
        client?.urlProtocol(
          self, didFailWithError: URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: reason]))
        return
      }
      // swift-corelibs-foundation calls `startLoading` on its sessions' shared work queue, and
      // making a task there calls synchronously onto that queue: made from here it would wait
      // on itself. Made one hop away it does not.
      DispatchQueue.global(qos: .userInitiated).async { unchecked.value.forward(through: target) }
    #else
      forward(through: target)
    #endif
  }

  /// Makes the request through `target`'s session, unless the app stopped it meanwhile.
  private func forward(through target: Target) {
    let request = self.request
    let unchecked = Unchecked(self)
    let task = target.session.dataTask(with: request) { data, response, error in
      // Before the app has its response, so a `flush()` after the app's completion handler
      // writes it too; recording is a hand-off to the writer's queue (a lock and an append).
      if error == nil, let response, !unchecked.value.isStopped {
        target.recorder.recordDrawn(data: data ?? Data(), response: response, request: request)
      }
      unchecked.value.deliver(data: data, response: response, error: error)
    }
    let stopped = lock.withLock {
      forwarded = task
      return self.stopped
    }
    if !stopped { task.resume() }
  }

  /// Hands the inner session's outcome to the app's task, unless the app has stopped it (a
  /// protocol calls its client no more after `stopLoading`).
  private func deliver(data: Data?, response: URLResponse?, error: (any Error)?) {
    guard !isStopped else { return }
    if let error {
      client?.urlProtocol(self, didFailWithError: error)
      return
    }
    guard let response else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    if let data { client?.urlProtocol(self, didLoad: data) }
    client?.urlProtocolDidFinishLoading(self)
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  override func stopLoading() {
    guard
      let forwarded = lock.withLock({ () -> URLSessionDataTask? in
        stopped = true
        return forwarded
      })
    else { return }
    #if canImport(FoundationNetworking)
      // swift-corelibs-foundation calls `stopLoading` on its sessions' shared work queue, and
      // `cancel()` calls synchronously onto that queue: called from here it would wait on
      // itself, and every session of the app with it.
      let unchecked = Unchecked(forwarded)
      DispatchQueue.global(qos: .userInitiated).async { unchecked.value.cancel() }
    #else
      forwarded.cancel()
    #endif
  }
}

/// A protocol instance carried into the inner task's completion (see `startLoading`), or the
/// inner task carried off the work queue to be cancelled (see `stopLoading`): Foundation lets
/// a protocol call its client, and anyone cancel a task, from any thread.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
