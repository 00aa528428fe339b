#if canImport(FoundationNetworking)
  public import FoundationNetworking
#else
  public import Foundation
#endif

extension URLSessionConfiguration {
  /// This configuration with every HTTP(S) response it fetches also handed to `recorder`.
  ///
  /// ```swift
  /// let session = URLSession(configuration: .default.recording(to: recorder))
  /// ```
  ///
  /// The requests are made by an inner session with a copy of this configuration as it is now
  /// (timeouts, caches, cookies, headers), so the app sees what it saw without recording. A
  /// request the recorder's sampling rate leaves out is this configuration's own: it does not
  /// go through the tee.
  /// One recorder per process: opting in another configuration replaces the recorder and the
  /// inner session for all of them.
  /// A configuration opted in already is opted in afresh: its inner session must not record
  /// (its requests would come back to the tee for ever).
  public func recording(to recorder: Recorder) -> URLSessionConfiguration {
    guard let inner = copy() as? URLSessionConfiguration, let recording = copy() as? URLSessionConfiguration else {
      return self
    }
    let others = protocolClasses?.filter { $0 != RecordingURLProtocol.self }
    inner.protocolClasses = others
    recording.protocolClasses = [RecordingURLProtocol.self] + (others ?? [])
    #if canImport(FoundationNetworking)
      // The inner session looks each request up; when every request goes through the tee, the
      // outer session need not (LookupFreeURLCache). Under a sampling rate, the requests left
      // out are the outer session's own, and are looked up as without recording.
      let cache = (urlCache as? LookupFreeURLCache)?.base ?? urlCache
      inner.urlCache = cache
      recording.urlCache = recorder.configuration.sampleRate >= 1 ? cache.map(LookupFreeURLCache.init) : cache
      let session = URLSession(configuration: inner, delegate: nil, delegateQueue: InlineOperationQueue())
    #else
      let session = URLSession(configuration: inner)
    #endif
    RecordingURLProtocol.target = RecordingURLProtocol.Target(recorder: recorder, session: session)
    return recording
  }
}
