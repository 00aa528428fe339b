import Foundation
import JSONCore
import Jansson

/// Reads an NDJSON (JSON Lines) file one line at a time, in fixed-size chunks, so a dump of any
/// size is read in constant memory.
///
/// Each non-blank line is one response: a bare body, or an envelope
/// `{"contract"|"route", "status", "headers", "body"}`. Envelope headers are never kept (they
/// hold credentials); only the body goes on.
struct NDJSONReader: Sequence, IteratorProtocol {
  private let path: String
  private var lines: LineReader?
  private var openFailed: Bool

  init(path: String) {
    self.path = path
    lines = LineReader(path: path)
    openFailed = lines == nil
  }

  mutating func next() -> Response? {
    if openFailed {
      openFailed = false
      return Response(body: [], source: SourceReference(file: path), recordingError: "cannot open the file for reading")
    }
    while let (number, line) = lines?.next() {
      if let response = response(line, number: number) { return response }
    }
    return nil
  }

  /// The response on one line; `nil` for a blank line.
  private func response(_ line: [UInt8], number lineNumber: Int) -> Response? {
    guard line.contains(where: { !JSONTextScanner.isJSONWhitespace($0) }) else { return nil }
    let source = SourceReference(file: path, line: lineNumber)
    guard let parsed = try? JanssonParser.parse(line), let envelope = parsed.value.objectValue,
      envelope["body"] != nil,
      envelope["contract"] != nil || envelope["route"] != nil || envelope["status"] != nil
    else {
      return Response(body: line, source: source)
    }
    var response = Response(body: [], source: source)
    response.contractID = envelope["contract"]?.stringValue
    if let route = envelope["route"]?.stringValue {
      let parts = route.split(separator: " ", maxSplits: 1)
      if parts.count == 2 {
        response.method = String(parts[0])
        response.path = String(parts[1])
      } else {
        response.path = route
      }
    }
    response.status = envelope["status"]?.numberValue?.int64.map(Int.init)
    let bodyPointer = JSONPointer.root.appending(key: "body")
    if let range = JSONTextScanner.range(of: bodyPointer, in: line) {
      response.body = Array(line[range])
    }
    if parsed.duplicateKeys.isEmpty, parsed.limitations.isEmpty, let body = envelope["body"] {
      response.parsedBody = ParsedJSON(value: body, duplicateKeys: [], limitations: [])
    }
    return response
  }
}
