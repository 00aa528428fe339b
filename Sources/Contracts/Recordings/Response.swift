public import Jansson

/// One recorded response body, where it came from, and what its recording says about it.
public struct Response: Sendable {
  /// The body's bytes, exactly as recorded.
  public var body: [UInt8]
  public var source: SourceReference
  /// The contract the recording names (an NDJSON envelope's `"contract"`).
  public var contractID: String?
  /// The request, when the recording has one (HAR entries, envelopes with `"route"`).
  public var method: String?
  public var path: String?
  /// The host the request went to, where the recording keeps it (HAR entries' URLs).
  public var host: String?
  public var status: Int?
  /// The request's headers, for routes that name one; never shown (``RequestHeaders``).
  public var requestHeaders = RequestHeaders()
  /// The body already parsed by the reference parser while reading its envelope, when that
  /// reading was clean (no duplicate keys, no limitations) and can stand for a parse of
  /// `body`.
  public var parsedBody: ParsedJSON?
  /// A problem with the recording itself (a HAR entry with no text, an envelope without a
  /// body): reported as a parse error, without checking the body.
  public var recordingError: String?

  public init(
    body: [UInt8], source: SourceReference, contractID: String? = nil, method: String? = nil,
    path: String? = nil, status: Int? = nil, parsedBody: ParsedJSON? = nil, recordingError: String? = nil
  ) {
    self.body = body
    self.source = source
    self.contractID = contractID
    self.method = method
    self.path = path
    self.status = status
    self.parsedBody = parsedBody
    self.recordingError = recordingError
  }
}
