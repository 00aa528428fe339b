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
  /// A request is loaded as it would be without recording: on swift-corelibs-foundation by the
  /// protocol this configuration would pick, for the app's own task (its cache, its delegate's
  /// redirect and challenge answers); on Darwin by an inner session with a copy of this
  /// configuration as it is now (timeouts, caches, cookies, headers). A request the recorder's
  /// sampling rate leaves out does not go through the tee at all.
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
    RecordingURLProtocol.target = RecordingURLProtocol.Target(
      recorder: recorder, session: URLSession(configuration: inner),
      loaders: others?.compactMap { $0 as? URLProtocol.Type } ?? [])
    return recording
  }
}
