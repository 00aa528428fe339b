import Foundation
import JSONCore
import Jansson

/// Reads an NDJSON (JSON Lines) file one line at a time, in fixed-size chunks, so a dump of any
/// size is read in constant memory.
///
/// Each non-blank line is one response: a bare body, or an envelope
/// `{"contract"|"route", "status", "request_headers", "body"}`. The request's headers
/// (`request_headers`, else `headers`, where request loggers write `Authorization`; an object
/// `{"Accept": "…"}` or HAR's `[{"name", "value"}]`) are kept only as ``RequestHeaders``, to
/// match routes that require a header, and never shown (they hold credentials).
struct NDJSONReader {
  /// A non-blank line, read but not yet parsed: parsing happens on the checking threads.
  struct Line: Sendable {
    var path: String
    var number: Int
    var bytes: [UInt8]
  }

  private let path: String
  private var lines: LineReader?
  private var openFailed: Bool

  init(path: String) {
    self.path = path
    lines = LineReader(path: path)
    openFailed = lines == nil
  }

  /// What the reader yields: a line to parse, or a response that reports an unreadable file.
  enum Next {
    case line(Line)
    case unreadable(Response)
  }

  /// The next non-blank line, or the report that the file cannot be read.
  mutating func next() -> Next? {
    if openFailed {
      openFailed = false
      return .unreadable(
        Response(body: [], source: SourceReference(file: path), recordingError: "cannot open the file for reading"))
    }
    while let (number, line) = lines?.next() {
      if line.contains(where: { !JSONTextScanner.isJSONWhitespace($0) }) {
        return .line(Line(path: path, number: number, bytes: line))
      }
    }
    return nil
  }

  /// The response on one line: a bare body, or the body of an envelope with what the envelope
  /// says about it (contract, route, status, request headers).
  static func response(_ line: Line) -> Response {
    let source = SourceReference(file: line.path, line: line.number)
    guard let parsed = try? JanssonParser.parse(line.bytes), let envelope = parsed.value.objectValue,
      envelope["body"] != nil,
      envelope["contract"] != nil || envelope["route"] != nil || envelope["status"] != nil
    else {
      return Response(body: line.bytes, source: source)
    }
    var response = Response(body: [], source: source)
    response.contractID = envelope["contract"]?.stringValue
    if let recorded = envelope["route"]?.stringValue {
      // Without its query, as the HAR reader reads URLs: a query holds tokens, and changes
      // with each one.
      let route = String(recorded.prefix { $0 != "?" && $0 != "#" })
      let parts = route.split(separator: " ", maxSplits: 1)
      if parts.count == 2 {
        response.method = String(parts[0])
        response.path = String(parts[1])
      } else {
        response.path = route
      }
    }
    response.status = envelope["status"]?.numberValue?.int64.map(Int.init)
    response.requestHeaders = RequestHeaders(json: envelope["request_headers"] ?? envelope["headers"])
    // The body is usually the envelope's last member, and then it ends where the line does.
    let range =
      parsed.duplicateKeys.isEmpty && envelope.members.last?.key == "body"
      ? JSONTextScanner.range(ofLastMember: "body", in: line.bytes)
      : JSONTextScanner.range(of: JSONPointer.root.appending(key: "body"), in: line.bytes)
    if let range { response.body = Array(line.bytes[range]) }
    if parsed.duplicateKeys.isEmpty, parsed.limitations.isEmpty, let body = envelope["body"] {
      response.parsedBody = ParsedJSON(value: body, duplicateKeys: [], limitations: [])
    }
    return response
  }
}
