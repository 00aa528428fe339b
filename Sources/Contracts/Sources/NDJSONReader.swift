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
  private let handle: FileHandle?
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var lineNumber = 0
  private var finished = false
  private var openError: String?

  static let chunkSize = 1 << 20

  init(path: String) {
    self.path = path
    handle = FileHandle(forReadingAtPath: path)
    if handle == nil { openError = "cannot open the file for reading" }
  }

  mutating func next() -> Response? {
    if let openError {
      self.openError = nil
      finished = true
      return Response(body: [], source: SourceReference(file: path), recordingError: openError)
    }
    while true {
      if let newline = buffer[bufferStart...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[bufferStart..<newline])
        bufferStart = newline + 1
        lineNumber += 1
        if let response = response(line) { return response }
        continue
      }
      if finished {
        guard bufferStart < buffer.count else { return nil }
        let line = Array(buffer[bufferStart...])
        bufferStart = buffer.count
        lineNumber += 1
        if let response = response(line) { return response }
        return nil
      }
      // Keep the unfinished line, read the next chunk behind it.
      buffer.removeFirst(bufferStart)
      bufferStart = 0
      let chunk = (try? handle?.read(upToCount: NDJSONReader.chunkSize)) ?? nil
      if let chunk, !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        finished = true
        try? handle?.close()
      }
    }
  }

  /// The response on one line; `nil` for a blank line.
  private func response(_ line: [UInt8]) -> Response? {
    var line = line
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
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
