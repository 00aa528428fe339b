import JSONCore

/// A URI reference split into its RFC 3986 components, resolvable against a base.
///
/// Schema identifiers are URIs (`https://…`, `urn:uuid:…`, `file:///…`, `tag:…`), and `$ref`
/// values are references resolved against them (RFC 3986 §5). Foundation's `URL` on Linux
/// refuses or rewrites several of the forms the test suite uses (`urn:` with fragments, empty
/// fragments, `#` alone), so this is a small, exact implementation of the RFC's algorithms:
/// parse (§3, Appendix B), merge and remove dot segments (§5.2), recompose (§5.3).
///
/// It does no percent-decoding or case folding beyond the scheme: identifiers compare as
/// written, as the specification asks.
struct URIReference: Hashable, Sendable {
  var scheme: String?
  var authority: String?
  var path: String
  var query: String?
  var fragment: String?

  /// Splits `text` with the regular expression of RFC 3986 Appendix B, written out by hand.
  init(_ text: String) {
    var rest = Substring(text)
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    // A scheme is letters, digits, "+", "-", "." before the first ":", starting with a letter,
    // and appearing before any "/".
    if let colon = rest.firstIndex(of: ":"),
      let first = rest.first, first.isASCII, first.isLetter,
      rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    {
      scheme = rest[..<colon].lowercased()
      rest = rest[rest.index(after: colon)...]
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      authority = String(rest[..<end])
      rest = rest[end...]
    }
    path = String(rest)
  }

  init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
    self.scheme = scheme
    self.authority = authority
    self.path = path
    self.query = query
    self.fragment = fragment
  }

  var isAbsolute: Bool { scheme != nil }

  /// The reference without its fragment: the identifier of a whole resource.
  var withoutFragment: URIReference {
    var copy = self
    copy.fragment = nil
    return copy
  }

  /// RFC 3986 §5.2.2: the target of `reference` seen from `self` (the base).
  func resolving(_ reference: URIReference) -> URIReference {
    if reference.scheme != nil {
      return URIReference(
        scheme: reference.scheme, authority: reference.authority,
        path: URIReference.removeDotSegments(reference.path), query: reference.query,
        fragment: reference.fragment)
    }
    if reference.authority != nil {
      return URIReference(
        scheme: scheme, authority: reference.authority,
        path: URIReference.removeDotSegments(reference.path), query: reference.query,
        fragment: reference.fragment)
    }
    if reference.path.isEmpty {
      return URIReference(
        scheme: scheme, authority: authority, path: path, query: reference.query ?? query,
        fragment: reference.fragment)
    }
    let merged: String
    if reference.path.hasPrefix("/") {
      merged = reference.path
    } else if authority != nil, path.isEmpty {
      merged = "/" + reference.path
    } else if let slash = path.lastIndex(of: "/") {
      merged = path[...slash] + reference.path
    } else {
      // A base without "/" in its path (`urn:example:a`): the reference replaces it.
      merged = reference.path
    }
    return URIReference(
      scheme: scheme, authority: authority, path: URIReference.removeDotSegments(merged),
      query: reference.query, fragment: reference.fragment)
  }

  func resolving(_ reference: String) -> URIReference { resolving(URIReference(reference)) }

  /// RFC 3986 §5.2.4, on whole segments.
  static func removeDotSegments(_ path: String) -> String {
    guard path.contains(".") else { return path }
    let absolute = path.hasPrefix("/")
    var output: [Substring] = []
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    for (position, segment) in segments.enumerated() {
      if position == 0, absolute { continue }
      let isLast = position == segments.count - 1
      switch segment {
      case ".":
        if isLast { output.append("") }
      case "..":
        if !output.isEmpty { output.removeLast() }
        if isLast { output.append("") }
      default:
        output.append(segment)
      }
    }
    return (absolute ? "/" : "") + output.joined(separator: "/")
  }

  /// RFC 3986 §5.3 recomposition.
  var text: String {
    var result = ""
    if let scheme { result += scheme + ":" }
    if let authority { result += "//" + authority }
    result += path
    if let query { result += "?" + query }
    if let fragment { result += "#" + fragment }
    return result
  }
}

extension URIReference: CustomStringConvertible {
  var description: String { text }
}

extension URIReference {
  /// The text of a resource identifier as the registry keys it: no fragment, and an empty
  /// fragment (`…/schema#`, as drafts 4–7 write their meta-schema ids) dropped too.
  var resourceKey: String { withoutFragment.text }

  /// A `file:` URI for an absolute file system path, percent-encoding what must be.
  static func file(path: String) -> URIReference {
    URIReference(
      scheme: "file", authority: "", path: URIReference.percentEncodePath(path), query: nil,
      fragment: nil)
  }

  /// The file system path of a `file:` URI, percent-decoded; `nil` for other schemes.
  var filePath: String? {
    guard scheme == "file" else { return nil }
    return URIReference.percentDecode(path)
  }

  static func percentEncodePath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        Character(scalar).isLetter || Character(scalar).isNumber || "/-._~!$&'()*+,;=:@".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).zeroPadded(toWidth: 2)
      }
    }
    return result
  }

  static func percentDecode(_ text: String) -> String? {
    guard text.contains("%") else { return text }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
