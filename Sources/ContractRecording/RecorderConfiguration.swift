public import Foundation

extension Recorder {
  /// Where a recorder writes, what it keeps and how much.
  ///
  /// The defaults suit a debug or TestFlight build; a production build records a sampled share
  /// (``sampleRate``) under tighter caps.
  public struct Configuration: Sendable {
    /// The folder the `.ndjson` files go to; created when missing.
    public var directory: URL
    /// Written into each line as `app_version`, so a finding names the release it came from.
    /// Defaults to the main bundle's `CFBundleShortVersionString (CFBundleVersion)`.
    public var appVersion: String?
    /// The share of responses recorded, 0 to 1. Decode failures are always recorded: they are
    /// rare, and each is the evidence a release needs. Through a recording session the draw is
    /// made as a request starts, and a request left out is loaded as without recording.
    public var sampleRate: Double = 1
    /// A file is closed and a new one begun before it would grow past this many bytes.
    public var maxFileBytes: Int = 8 << 20
    /// The recorder's files together stay under this: the oldest are deleted first.
    public var maxTotalBytes: Int = 64 << 20
    /// Responses larger than this are not recorded (a line must fit in a file).
    public var maxBodyBytes: Int = 4 << 20
    /// Bytes waiting for the writer beyond which new responses are dropped, so a slow disk
    /// costs recordings, never memory or the request path.
    public var maxPendingBytes: Int = 16 << 20
    /// Request headers kept, for routes that match on one. Nothing else of the request's
    /// headers is written: credentials and cookies never reach the disk.
    public var requestHeaders: [String] = ["Accept", "Prefer", "Accept-Profile", "Content-Profile"]
    /// Keys, headers and parameters redacted besides the credentials the CLI's redactor knows
    /// (`email`, `phone`): compared as that redactor compares names, any spelling.
    public var redactedKeys: Set<String> = []
    /// The files' names begin with this, so several recorders can share a folder.
    public var fileNamePrefix: String = "recording"

    public init(directory: URL) {
      self.directory = directory
      appVersion = Self.bundleVersion()
    }

    /// `1.4.2 (812)` from the main bundle, or nil outside an app bundle.
    static func bundleVersion() -> String? {
      let info = Bundle.main.infoDictionary
      guard let short = info?["CFBundleShortVersionString"] as? String else { return nil }
      if let build = info?["CFBundleVersion"] as? String, build != short { return "\(short) (\(build))" }
      return short
    }
  }
}
