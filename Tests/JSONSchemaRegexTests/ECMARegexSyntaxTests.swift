import Testing

@testable import JSONSchemaRegex

/// Pattern syntax: what Unicode-mode ECMA-262 accepts and rejects, and where errors point.
@Suite struct ECMARegexSyntaxTests {
  static let valid: [String] = [
    "", "a|", "|", "(?:)", "[]", "[^]", "\\cA", "(?<name>x)", "(?<n>a)\\k<n>", "\\k<n>(?<n>a)",
    "(?<=a+)b",
    "(?<!a)b", "(?=a)", "(?!a)", "a{1,}", "a{0,0}", "a{3}?", "\\u{10FFFF}", "\\uD83D\\uDC32",
    "[\\b]",
    "[\\-]", "\\/", "(a)\\1", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10", "\\p{L}",
    "[a-z\\d_]", "\\0", "^$", "\\b\\B", "(?<$x_1>a)", "(?<\\u0061>a)\\k<a>", "x*?y+?z??",
    "[\\u0041-\\u005A]",
    "[\\]]", "\\]", "\\}", "\\{", "\\p{gc=Lu}", "\\P{General_Category=Nd}", "\\p{ID_Start}",
    "\\p{AHex}",
  ]

  /// Cases as `(pattern, expected error offset)`.
  static let invalid: [(String, Int)] = [
    ("\\a", 0), ("(?P<name>x)", 2), ("(?P<n>a)(?P=n)", 2), ("(?#comment)a", 2), ("(?i)abc", 2),
    ("(?ims)abc", 2), ("^(abc]", 5), ("(", 0), (")", 0), ("a)", 1), ("[", 0), ("[a", 0), ("*", 0),
    ("+a", 0),
    ("a**", 2), ("a{2,1}", 1), ("{", 0), ("a{", 1), ("a{1", 1), ("}", 0), ("]", 0), ("x{1}{2}", 4),
    ("(?=a)*", 5), ("(?<=a)+", 6), ("\\", 0), ("a\\", 1), ("\\1", 0), ("(a)\\2", 3), ("\\k<n>", 0),
    ("\\k", 0), ("(?<n>a)(?<n>b)", 10), ("(?<1a>x)", 3), ("(?<>x)", 3), ("[z-a]", 1),
    ("[\\d-z]", 1),
    ("[a-\\d]", 1), ("\\x4", 0), ("\\u12", 0), ("\\u{110000}", 0), ("\\u{}", 0), ("\\c1", 0),
    ("\\c", 0),
    ("\\p{Unknown}", 0), ("\\p{L", 0), ("\\p", 0), ("\\pL", 0), ("\\p{gc=Foo}", 0),
    ("\\p{Script=greek}", 0), ("\\p{Script=Foo}", 0), ("\\p{Greek}", 0),
    ("[\\1]", 1), ("\\01", 0), ("\\-", 0), ("\\ ", 0), ("\\_", 0), ("\\e", 0), ("(?<a", 3),
    ("(?:a", 0),
  ]

  @Test func acceptsValidPatterns() {
    for pattern in Self.valid {
      #expect(ECMARegex.isValid(pattern), "\(pattern) should be valid")
      #expect(throws: Never.self, "\(pattern)") { _ = try ECMARegex(pattern) }
    }
  }

  @Test func rejectsInvalidPatternsWithOffsets() {
    for (pattern, offset) in Self.invalid {
      #expect(!ECMARegex.isValid(pattern), "\(pattern) should be invalid")
      do {
        _ = try ECMARegex(pattern)
        Issue.record("\(pattern) compiled")
      } catch {
        #expect(error.offset == offset, "\(pattern): \(error)")
        #expect(!error.message.isEmpty)
        #expect(error.description.contains("offset \(error.offset)"))
      }
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
    #expect(!ECMARegex.isValid(deep))
  }

  @Test func hugeCountedRepetitionIsAnError() {
    #expect(ECMARegex.isValid("(?:a{1000}){1000}"))
    #expect(throws: ECMARegexError.self) { _ = try ECMARegex("(?:a{1000}){1000}") }
  }
}

/// The opt-in grammar for real-world schemas that escape punctuation needlessly.
@Suite struct ECMARegexLenientSyntaxTests {
  @Test func punctuationEscapesAreAcceptedOnlyWhenAskedFor() throws {
    let pattern = "^\\/[^\\*\\?\\&\\%]*(\\/\\*)?$"
    #expect(!ECMARegex.isValid(pattern))
    let regex = try ECMARegex(pattern, syntax: .unicodeWithPunctuationEscapes)
    #expect(regex.firstMatch(in: "/api/v1/*"))
    #expect(!regex.firstMatch(in: "/api/%20"))
    #expect(
      try ECMARegex("^a\\-b\\ c\\@$", syntax: .unicodeWithPunctuationEscapes).firstMatch(
        in: "a-b c@"))
  }

  @Test func letterEscapesStayErrors() {
    for pattern in ["\\a", "\\e", "\\_", "[\\q]", "\\8"] {
      #expect(throws: ECMARegexError.self, "\(pattern)") {
        _ = try ECMARegex(pattern, syntax: .unicodeWithPunctuationEscapes)
      }
    }
  }
}
