import Testing

@testable import JSONSchemaRegex

/// Lookarounds, backreferences, and patterns that make naive backtracking explode.
@Suite struct ECMARegexBacktrackingTests {
  static let cases: [(String, String, Bool)] = [
    // Backreferences.
    ("^(a+)\\1$", "aaaa", true), ("^(a+)\\1$", "aaa", false),
    ("^(?<w>\\w+) \\k<w>$", "hey hey", true),
    ("^(?<w>\\w+) \\k<w>$", "hey you", false), ("^\\1(a)$", "a", true), ("^(a)|\\1b$", "b", true),
    ("^(?:(a)|b)\\1$", "b", true), ("^(?:(a)|b)+\\1$", "aba", false),
    ("^(?:(a)|b)+\\1$", "abb", true),
    ("(\\d)\\1", "12334", true), ("^(🐲)\\1$", "🐲🐲", true), ("^\\k<x>(?<x>y)$", "y", true),
    // Lookahead.
    ("^(?=.*\\d)(?=.*[a-z]).{6,}$", "abc123", true),
    ("^(?=.*\\d)(?=.*[a-z]).{6,}$", "abcdef", false),
    ("^(?!foo)\\w+$", "foobar", false), ("^(?!foo)\\w+$", "barfoo", true),
    ("a(?=b)", "ac ab", true),
    ("^(?=(a+))a*b\\1$", "baaabac", false), ("(?=(a+))a*b\\1", "baaabac", true),
    ("^(?!(a))\\1b$", "b", true),
    // Lookbehind, including variable width and captures matched right to left.
    ("(?<=\\$)\\d+", "cost: $42", true), ("(?<=\\$)\\d+", "cost: 42", false),
    ("(?<!\\$)\\b\\d+", "$42", false),
    ("(?<=a+)b", "aaab", true), ("(?<=^a+)b", "xab", false), ("(?<=(\\d+)(\\d+))$", "1053", true),
    ("^.*(?<=(\\w)\\1)$", "hello", true), ("^.*(?<=\\1(\\w))$", "hello", false),
    ("^.*(?<=\\1(\\w))$", "hell", true), ("(?<=\\1(a))b", "aab", true),
    ("(?<=é)x", "éx", true), ("(?<=🐲)x", "🐲x", true), ("(?<!🐲)x", "🐲x", false),
    // Empty iterations are rejected once the minimum is met (ECMA-262 RepeatMatcher).
    ("^(?:a|())*\\1b$", "aab", true), ("^(a*)*b$", "aab", true), ("^(?:(a)|b)*$", "ab", true),
  ]

  @Test func matchesLikeECMAScript() throws {
    for (pattern, input, expected) in Self.cases {
      let regex = try ECMARegex(pattern)
      #expect(
        regex.test(input) == (expected ? .match : .noMatch),
        "/\(pattern)/u.test(\(input.debugDescription))")
    }
  }

  /// Patterns that are catastrophic for a backtracker run on the automata: a definite
  /// no-match, never the backtracker's step budget running out.
  @Test func catastrophicPatternOnTheAutomataIsAnswered() throws {
    let input = String(repeating: "a", count: 30) + "!"
    for pattern in ["^(a+)+$", "^(a|aa)+$", "^(a*)*$", "(x+x+)+y", "^(\\w+\\s?)*$"] {
      let regex = try ECMARegex(pattern)
      #expect(regex.test(input) == .noMatch, "\(pattern)")
    }
  }

  @Test func catastrophicBacktrackingReportsBudget() throws {
    let input = String(repeating: "a", count: 30) + "!"
    let regex = try ECMARegex("^(a+)+\\1$")
    #expect(regex.test(input) == .budgetExceeded)
    #expect(!regex.firstMatch(in: input))
    let lookahead = try ECMARegex("^(?=(a+)+$)b")
    #expect(lookahead.test(input) != .match)
  }

  @Test func longInputDoesNotOverflowTheStack() throws {
    let input = String(repeating: "ab", count: 200_000)
    #expect(try ECMARegex("^(?:a|b)*$").firstMatch(in: input))
    #expect(try ECMARegex("^(a)(?:a|b)*\\1?$").test(input) == .match)
    #expect(try ECMARegex("^(?:(?=a)a|b)*$").test(input) == .match)
  }
}
