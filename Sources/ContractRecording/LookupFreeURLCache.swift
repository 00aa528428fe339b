#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  /// The recording configuration's cache on swift-corelibs-foundation when every request goes
  /// through the tee (a sampling rate of 1): the app's own, to which every call goes, except
  /// the lookup a session makes before it starts a task's protocol.
  ///
  /// The tee's inner session looks each request up in the same cache (and stores what it
  /// fetches), so the outer lookup's answer is never used; on swift-corelibs-foundation it
  /// costs a wake-up on a background queue and a scan of the cache's folder per request
  /// (about a third of the tee's added time on loopback). The app still reads a cache from
  /// `session.configuration.urlCache`, and what it asks of it reaches its own.
  final class LookupFreeURLCache: URLCache, @unchecked Sendable {
    let base: URLCache

    init(_ base: URLCache) {
      self.base = base
      // Nothing is kept here: every method below is the base's.
      super.init(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)
    }

    override func getCachedResponse(
      for dataTask: URLSessionDataTask, completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) {
      // Only a session asks this way; the tee's answer comes from its inner session.
      completionHandler(nil)
    }

    override func cachedResponse(for request: URLRequest) -> CachedURLResponse? { base.cachedResponse(for: request) }

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {
      base.storeCachedResponse(cachedResponse, for: request)
    }

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for dataTask: URLSessionDataTask) {
      base.storeCachedResponse(cachedResponse, for: dataTask)
    }

    override func removeCachedResponse(for request: URLRequest) { base.removeCachedResponse(for: request) }

    override func removeCachedResponse(for dataTask: URLSessionDataTask) { base.removeCachedResponse(for: dataTask) }

    override func removeAllCachedResponses() { base.removeAllCachedResponses() }

    override func removeCachedResponses(since date: Date) { base.removeCachedResponses(since: date) }

    override var memoryCapacity: Int {
      get { base.memoryCapacity }
      set { base.memoryCapacity = newValue }
    }

    override var diskCapacity: Int {
      get { base.diskCapacity }
      set { base.diskCapacity = newValue }
    }

    override var currentMemoryUsage: Int { base.currentMemoryUsage }

    override var currentDiskUsage: Int { base.currentDiskUsage }
  }
#endif
