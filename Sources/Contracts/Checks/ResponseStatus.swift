import JSONCore

/// What a recording's HTTP status says about its body.
///
/// A `204 No Content` (or `205`, `304`), or any recorded status with an empty body, has no
/// body: counted, never parsed (an empty body is not a parse error). A `4xx`/`5xx` body is the
/// server's error object, not the contract's rows: counted as an error response, never checked
/// against the contract's schema or model; with an error schema (``Manifest/ErrorSchema``) it
/// is checked against that (`ErrorBodyCheck`). Responses without a status (a bare JSON file or
/// NDJSON line) are bodies.
public enum ResponseStatus {
  public enum Kind: String, Sendable {
    case body
    case noBody = "no body"
    case errorResponse = "error response"
  }

  /// Whether HTTP says the response has no body: a 1xx, 204, 205 or 304, or the answer to a
  /// HEAD.
  static func hasNoBody(status: Int?, method: String?) -> Bool {
    // ASCII case folded byte by byte: no string made per response.
    if let method, method.utf8.elementsEqual("HEAD".utf8, by: { $0 & 0xDF == $1 }) { return true }
    guard let status else { return false }
    return (100..<200).contains(status) || [204, 205, 304].contains(status)
  }

  public static func kind(of response: Response) -> Kind {
    guard let status = response.status else { return .body }
    if hasNoBody(status: status, method: response.method) || response.body.allSatisfy(JSONTextScanner.isJSONWhitespace)
    {
      return .noBody
    }
    return status >= 400 ? .errorResponse : .body
  }
}
