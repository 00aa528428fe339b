import Testing

@testable import JSONSchema

/// The registry's tables, and checkers beyond what the test suite covers.
@Suite struct FormatRegistryTests {
  @Test func knowsEveryDraft2020Format() {
    let expected = [
      "date", "date-time", "duration", "email", "hostname", "idn-email", "idn-hostname", "ipv4",
      "ipv6", "iri",
      "iri-reference", "json-pointer", "regex", "relative-json-pointer", "time", "uri",
      "uri-reference",
      "uri-template", "uuid",
    ]
    #expect(FormatRegistry.knownFormats == expected)
    for name in expected { #expect(FormatRegistry.checker(for: name) != nil, "\(name)") }
  }

  @Test func unknownFormatsAreAnnotationsOnly() {
    for name in ["", "unknown", "Date-Time", "int32", "binary", "byte", "password"] {
      #expect(FormatRegistry.checker(for: name) == nil, "\(name)")
    }
  }

  /// (format, value, valid) beyond the suite.
  static let cases: [(String, String, Bool)] = [
    ("date-time", "2024-03-15T10:30:00.123456+00:00", true),
    ("date-time", "2024-03-15 10:30:00Z", false),
    ("date-time", "2024-03-15T10:30:00", false), ("date-time", "2024-02-29T00:00:00Z", true),
    ("date-time", "2023-02-29T00:00:00Z", false), ("date-time", "2024-03-15T10:30:00.Z", false),
    ("date-time", "2024-03-15T10:30:00+0000", false),
    ("date-time", "1990-12-31T23:59:60+00:00", true),
    ("time", "00:29:60-23:30", true), ("time", "23:59:60z", true), ("time", "12:00:00+23:59", true),
    ("duration", "P1W", true), ("duration", "P1Y2M3W", false), ("duration", "PT1H1M1S", true),
    ("duration", "PT1S1M", false), ("duration", "P1M1Y", false),
    ("email", "a@b", true), ("email", "a@b-.com", false), ("email", "\"a\\\"b\"@example.com", true),
    ("email", "\"unterminated@example.com", false), ("email", "a@[IPv6:1::2]", true),
    ("email", "a@[tag:x]", true),
    ("email", String(repeating: "a", count: 65) + "@example.com", false),
    ("email", "é@example.com", false),
    ("idn-email", "é@example.com", true), ("idn-email", "a@xn--nw2a.xn--j6w193g", true),
    ("hostname", "xn--nw2a.xn--j6w193g", true), ("hostname", "ab--cd", true),
    ("hostname", "a.b.c.d", true),
    ("hostname", "münchen.de", false), ("idn-hostname", "münchen.de", true),
    ("idn-hostname", "MÜNCHEN.de", false),
    ("idn-hostname", "xn--mnchen-3ya.de", true), ("idn-hostname", "日本語。jp", true),
    ("ipv4", "1.2.3.4", true), ("ipv4", "1.2.3.04", false), ("ipv6", "::ffff:1.2.3.4", true),
    ("ipv6", "1:2:3:4:5:6:1.2.3.4", true), ("ipv6", "1:2:3:4:5:6:7:1.2.3.4", false),
    ("ipv6", "1.2.3.4::", false),
    ("ipv6", ":::", false), ("ipv6", "abcd:EF01::", true),
    ("uri", "http://example.com:8080/a?b#c", true), ("uri", "http://[v7.a:b]/", true),
    ("uri", "a:", true),
    ("uri", "http://[::1", false), ("uri", "http://ex%41mple.com/", true),
    ("uri", "http://exa mple.com", false),
    ("uri-reference", "../a/b", true), ("uri-reference", "a:b:c", true),
    ("uri-reference", "%", false),
    ("iri", "http://例え.jp/パス?クエリ#断片", true), ("iri", "http://example.com/\u{E000}", false),
    ("iri", "http://example.com/?\u{E000}", true), ("iri-reference", "パス", true),
    ("uri-template", "{+path}/here{?x,y}", true), ("uri-template", "{", false),
    ("uri-template", "{a}{b}", true),
    ("uri-template", "{=a}", false), ("uri-template", "{.a.b}", true),
    ("uri-template", "{a.}", false),
    ("uuid", "123e4567-e89b-12d3-a456-426614174000", true),
    ("uuid", "{123e4567-e89b-12d3-a456-426614174000}", false),
    ("json-pointer", "/a~01", true), ("json-pointer", "~0", false),
    ("relative-json-pointer", "0", true),
    ("relative-json-pointer", "00", false), ("relative-json-pointer", "3#", true),
    ("relative-json-pointer", "#", false),
    ("regex", "^[a-z]+(?<=z)$", true), ("regex", "a{2,1}", false), ("regex", "\\p{Greek}", false),
  ]

  @Test func checkersBeyondTheSuite() throws {
    for (format, value, valid) in Self.cases {
      let checker = try #require(FormatRegistry.checker(for: format))
      #expect(
        checker(value) == valid,
        "\(format): \(value.debugDescription) should be \(valid ? "valid" : "invalid")")
    }
  }

  @Test func punycodeMatchesRFC3492Samples() throws {
    // RFC 3492 section 7.1 samples (A) Arabic and (L) Japanese, and a mixed label.
    let samples: [(String, String)] = [
      ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
      ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
      ("münchen", "mnchen-3ya"),
    ]
    for (unicode, ascii) in samples {
      let scalars = unicode.unicodeScalars.map(\.value)
      #expect(Punycode.encode(scalars) == Array(ascii.utf8), "\(unicode)")
      #expect(Punycode.decode(Array(ascii.utf8)) == scalars, "\(ascii)")
    }
    #expect(Punycode.decode(Array("99999999999999999999999".utf8)) == nil)
    #expect(Punycode.decode(Array("a-!".utf8)) == nil)
  }
}
