import Testing

@testable import JSONSchemaRegex

/// Checks every engine against verdicts recorded from V8 (`NodeReferenceCases`), so the
/// differential evidence runs in every `swift test`, without Node.
@Suite struct ECMARegexReferenceTests {
  @Test func matchesAgreeWithV8() throws {
    for (pattern, cases) in NodeReferenceCases.matches {
      let engines = try RegexEngines(pattern)
      for (input, expected) in cases {
        for (engine, matched) in engines.run(input) {
          #expect(matched == expected, "/\(pattern)/u.test(\(input.debugDescription)) on \(engine)")
        }
      }
    }
  }

  @Test func invalidPatternsAgreeWithV8() {
    for pattern in NodeReferenceCases.invalidPatterns {
      #expect(!ECMARegex.isValid(pattern), "/\(pattern)/u should be a syntax error")
    }
  }
}
