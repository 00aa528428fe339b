#if canImport(FoundationNetworking)
  import Foundation

  /// The tee's inner session's delegate queue on swift-corelibs-foundation: each block runs
  /// where it is added, instead of waking another thread.
  ///
  /// The session adds the inner task's completion from the work queue on which its HTTP
  /// protocol calls its client, and the completion calls the app's task's client, which is
  /// meant to be called from there (swift-corelibs-foundation's own HTTP protocol does), and
  /// hands the response to the recorder (a lock and an append). One wake-up less per request.
  final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
  }
#endif
