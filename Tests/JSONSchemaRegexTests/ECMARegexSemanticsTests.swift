import Testing

@testable import JSONSchemaRegex

/// Matching semantics that differ between ECMA-262 and other dialects, checked on every
/// engine the pattern can run on.
@Suite struct ECMARegexSemanticsTests {
  /// Cases as `(pattern, input, expected match)`.
  static let cases: [(String, String, Bool)] = [
    // Unanchored search, like RegExp.prototype.test.
    ("a+", "xxaayy", true), ("^a*$", "aaa", true), ("^a*$", "abc", false), ("", "anything", true),
    // `$` does not match before a final newline; `^`/`$` are not multiline.
    ("^abc$", "abc\n", false), ("^abc$", "abc", true), ("abc$", "x\nabc", true),
    ("^b", "a\nb", false),
    // `.` matches anything but line terminators, one scalar at a time.
    ("^.$", "\n", false), ("^.$", "\r", false), ("^.$", "\u{2028}", false),
    ("^.$", "\u{2029}", false),
    ("^.$", "é", true), ("^.$", "🐲", true), ("^..$", "🐲", false), ("^.$", "\u{85}", true),
    // `\d` and `\w` are ASCII-only; `\s` is Unicode white space plus line terminators.
    ("^\\d$", "0", true), ("^\\d$", "\u{07C0}", false), ("^\\D$", "\u{07C0}", true),
    ("^\\w$", "a", true), ("^\\w$", "_", true), ("^\\w$", "é", false), ("^\\W$", "é", true),
    ("^\\s$", " ", true), ("^\\s$", "\u{FEFF}", true), ("^\\s$", "\u{A0}", true),
    ("^\\s$", "\u{2003}", true),
    ("^\\s$", "\u{2029}", true), ("^\\s$", "\u{1}", false), ("^\\s$", "\u{2013}", false),
    ("^\\s$", "\u{85}", false), ("^\\S$", "\u{85}", true), ("^\\s$", "\u{180E}", false),
    // Escapes.
    ("^\\t$", "\t", true), ("^\\t$", "\\t", false), ("^\\cC$", "\u{3}", true),
    ("^\\cc$", "\u{3}", true),
    ("^\\x41\\u0042\\u{43}$", "ABC", true), ("^\\uD83D\\uDC32$", "🐲", true),
    ("^\\u{1F432}$", "🐲", true),
    ("^\\0$", "\u{0}", true), ("^\\/$", "/", true), ("^[\\b]$", "\u{8}", true),
    ("^\\v\\f$", "\u{B}\u{C}", true),
    // Classes.
    ("^[a-z]+$", "hello", true), ("^[a-z]+$", "Hello", false), ("^[^a-z]+$", "ABC", true),
    ("^[]$", "", false), ("[]", "a", false), ("^[^]$", "\n", true), ("^[\\d-]+$", "1-2", true),
    ("^[-a]+$", "-a", true), ("^[a-]+$", "-a", true), ("^[\\w.]+$", "a.b", true),
    ("^[\\s\\S]$", "\n", true),
    ("^[\\u{1F400}-\\u{1F4FF}]$", "🐲", true), ("^[\\-]$", "-", true), ("^[^\\d]$", "5", false),
    // Supplementary-plane characters are one character under the `u` flag.
    ("^🐲*$", "🐲🐲", true), ("^🐲*$", "🐉", false), ("^🐲*$", "", true),
    // Quantifiers, greedy and lazy.
    ("^a{2}$", "aa", true), ("^a{2}$", "aaa", false), ("^a{2,}$", "aaaa", true),
    ("^a{2,3}$", "aaaa", false),
    ("^a{0}$", "", true), ("^(ab)+?c$", "ababc", true), ("^a*?$", "aaa", true),
    ("^(a|ab)(c|bcd)$", "abcd", true),
    ("^(?:a|b)+$", "abba", true), ("^x(?:)y$", "xy", true), ("^(a*)*$", "aaa", true),
    ("^(a*)+b$", "aaab", true),
    // Word boundaries.
    ("\\bfoo\\b", "a foo b", true), ("\\bfoo\\b", "afoo", false), ("\\Boo", "foo", true),
    ("^\\B$", "", true),
    ("\\b", "", false), ("é\\b", "é", false), ("a\\b", "aé", true),
    // Unicode property escapes.
    ("^\\p{Letter}+$", "Hello", true), ("^\\p{Letter}+$", "π", true),
    ("^\\p{Letter}+$", "123", false),
    ("^\\p{L}$", "é", true), ("^\\p{Lu}$", "É", true), ("^\\p{Lu}$", "é", false),
    ("^\\P{Lu}$", "é", true),
    ("^\\p{digit}+$", "৪২", true), ("^\\p{Nd}+$", "42", true), ("^\\p{gc=Nd}$", "٣", true),
    ("^\\p{General_Category=Letter}$", "x", true), ("^[\\p{L}\\d]+$", "a1", true),
    ("^[^\\p{L}]$", "a", false),
    ("^\\p{Any}$", "\u{10FFFF}", true), ("^\\p{ASCII}+$", "abc", true),
    ("^\\p{ASCII}$", "é", false),
    ("^\\p{Alphabetic}$", "ß", true), ("^\\p{White_Space}$", "\u{85}", true),
    ("^\\p{Emoji}$", "😀", true),
    ("^\\p{Script=Greek}+$", "αβγ", true), ("^\\p{sc=Grek}$", "a", false),
    ("^\\p{scx=Hira}$", "ー", true),
    ("^\\p{Script=Han}$", "日", true), ("^\\p{Script=Latin}$", "é", true),
    ("^\\p{Script=Cyrillic}$", "ж", true),
    ("^\\p{sc=Zyyy}$", "ー", true), ("^\\P{Script=Greek}$", "α", false),
    ("\\p{Letter}cole", "l'école", true), ("\\wcole", "l'école", false),
  ]

  @Test func matchesLikeECMAScript() throws {
    for (pattern, input, expected) in Self.cases {
      let regex = try ECMARegex(pattern)
      #expect(
        regex.firstMatch(in: input) == expected, "/\(pattern)/u.test(\(input.debugDescription))")
      for (engine, outcome) in try RegexEngines.all(pattern, input) {
        #expect(outcome == expected, "/\(pattern)/u.test(\(input.debugDescription)) on \(engine)")
      }
    }
  }

  @Test func literalFastPath() throws {
    #expect(try ECMARegex("foo").engineName == "literal")
    #expect(try ECMARegex("^foo$").engineName == "literal")
    #expect(try ECMARegex("^[a-z]+$").engineName == "class run")
    #expect(try ECMARegex("^[a-z]+-\\d+$").engineName == "dfa")
    #expect(try ECMARegex("\\bx(?!y)(?<=x)").engineName == "dfa")
    #expect(try ECMARegex("(a|b)*a(a|b){20}").engineName == "nfa")
    #expect(try ECMARegex("(a)\\1").engineName == "backtracking")
    #expect(try ECMARegex("^(?=[a-z]+$)(?!.*q).+$").engineName == "automata")
    #expect(try ECMARegex("^(?=(a))\\1").engineName == "backtracking")
    let regex = try ECMARegex("^é🐲$")
    #expect(regex.firstMatch(in: "é🐲"))
    #expect(!regex.firstMatch(in: "é🐲 "))
    #expect(try ECMARegex("ab").firstMatch(in: "aab"))
    #expect(try ECMARegex("ab$").firstMatch(in: "aab"))
    #expect(try !ECMARegex("^ab").firstMatch(in: "aab"))
  }

  /// Lookaheads at the start of an anchored pattern run as one automaton per part; verdicts
  /// from Node's `new RegExp(p, "u").test(s)`, and every engine (the backtracker too) agrees.
  @Test(arguments: [
    (
      "^(?=[^!*,;{}[\\]~\\n]+$)(?=(.*\\w)).+$", ["node_modules", "ab", "b"],
      ["src/**/*.ts", "!node_modules", "a,b", "", "--", "a\nb", "é", "a\r"]
    ),
    ("^(?=!+[^!*,;{}[\\]~\\n]+$)(?=(.*\\w)).+$", ["!node_modules", "!!x"], ["node_modules", "!", "!a,b", "ab"]),
    ("^(?=a)(?=.*b)(?!.*c)", ["a,b", "ab", "aab"], ["abc", "b", "", "a\r"]),
    ("^(?=(a+))a*b", ["ab", "abc", "aab"], ["b", "a", ""]),
  ])
  func anchoredLookaheadsRunAsAutomata(pattern: String, matching: [String], notMatching: [String]) throws {
    let regex = try ECMARegex(pattern)
    #expect(regex.engineName == "automata")
    for (inputs, expected) in [(matching, true), (notMatching, false)] {
      for input in inputs {
        for (engine, outcome) in try RegexEngines.all(pattern, input) {
          #expect(outcome == expected, "/\(pattern)/u.test(\(input.debugDescription)) on \(engine)")
        }
      }
    }
  }

  /// A DFA state that loops on all ASCII but a few bytes skips eight bytes at a time: an exit
  /// byte or a non-ASCII scalar at every position of strings around the word size is still
  /// seen, as the backtracker sees it.
  @Test(arguments: ["^.+$", "^[^/]*$", "^[^,;]+,$", "a[^\\n\\r\\t]*b"])
  func loopingStatesSkipWholeWords(pattern: String) throws {
    let engines = try RegexEngines(pattern)
    #expect(engines.dfa != nil)
    for length in [0, 1, 7, 8, 9, 16, 17] {
      let plain = "a" + String(repeating: "x", count: length) + "b"
      for insert in ["\n", "/", ",", ";", "é", "🐲", "\t"] {
        for position in 0...plain.count {
          var input = plain
          input.insert(contentsOf: insert, at: input.index(input.startIndex, offsetBy: position))
          let outcomes = engines.run(input)
          let reference = outcomes.first { $0.0 == "backtracker" }?.1
          for (engine, outcome) in outcomes where outcome != reference {
            Issue.record("/\(pattern)/u.test(\(input.debugDescription)) on \(engine): \(outcome)")
          }
        }
      }
    }
  }

  /// One class over the whole string runs as a set test per scalar and a count, and agrees
  /// with the backtracker on lengths around its bounds and on scalars of every UTF-8 length.
  @Test(arguments: ["^.+$", "^[a-z0-9_-]*$", "^\\d{2,3}$", "^[^é]?$", "^é{2}$", "^\\p{L}+$"])
  func classRunsCountScalars(pattern: String) throws {
    let engines = try RegexEngines(pattern)
    #expect(engines.chosen.engineName == "class run")
    for input in ["", "a", "ab", "abc", "abcd", "12", "123", "1234", "é", "éé", "ééé", "a\n", "\r", "🐲", "a-b_c9", "A"]
    {
      let outcomes = engines.run(input)
      let reference = outcomes.first { $0.0 == "backtracker" }?.1
      for (engine, outcome) in outcomes where outcome != reference {
        Issue.record("/\(pattern)/u.test(\(input.debugDescription)) on \(engine): \(outcome)")
      }
    }
  }

  @Test func keepsThePatternText() throws {
    #expect(try ECMARegex("^a+$").pattern == "^a+$")
  }
}

/// One pattern compiled for every engine able to take it, bypassing the engine choice.
struct RegexEngines {
  let program: RegexProgram
  let firstScalars: ScalarSet?
  let dfa: RegexDFA?
  let literal: LiteralMatcher?
  let classRun: ClassRunMatcher?
  let chosen: ECMARegex

  init(_ pattern: String) throws {
    let (node, groupCount) = try RegexParser.parse(pattern)
    program = try RegexCompiler.compile(node, groupCount: groupCount)
    firstScalars = program.anchoredAtStart ? nil : node.firstScalars
    dfa = RegexDFA(program)
    literal = LiteralMatcher(node)
    classRun = ClassRunMatcher(node)
    chosen = try ECMARegex(pattern)
  }

  /// Each engine's verdict on `input`, by engine name.
  func run(_ input: String) -> [(String, Bool)] {
    UTF8Input.withBytes(input) { bytes in
      var results: [(String, Bool)] = [
        ("ECMARegex (\(chosen.engineName))", chosen.firstMatch(in: input)),
        ("backtracker", Backtracker(program: program, baseBudget: 1_000_000).run(bytes) == .match),
        (
          "backtracker with first-scalar filter",
          Backtracker(program: program, baseBudget: 1_000_000, firstScalars: firstScalars).run(
            bytes)
            == .match
        ),
      ]
      if !program.needsBacktracking {
        results.append(("pike", PikeVM(program: program).matches(bytes)))
      }
      if let dfa { results.append(("dfa", dfa.matches(bytes))) }
      if let literal { results.append(("literal", literal.matches(bytes))) }
      if let classRun { results.append(("class run", classRun.matches(bytes))) }
      return results
    }
  }

  static func all(_ pattern: String, _ input: String) throws -> [(String, Bool)] {
    try RegexEngines(pattern).run(input)
  }
}
