/// A route a contract answers: `GET /rest/v1/courses`, `GET /api/matches/{id}`, `* /v1/*`,
/// and the request headers it requires, if any.
///
/// `{name}` and `*` match one path segment; a trailing `**` matches any rest. The method
/// `*` matches any method. Query strings and fragments of the matched URL are ignored. A
/// route with ``headers`` matches only requests that carry each of them: PostgREST answers
/// `GET /rest/v1/courses` with one object instead of an array when the request says
/// `Accept: application/vnd.pgrst.object+json`, and that is another contract.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// A request header a route requires: `Accept: application/vnd.pgrst.object+json`.
  public struct Header: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public var method: String
  public var segments: [String]
  public var headers: [Header] = []
  public let description: String

  /// Parses `METHOD /path`; `nil` when the text is not of that form.
  public init?(_ text: String, headers: [Header] = []) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2, parts[1].hasPrefix("/") else { return nil }
    method = parts[0].uppercased()
    segments = RoutePattern.segments(of: String(parts[1]))
    self.headers = headers
    // A credential header's value (a route on one API key) is not shown.
    let named = headers.map { "\($0.name): \(CredentialName.isCredential($0.name) ? Redactor.marker : $0.value)" }
    description = named.isEmpty ? text : "\(text) (\(named.joined(separator: ", ")))"
  }

  /// Whether a request matches: method, path, and every header the route requires.
  public func matches(method: String, path: String, headers recorded: RequestHeaders = RequestHeaders()) -> Bool {
    guard headers.allSatisfy({ recorded.contains($0.name, $0.value) }) else { return false }
    guard self.method == "*" || self.method == method.uppercased() else { return false }
    let actual = RoutePattern.segments(of: path)
    for (index, segment) in segments.enumerated() {
      if segment == "**" { return true }
      guard index < actual.count else { return false }
      if segment == "*" || (segment.hasPrefix("{") && segment.hasSuffix("}")) { continue }
      if segment != actual[index] { return false }
    }
    return actual.count == segments.count
  }

  /// The path's segments, without query, fragment, or empty segments.
  static func segments(of path: String) -> [String] {
    let bare = path.prefix { $0 != "?" && $0 != "#" }
    return bare.split(separator: "/").map(String.init)
  }
}

/// Shell-style globs over `/`-separated relative paths: `*` and `?` within a segment, `**`
/// across any number of segments.
public struct Glob: Sendable, Hashable {
  public let pattern: String
  private let segments: [Substring]

  public init(_ pattern: String) {
    self.pattern = pattern
    segments = pattern.split(separator: "/")
  }

  public func matches(_ path: String) -> Bool {
    Glob.match(segments[...], path.split(separator: "/")[...])
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
      return false
    }
    guard let segment = path.first, matchSegment(Array(first.utf8)[...], Array(segment.utf8)[...]) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case UInt8(ascii: "*"):
      for start in text.startIndex...text.endIndex where matchSegment(pattern.dropFirst(), text[start...]) {
        return true
      }
      return false
    case UInt8(ascii: "?"):
      return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
    default:
      return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
    }
  }
}
