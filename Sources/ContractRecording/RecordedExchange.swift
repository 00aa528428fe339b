import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One response as the request path hands it over: the raw parts, copied cheaply, with
/// redaction and encoding left to the writer's queue.
struct RecordedExchange: Sendable {
  var method: String
  var url: URL?
  /// The request's headers, all of them: the writer keeps the allow-listed ones.
  var requestHeaders: [String: String]
  var status: Int?
  var contentType: String?
  var body: Data
  var recordedAt: Date
  var decodeFailure: DecodeFailure?

  init(data: Data, response: URLResponse?, request: URLRequest?, decodeFailure: DecodeFailure? = nil) {
    method = request?.httpMethod ?? "GET"
    url = request?.url ?? response?.url
    requestHeaders = request?.allHTTPHeaderFields ?? [:]
    let http = response as? HTTPURLResponse
    status = http?.statusCode
    contentType = http?.value(forHTTPHeaderField: "Content-Type") ?? response?.mimeType
    body = data
    recordedAt = Date()
    self.decodeFailure = decodeFailure
  }

  /// Whether the body is JSON by its media type (`application/json`, `…+json`,
  /// `application/vnd.pgrst.object+json; nulls=stripped`), the only bodies recorded. Without
  /// a type (a decode failure from another stack), a body that opens like JSON is one.
  var isJSON: Bool {
    if let contentType {
      let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      return type.map { $0 == "application/json" || $0.hasSuffix("+json") || $0 == "text/json" } ?? false
    }
    let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first.map { [UInt8(ascii: "{"), UInt8(ascii: "[")].contains($0) } ?? false
  }
}
