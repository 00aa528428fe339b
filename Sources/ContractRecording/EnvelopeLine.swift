import Foundation
import Redaction

/// The NDJSON line `contract check --against` reads, built from one exchange and redacted
/// before it exists as bytes anywhere but in memory:
///
///     {"recorded_at":"…","app_version":"1.4 (812)","route":"GET /pets/7?select=[redacted]",
///      "status":200,"request_headers":{"Accept":"application/json"},"body":{…}}
///
/// `route`, `status`, `request_headers` and `body` are the envelope the reader already reads;
/// `recorded_at`, `app_version` and `decode_failure` are extra members it passes over. The
/// body is last and kept as the server's bytes (redaction aside), so the checks see the lexemes
/// the app saw; its line breaks (JSON whitespace, never inside a valid string) become spaces.
enum EnvelopeLine {
  /// The line, newline-terminated, or nil when the exchange is not recorded (not JSON).
  static func make(_ exchange: RecordedExchange, configuration: Recorder.Configuration) -> [UInt8]? {
    guard exchange.isJSON, !exchange.body.isEmpty else { return nil }
    let extra = configuration.redactedKeys
    var line = "{\"recorded_at\":"
    line += quoted(exchange.recordedAt.formatted(.iso8601))
    if let version = configuration.appVersion { line += ",\"app_version\":" + quoted(version) }
    line += ",\"route\":" + quoted(Redactor.redact(route(exchange), alsoRedacting: extra))
    if let status = exchange.status { line += ",\"status\":\(status)" }
    let kept = keptHeaders(exchange.requestHeaders, allowed: configuration.requestHeaders)
    if !kept.isEmpty {
      line += ",\"request_headers\":{"
      line += kept.map { quoted($0.name) + ":" + quoted(Redactor.redact($0.value, alsoRedacting: extra)) }
        .joined(separator: ",")
      line += "}"
    }
    if let failure = exchange.decodeFailure {
      line +=
        ",\"decode_failure\":{\"model\":" + quoted(failure.model) + ",\"coding_path\":"
        + quoted(Redactor.redact(failure.codingPath, alsoRedacting: extra)) + ",\"message\":"
        + quoted(Redactor.redact(failure.message, alsoRedacting: extra)) + "}"
    }
    line += ",\"body\":"
    var bytes = Array(line.utf8)
    let body = Redactor.redact(String(decoding: exchange.body, as: UTF8.self), alsoRedacting: extra)
    bytes.reserveCapacity(bytes.count + body.utf8.count + 2)
    for byte in body.utf8 { bytes.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte) }
    bytes.append(contentsOf: "}\n".utf8)
    return bytes
  }

  /// `METHOD /path?query` with ids kept (routes are matched by pattern), the query kept for a
  /// reader (the CLI drops it) and redacted with the rest.
  static func route(_ exchange: RecordedExchange) -> String {
    guard let url = exchange.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return exchange.method
    }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    return exchange.method.uppercased() + " " + target
  }

  /// The allowed headers the request carried, under the allow-list's spelling, in its order.
  static func keptHeaders(_ headers: [String: String], allowed: [String]) -> [(name: String, value: String)] {
    allowed.compactMap { name in
      headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }.map { (name, $0.value) }
    }
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
