import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The tee a session opts into with ``Foundation/URLSessionConfiguration/recording(to:)``:
/// has each HTTP(S) request loaded as it would be without recording, hands the response to
/// the app unchanged, then to the recorder.
///
/// On swift-corelibs-foundation (Linux) the protocol the session would have picked loads the
/// request for the app's own task and reports to a `TeeClient`: the session's cache lookup,
/// its delegate (redirects, challenges), uploads and downloads are the task's as without
/// recording, and the tee adds no task and no thread hop. On Darwin, whose loader is not a
/// protocol an app can make, the request goes through an inner session built from the app's
/// configuration (and so on Linux when the configuration lists no protocol for it).
///
/// The system makes instances of the class, not of a value the app passes, so the recorder
/// and the inner session sit in one process-wide slot (``Target``): the configuration opted in
/// last decides both.
final class RecordingURLProtocol: URLProtocol {
  /// The recorder and what loads a request.
  struct Target: Sendable {
    var recorder: Recorder
    /// The session that loads a request no protocol of `loaders` loads.
    var session: URLSession
    /// The configuration's protocol classes but this one, in the order the session asks them.
    var loaders: [URLProtocol.Type]
  }

  private static let slot = NSLock()
  nonisolated(unsafe) private static var current: Target?

  static var target: Target? {
    get { slot.withLock { current } }
    set { slot.withLock { current = newValue } }
  }

  private let lock = NSLock()
  /// Behind `lock`: the protocol loading the request for the app's task (Linux).
  private var loader: URLProtocol?
  /// Behind `lock`: `stopLoading` may come from another thread than the completion.
  private var forwarded: URLSessionDataTask?
  /// Behind `lock`: the app cancelled before the inner task was made.
  private var stopped = false

  /// The sample is drawn here, where the session picks what loads the request: a request the
  /// sampling rate leaves out is loaded by the session's own protocol, as without recording,
  /// and pays nothing for the tee (a production build recording 1 % of its responses slows
  /// 1 % of its requests, not all of them).
  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https", let target else {
      return false
    }
    return target.recorder.drawsSample()
  }

  /// Darwin asks this: upload and download tasks are left to the system (not recorded), since
  /// an upload's body belongs to the task, where the inner session cannot read it.
  override class func canInit(with task: URLSessionTask) -> Bool {
    guard !(task is URLSessionUploadTask || task is URLSessionDownloadTask), let request = task.currentRequest else {
      return false
    }
    return canInit(with: request)
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let target = Self.target else {
      client?.urlProtocol(self, didFailWithError: URLError(.cancelled))
      return
    }
    #if canImport(FoundationNetworking)
      // Started again: the task was suspended and resumed.
      if let loader = lock.withLock({ self.loader }) {
        loader.startLoading()
        return
      }
      if let loader = makeLoader(from: target) {
        lock.withLock { self.loader = loader }
        loader.startLoading()
        return
      }
      // An inner session cannot write a download task's file: it fails and says why.
      if task is URLSessionDownloadTask {
        let reason =
          "a recording session whose configuration lists no protocol for this request cannot download: download with a session that does not record"
        client?.urlProtocol(
          self, didFailWithError: URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: reason]))
        return
      }
      // swift-corelibs-foundation calls `startLoading` on its sessions' shared work queue, and
      // making a task there calls synchronously onto that queue: made from here it would wait
      // on itself. Made one hop away it does not.
      let unchecked = Unchecked(self)
      DispatchQueue.global(qos: .userInitiated).async { unchecked.value.forward(through: target) }
    #else
      forward(through: target)
    #endif
  }

  #if canImport(FoundationNetworking)
    /// The protocol the session would have picked without recording, made for the app's task
    /// as the session makes it, reporting to a tee (to the task's client alone for a download,
    /// whose body goes to a file and is not recorded).
    private func makeLoader(from target: Target) -> URLProtocol? {
      guard let task, let client, let loaderClass = target.loaders.first(where: { $0.canInit(with: request) }) else {
        return nil
      }
      let tee =
        task is URLSessionDownloadTask
        ? client : TeeClient(base: client, recorder: target.recorder, request: request)
      return loaderClass.init(task: task, cachedResponse: cachedResponse, client: tee)
    }
  #endif

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
    #if canImport(FoundationNetworking)
      if let loader = lock.withLock({ self.loader }) {
        loader.stopLoading()
        return
      }
    #endif
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
