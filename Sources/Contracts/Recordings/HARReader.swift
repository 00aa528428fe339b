import Foundation
import JSONCore
import Jansson

/// Reads the JSON responses out of a HAR 1.2 capture (`log.entries[].response.content`).
///
/// Entries whose response is not JSON (images, scripts, HTML) are counted, not returned.
/// Response headers and cookies are never read into a ``Response``; request headers are kept
/// only as ``RequestHeaders``, to match routes that require one (`Accept:
/// application/vnd.pgrst.object+json`), which never show a value: they hold credentials
/// (Authorization, Cookie, apikey).
enum HARReader {
  struct Result {
    var responses: [Response]
    var skippedNonJSON: Int
    /// Set when the file is not a HAR capture at all.
    var error: (message: String, location: SourceLocation?)?
  }

  static func read(path: String) -> Result {
    let bytes: [UInt8]
    do {
      bytes = try FileDiscovery.read(path)
    } catch {
      return Result(responses: [], skippedNonJSON: 0, error: (error.reason, nil))
    }
    let root: JSONValue
    do {
      root = try JanssonParser.parse(bytes).value
    } catch {
      return Result(
        responses: [], skippedNonJSON: 0, error: ("not a HAR file: not valid JSON: \(error.message)", error.location))
    }
    guard let entries = root["log"]?["entries"]?.arrayValue else {
      return Result(
        responses: [], skippedNonJSON: 0,
        error: (
          "not a HAR file: it has no \"log.entries\" array (HAR 1.2)", SourceLocation(line: 1, column: 1, offset: 0)
        ))
    }
    var responses: [Response] = []
    var skipped = 0
    // Every entry's line, found in one pass over the file (a capture holds thousands).
    let entriesPointer = JSONPointer.root.appending(key: "log").appending(key: "entries")
    let entryPointers = entries.indices.map { entriesPointer.appending(index: $0) }
    let offsets = JSONTextScanner.offsets(of: entryPointers, in: bytes)
    let lines = LineIndex(bytes)
    for (index, entry) in entries.enumerated() {
      let location = lines.location(ofOffset: offsets[entryPointers[index]] ?? 0)
      let source = SourceReference(file: path, line: location.line, entry: index)
      // An entry that is not an object is a broken recording, not a response of another type.
      guard entry.objectValue != nil else {
        responses.append(
          Response(
            body: [], source: source,
            recordingError: "HAR entry \(index) is not an object (a \(entry.typeName)): a malformed entry"))
        continue
      }
      let content = entry["response"]?["content"]
      let mimeType = content?["mimeType"]?.stringValue?.lowercased() ?? ""
      guard mimeType.contains("json") else {
        skipped += 1
        continue
      }
      var response = Response(body: [], source: source)
      response.method = entry["request"]?["method"]?.stringValue
      response.requestHeaders = RequestHeaders(json: entry["request"]?["headers"])
      if let url = entry["request"]?["url"]?.stringValue {
        let components = URLComponents(string: url)
        response.path = components?.path ?? url
        response.host = components?.host?.lowercased()
      }
      response.status = entry["response"]?["status"]?.numberValue?.int64.map(Int.init)
      guard let text = content?["text"]?.stringValue else {
        // A 304 (the browser's cache answered), a 204 or a HEAD has no body to record: counted
        // as a response with no body. Any other is a capture saved without its bodies.
        if !ResponseStatus.hasNoBody(status: response.status, method: response.method) {
          response.recordingError =
            "HAR entry \(index) holds no body for this JSON response (no content.text: was the capture saved without content?)"
        }
        responses.append(response)
        continue
      }
      if content?["encoding"]?.stringValue == "base64" {
        guard let data = Data(base64Encoded: text) else {
          response.recordingError = "HAR entry \(index): content.text is not valid base64"
          responses.append(response)
          continue
        }
        response.body = Array(data)
      } else {
        response.body = Array(text.utf8)
      }
      responses.append(response)
    }
    return Result(responses: responses, skippedNonJSON: skipped, error: nil)
  }
}
