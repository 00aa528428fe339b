#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  /// What the session's next protocol tells the app's task, told on unchanged, with the
  /// response and its body kept aside for the recorder (swift-corelibs-foundation; see
  /// `RecordingURLProtocol.startLoading`).
  ///
  /// Every call passes on the protocol that made it: the task's client keeps the body on that
  /// protocol and reads it back when loading finishes, and caches only what that protocol says
  /// may be cached, so the app's task completes as it would without recording.
  ///
  /// Sendable as the protocol uses it: it calls its client on the task's work queue, one call
  /// at a time, so the response and body kept here are never touched at once.
  final class TeeClient: NSObject, URLProtocolClient, @unchecked Sendable {
    private let base: any URLProtocolClient
    private let recorder: Recorder
    private let request: URLRequest
    private var response: URLResponse?
    private var body = Data()
    /// The body passed the recorder's cap and is no longer kept.
    private var oversized = false

    init(base: any URLProtocolClient, recorder: Recorder, request: URLRequest) {
      self.base = base
      self.recorder = recorder
      self.request = request
    }

    func urlProtocol(
      _ loader: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse
    ) {
      base.urlProtocol(loader, wasRedirectedTo: request, redirectResponse: redirectResponse)
    }

    func urlProtocol(_ loader: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {
      base.urlProtocol(loader, cachedResponseIsValid: cachedResponse)
    }

    func urlProtocol(
      _ loader: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy
    ) {
      self.response = response
      body = Data()
      oversized = false
      base.urlProtocol(loader, didReceive: response, cacheStoragePolicy: policy)
    }

    func urlProtocol(_ loader: URLProtocol, didLoad data: Data) {
      if !oversized {
        if body.count + data.count > recorder.configuration.maxBodyBytes {
          oversized = true
          body = Data()
        } else if body.isEmpty {
          body = data
        } else {
          body.append(data)
        }
      }
      base.urlProtocol(loader, didLoad: data)
    }

    /// Records before the app's task completes, so that a `flush()` after the app's completion
    /// handler writes the response too (recording is a lock and an append).
    ///
    /// The response is the task's: swift-corelibs-foundation's HTTP protocol tells its client
    /// of a response only when the session has a delegate, and sets it on the task itself.
    func urlProtocolDidFinishLoading(_ loader: URLProtocol) {
      if let response = loader.task?.response ?? response {
        if oversized {
          recorder.countSkipped()
        } else {
          recorder.recordDrawn(data: body, response: response, request: request)
        }
      }
      base.urlProtocolDidFinishLoading(loader)
    }

    func urlProtocol(_ loader: URLProtocol, didFailWithError error: any Error) {
      base.urlProtocol(loader, didFailWithError: error)
    }

    func urlProtocol(_ loader: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {
      base.urlProtocol(loader, didReceive: challenge)
    }

    func urlProtocol(_ loader: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {
      base.urlProtocol(loader, didCancel: challenge)
    }
  }
#endif
