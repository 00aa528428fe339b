import Foundation
import JSONCore
import Jansson

/// Reads an NDJSON (JSON Lines) file one line at a time, in fixed-size chunks, so a dump of any
/// size is read in constant memory.
///
/// Each non-blank line is one response: a bare body, or an envelope
/// `{"contract"|"route", "status", "request_headers", "body"}` (`body` left out for a response
/// that has none). The request's headers
/// (`request_headers`, else `headers`, where request loggers write `Authorization`; an object
/// `{"Accept": "…"}` or HAR's `[{"name", "value"}]`) are kept only as ``RequestHeaders``, to
/// match routes that require a header, and never shown (they hold credentials).
struct NDJSONReader {
  /// A non-blank line, read but not yet parsed: parsing happens on the checking threads.
  struct Line: Sendable {
    var path: String
    var number: Int
    /// The line's size as read (its bytes may have been taken since).
    let byteCount: Int
    private let storage: Storage

    init(path: String, number: Int, bytes: [UInt8]) {
      self.path = path
      self.number = number
      byteCount = bytes.count
      storage = Storage(bytes)
    }

    var bytes: [UInt8] { storage.bytes }

    /// The bytes, moved out: a large line's body is cut from them in place rather than
    /// copied, so the line and its body are not held at once (``largeResponse(_:_:)``).
    func takeBytes() -> [UInt8] {
      var taken: [UInt8] = []
      swap(&taken, &storage.bytes)
      return taken
    }

    /// A line is resolved once, by the one thread that checks it: the box is never shared
    /// between threads while it changes.
    private final class Storage: @unchecked Sendable {
      var bytes: [UInt8]
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
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
    if line.bytes.count > largeLine { return largeResponse(line, source) }
    guard let parsed = try? JanssonParser.parse(line.bytes) else { return Response(body: line.bytes, source: source) }
    guard let envelope = parsed.value.objectValue, isEnvelope(envelope) else {
      // A bare body: the reading that found no envelope is the body's own, so the checks do
      // not parse it again.
      return Response(body: line.bytes, source: source, parsedBody: parsed)
    }
    var response = Response(body: [], source: source)
    read(envelope, into: &response)
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

  /// Lines above this size are not parsed here (``largeResponse(_:_:)``).
  static let largeLine = 4 << 20

  /// A large line's response, found without building its tree.
  ///
  /// Parsing a large line here to learn whether it is an envelope builds the whole document's
  /// tree, only to throw it away (a bare body) or to keep it while the model decodes (an
  /// envelope), where the checks build the tree after the decode so that a large document
  /// never holds both. So: a line that is not an object is a bare body; for an object, the
  /// text scanner finds its `body` member, and only the rest (the body replaced by `null`) is
  /// parsed to read the envelope. The body's own reading is the checks' parse, once.
  private static func largeResponse(_ line: Line, _ source: SourceReference) -> Response {
    var bytes = line.takeBytes()
    guard let first = bytes.firstIndex(where: { !JSONTextScanner.isJSONWhitespace($0) }),
      bytes[first] == UInt8(ascii: "{"),
      let body = JSONTextScanner.range(of: JSONPointer.root.appending(key: "body"), in: bytes)
    else { return Response(body: bytes, source: source) }
    var rest = Array(bytes[..<body.lowerBound])
    rest += "null".utf8
    rest += bytes[body.upperBound...]
    // A repeated member, or text that is not JSON outside the body: the whole line is read
    // as a body, and its checks say what is wrong with it.
    guard let parsed = try? JanssonParser.parse(rest), parsed.duplicateKeys.isEmpty,
      let envelope = parsed.value.objectValue, isEnvelope(envelope)
    else { return Response(body: bytes, source: source) }
    var response = Response(body: [], source: source)
    read(envelope, into: &response)
    // Held only here: both cuts are in place.
    bytes.removeSubrange(body.upperBound...)
    bytes.removeSubrange(..<body.lowerBound)
    response.body = bytes
    return response
  }

  /// Whether a line's object is an envelope: a body, and what it is the response of. A
  /// recording of a response with no body (a `204` to `POST /logout`) may leave `body` out: an
  /// HTTP status and a route (`METHOD /path`) or contract say it is one, which no API's own
  /// body does.
  private static func isEnvelope(_ object: JSONObject) -> Bool {
    if object["body"] != nil {
      return object["contract"] != nil || object["route"] != nil || object["status"] != nil
    }
    guard let status = object["status"]?.numberValue?.int64, (100...599).contains(status) else { return false }
    if object["contract"]?.stringValue != nil { return true }
    guard let route = object["route"]?.stringValue, let space = route.firstIndex(of: " ") else { return false }
    return route[..<space].allSatisfy { $0.isASCII && $0.isUppercase } && route[route.index(after: space)...].hasPrefix("/")
  }

  /// What the envelope says about its body: contract, route, status, request headers.
  private static func read(_ envelope: JSONObject, into response: inout Response) {
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
    // Shown beside every finding of the response: kept short and on one line.
    response.source.appVersion = envelope["app_version"]?.stringValue.map { version in
      String(version.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64))
    }
  }
}
