/// A route a contract answers: `GET /rest/v1/courses`, `GET /api/matches/{id}`, `* /v1/*`.
///
/// `{name}` and `*` match one path segment; a trailing `**` matches any rest. The method
/// `*` matches any method. Query strings and fragments of the matched URL are ignored.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  public var method: String
  public var segments: [String]
  public let description: String

  /// Parses `METHOD /path`; `nil` when the text is not of that form.
  public init?(_ text: String) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2, parts[1].hasPrefix("/") else { return nil }
    method = parts[0].uppercased()
    segments = RoutePattern.segments(of: String(parts[1]))
    description = text
  }

  public func matches(method: String, path: String) -> Bool {
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
