import JSONSchemaRegex
/// `uri`, `uri-reference` (RFC 3986) and `iri`, `iri-reference` (RFC 3987).
///
/// A direct reading of the RFC 3986 collected ABNF: the reference is split into scheme,
/// authority, path, query and fragment the way appendix B does, then every part is checked
/// against its own rule. The IRI forms widen `unreserved` with `ucschar` and the query with
/// `iprivate`; nothing else changes. Hosts that look like IPv4 but are not valid ones
/// (`999.999.999.999`) still pass as `reg-name`, as the grammar says.
enum URIFormats {
  static func isURI(_ text: String) -> Bool { check(text, iri: false, allowRelative: false) }
  static func isURIReference(_ text: String) -> Bool {
    check(text, iri: false, allowRelative: true)
  }
  static func isIRI(_ text: String) -> Bool { check(text, iri: true, allowRelative: false) }
  static func isIRIReference(_ text: String) -> Bool { check(text, iri: true, allowRelative: true) }

  private static func check(_ text: String, iri: Bool, allowRelative: Bool) -> Bool {
    let scalars = Array(text.unicodeScalars)
    let rules = Rules(iri: iri)
    // Appendix B: fragment after the first "#", query after the first "?" before it.
    let fragmentStart = scalars.firstIndex(of: "#")
    let beforeFragment = scalars[..<(fragmentStart ?? scalars.endIndex)]
    let queryStart = beforeFragment.firstIndex(of: "?")
    var hierarchy = beforeFragment[..<(queryStart ?? beforeFragment.endIndex)]

    if let fragmentStart,
      !rules.isQueryOrFragment(scalars[(fragmentStart + 1)...], privateUse: false)
    {
      return false
    }
    if let queryStart,
      !rules.isQueryOrFragment(beforeFragment[(queryStart + 1)...], privateUse: iri)
    {
      return false
    }
    // A scheme is everything before the first ":" if no "/" comes earlier.
    var hasScheme = false
    if let colon = hierarchy.firstIndex(of: ":"), !hierarchy[..<colon].contains("/") {
      let scheme = hierarchy[..<colon]
      if isScheme(scheme) {
        hasScheme = true
        hierarchy = hierarchy[(colon + 1)...]
      } else if !allowRelative {
        return false
      }
      // Without a valid scheme, a relative reference's first segment may not hold ":";
      // the path check below rejects it.
    }
    guard hasScheme || allowRelative else { return false }

    if hierarchy.starts(with: ["/", "/"]) {
      let rest = hierarchy.dropFirst(2)
      let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
      guard rules.isAuthority(rest[..<authorityEnd]) else { return false }
      return rules.isPath(rest[authorityEnd...], firstSegmentMayHaveColon: true)
    }
    return rules.isPath(hierarchy, firstSegmentMayHaveColon: hasScheme)
  }

  /// Checks `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  private static func isScheme(_ scheme: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = scheme.first, first.isASCIILetter else { return false }
    return scheme.allSatisfy {
      $0.isASCIILetter || $0.asciiDigitValue != nil || "+-.".unicodeScalars.contains($0)
    }
  }

  /// ucschar (RFC 3987): the non-ASCII characters an IRI may hold outside the query.
  static func isUCSChar(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
    case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD && !(0xE0000...0xE0FFF).contains(value)
    default: return false
    }
  }

  /// iprivate (RFC 3987): private-use characters, allowed only in an IRI's query.
  static func isIPrivate(_ value: UInt32) -> Bool {
    (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value)
      || (0x100000...0x10FFFD).contains(value)
  }

  private struct Rules {
    let iri: Bool

    func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCIILetter || scalar.asciiDigitValue != nil
        || "-._~".unicodeScalars.contains(scalar)
        || (iri && URIFormats.isUCSChar(scalar.value))
    }

    func isSubDelim(_ scalar: Unicode.Scalar) -> Bool {
      "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// Checks each character of `part` with `allowed`, accepting `%XX` anywhere.
    func all(_ part: ArraySlice<Unicode.Scalar>, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
      var index = part.startIndex
      while index < part.endIndex {
        if part[index] == "%" {
          guard index + 2 < part.endIndex, part[index + 1].asciiHexValue != nil,
            part[index + 2].asciiHexValue != nil
          else { return false }
          index += 3
        } else {
          guard allowed(part[index]) else { return false }
          index += 1
        }
      }
      return true
    }

    /// Checks `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`.
    func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
      isUnreserved(scalar) || isSubDelim(scalar) || scalar == ":" || scalar == "@"
    }

    func isQueryOrFragment(_ part: ArraySlice<Unicode.Scalar>, privateUse: Bool) -> Bool {
      all(part) {
        isPathCharacter($0) || $0 == "/" || $0 == "?"
          || (privateUse && URIFormats.isIPrivate($0.value))
      }
    }

    /// Any path form; a relative reference's first segment must not contain ":".
    func isPath(_ path: ArraySlice<Unicode.Scalar>, firstSegmentMayHaveColon: Bool) -> Bool {
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      for (offset, segment) in segments.enumerated() {
        if offset == 0, !firstSegmentMayHaveColon, segment.contains(":") { return false }
        guard all(segment, isPathCharacter) else { return false }
      }
      return true
    }

    /// Checks `authority = [ userinfo "@" ] host [ ":" port ]`.
    func isAuthority(_ authority: ArraySlice<Unicode.Scalar>) -> Bool {
      var rest = authority
      if let at = authority.firstIndex(of: "@") {
        guard all(authority[..<at], { isUnreserved($0) || isSubDelim($0) || $0 == ":" }) else {
          return false
        }
        rest = authority[(at + 1)...]
      }
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"), isIPLiteral(rest[(rest.startIndex + 1)..<close])
        else {
          return false
        }
        return isPort(rest[(close + 1)...])
      }
      let colon = rest.firstIndex(of: ":") ?? rest.endIndex
      guard all(rest[..<colon], { isUnreserved($0) || isSubDelim($0) }) else { return false }
      return isPort(rest[colon...])
    }

    /// Checks `[ ":" *DIGIT ]`, the port with its colon.
    func isPort(_ part: ArraySlice<Unicode.Scalar>) -> Bool {
      guard let first = part.first else { return true }
      return first == ":" && part.dropFirst().allSatisfy { $0.asciiDigitValue != nil }
    }

    /// Checks `IPv6address / IPvFuture`, where `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    func isIPLiteral(_ literal: ArraySlice<Unicode.Scalar>) -> Bool {
      if let first = literal.first, first == "v" || first == "V" {
        guard let dot = literal.firstIndex(of: "."), dot > literal.startIndex + 1,
          literal[(literal.startIndex + 1)..<dot].allSatisfy({ $0.asciiHexValue != nil })
        else { return false }
        let tail = literal[(dot + 1)...]
        return !tail.isEmpty
          && tail.allSatisfy { $0.isASCII && (isUnreserved($0) || isSubDelim($0) || $0 == ":") }
      }
      guard literal.allSatisfy(\.isASCII) else { return false }
      return IPAddressFormats.isIPv6(Array(String(String.UnicodeScalarView(literal)).utf8)[...])
    }
  }
}
