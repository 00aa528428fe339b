/// An ECMA-262 regular expression with the `u` flag, as JSON Schema's `pattern` and
/// `patternProperties` use it: compiled once, then tested against many strings.
///
/// `firstMatch(in:)` is an unanchored search, like `RegExp.prototype.test`:
///
/// ```swift
/// let regex = try ECMARegex("^[a-z]+-\\d+$")
/// regex.firstMatch(in: "abc-42")   // true
/// ```
///
/// The compiled form picks the cheapest engine that can answer:
/// - plain text, possibly with `^`/`$` — a byte comparison (`LiteralMatcher`);
/// - one class repeated over the whole string (`^[a-z-]+$`) — a set test per scalar
///   (`ClassRunMatcher`);
/// - no backreferences and no lookaround longer than one character — a DFA, one table
///   lookup per scalar (`RegexDFA`);
/// - the same, when the DFA would be too big — an NFA simulation, linear time (`PikeVM`);
/// - lookaheads at the start of an anchored pattern (`^(?=A)(?!B)C`) — one automaton per
///   part, each of which must match or not (`anchoredLookaheadParts`);
/// - otherwise a backtracker with a step budget (`Backtracker`); `test(_:)` reports when the
///   budget ran out.
///
/// Matching walks the string's UTF-8 bytes in place and allocates nothing on the common paths.
public struct ECMARegex: Sendable {
  /// The pattern text as given.
  public let pattern: String
  private let engine: Engine

  /// The result of `test(_:)`.
  public enum Outcome: Sendable, Hashable {
    case match
    case noMatch
    /// The backtracker gave up: the pattern needs backtracking and this input made it
    /// explode. Neither a match nor a non-match was established.
    case budgetExceeded
  }

  private enum Engine: Sendable {
    case literal(LiteralMatcher)
    case classRun(ClassRunMatcher)
    case dfa(RegexDFA)
    case pike(PikeVM)
    case backtracker(Backtracker)
    /// Every part must match, or not match when `matches` is false (see `anchoredLookaheadParts`).
    case all([(engine: Engine, matches: Bool)])

    /// The automaton for a pattern that needs no backtracking.
    static func automaton(_ node: RegexNode, groupCount: Int) throws(ECMARegexError) -> Engine {
      let program = try RegexCompiler.compile(node, groupCount: groupCount)
      return RegexDFA(program).map(Engine.dfa) ?? .pike(PikeVM(program: program))
    }

    func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
      switch self {
      case .literal(let matcher): return matcher.matches(bytes) ? .match : .noMatch
      case .classRun(let matcher): return matcher.matches(bytes) ? .match : .noMatch
      case .dfa(let dfa): return dfa.matches(bytes) ? .match : .noMatch
      case .pike(let vm): return vm.matches(bytes) ? .match : .noMatch
      case .backtracker(let backtracker): return backtracker.run(bytes)
      case .all(let parts):
        for part in parts where (part.engine.run(bytes) == .match) != part.matches { return .noMatch }
        return .match
      }
    }
  }

  /// The backtracker's fixed step allowance (a share per input byte comes on top).
  public static let defaultStepBudget = 1_000_000

  /// Parses and compiles `pattern`; throws when it is not valid ECMA-262 (Unicode mode) or
  /// too large to compile.
  public init(_ pattern: String) throws(ECMARegexError) {
    try self.init(pattern, syntax: .unicode, stepBudget: ECMARegex.defaultStepBudget)
  }

  /// Which pattern grammar `init` accepts.
  public enum Syntax: Sendable, Hashable {
    /// ECMA-262 with the `u` flag, as JSON Schema and its test suite require.
    case unicode
    /// `unicode`, plus Annex B's identity escapes for ASCII punctuation and space: `\%`,
    /// `\-`, `\&` stand for the character itself, as in a JavaScript regex without the `u`
    /// flag. Real-world schemas escape punctuation that needs no escaping, and a strict
    /// parser rejects the whole schema for it; `\a` and other escaped letters stay errors.
    case unicodeWithPunctuationEscapes
  }

  /// Like `init(_:)`, with the grammar and the backtracker's fixed step allowance chosen by
  /// the caller.
  public init(
    _ pattern: String, syntax: Syntax = .unicode, stepBudget: Int = ECMARegex.defaultStepBudget
  ) throws(ECMARegexError) {
    self.pattern = pattern
    let (node, groupCount) = try RegexParser.parse(
      pattern, allowsPunctuationEscapes: syntax == .unicodeWithPunctuationEscapes)
    if let literal = LiteralMatcher(node) {
      engine = .literal(literal)
      return
    }
    if let run = ClassRunMatcher(node) {
      engine = .classRun(run)
      return
    }
    guard node.needsBacktracking else {
      engine = try .automaton(node, groupCount: groupCount)
      return
    }
    if let parts = node.anchoredLookaheadParts {
      var engines: [(engine: Engine, matches: Bool)] = []
      for part in parts { engines.append((try .automaton(part.node, groupCount: groupCount), part.matches)) }
      engine = .all(engines)
      return
    }
    let program = try RegexCompiler.compile(node, groupCount: groupCount)
    let first = program.anchoredAtStart ? nil : node.firstScalars
    engine = .backtracker(Backtracker(program: program, baseBudget: max(0, stepBudget), firstScalars: first))
  }

  /// Checks that `pattern` is a valid ECMA-262 pattern (Unicode mode) without compiling it.
  public static func validate(_ pattern: String) throws(ECMARegexError) {
    _ = try RegexParser.parse(pattern)
  }

  /// Whether `pattern` is a valid ECMA-262 pattern (Unicode mode): the `regex` format.
  public static func isValid(_ pattern: String) -> Bool {
    do {
      try validate(pattern)
      return true
    } catch {
      return false
    }
  }

  /// Whether the pattern matches anywhere in `string`; false also when the backtracking
  /// budget ran out (use `test(_:)` to tell the two apart).
  public func firstMatch(in string: String) -> Bool {
    test(string) == .match
  }

  /// Whether the pattern matches anywhere in a string given as its UTF-8 bytes (in place, for
  /// callers that hold them already); false also when the backtracking budget ran out.
  package func firstMatch(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    engine.run(bytes) == .match
  }

  /// Searches `string` for a match, reporting an exhausted backtracking budget.
  public func test(_ string: String) -> Outcome {
    UTF8Input.withBytes(string) { bytes in engine.run(bytes) }
  }

  /// Which engine runs this pattern (`literal`, `dfa`, `nfa` or `backtracking`), for
  /// diagnostics and benchmarks.
  public var engineName: String {
    switch engine {
    case .literal: "literal"
    case .classRun: "class run"
    case .dfa: "dfa"
    case .pike: "nfa"
    case .backtracker: "backtracking"
    case .all: "automata"
    }
  }
}

extension ECMARegex: Hashable, CustomStringConvertible {
  /// Two regexes are equal when their pattern text is: compilation is deterministic (the
  /// step budget, a resource limit, does not take part).
  public static func == (lhs: ECMARegex, rhs: ECMARegex) -> Bool { lhs.pattern == rhs.pattern }

  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  /// The pattern as a JavaScript literal, `/…/u`.
  public var description: String { "/\(pattern)/u" }
}
