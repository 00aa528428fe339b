/// The parsed form of an ECMA-262 pattern.
///
/// Character classes, escapes like `\d` and `.` are all resolved to a `ScalarSet` by the
/// parser, so later stages see only sets and single scalars. Capture groups are numbered
/// from 1 in the order of their opening parenthesis, as ECMA-262 numbers them.
indirect enum RegexNode: Sendable {
  case empty
  case scalar(UInt32)
  case set(ScalarSet)
  case sequence([RegexNode])
  case alternation([RegexNode])
  /// A group; `capture` is its number when it captures.
  case group(RegexNode, capture: Int?)
  /// `groups` is the range of capture numbers inside the atom, cleared on every iteration.
  case quantified(RegexNode, min: Int, max: Int?, greedy: Bool, groups: Range<Int>)
  case assertion(RegexAssertion)
  case look(RegexNode, ahead: Bool, negative: Bool)
  case backreference(Int)

  /// Whether matching needs the backtracker (the automata cannot express these).
  var needsBacktracking: Bool {
    switch self {
    case .empty, .scalar, .set, .assertion: false
    case .backreference: true
    case .look: singleScalarLookaround == nil
    case .sequence(let nodes), .alternation(let nodes): nodes.contains { $0.needsBacktracking }
    case .group(let node, _), .quantified(let node, _, _, _, _): node.needsBacktracking
    }
  }

  /// Whether the pattern uses `\b` or `\B`: the DFA then tracks whether the previous scalar is a word character.
  var usesWordBoundary: Bool {
    switch self {
    case .empty, .scalar, .set, .backreference: false
    case .assertion(let kind): kind == .wordBoundary || kind == .notWordBoundary
    case .sequence(let nodes), .alternation(let nodes): nodes.contains { $0.usesWordBoundary }
    case .group(let node, _), .quantified(let node, _, _, _, _), .look(let node, _, _):
      node.usesWordBoundary
    }
  }
}

extension RegexNode {
  /// The set of a lookaround whose body is one character (`(?!\.)`, `(?<=[a-z])`).
  ///
  /// The character next to the position must (or must not) belong to it. Such a lookaround only inspects the scalar next
  /// to the position and sets no capture, so every engine can test it directly: this keeps
  /// real-world patterns like `^((\.(?!\.)\/)?\w+\/?)+$` off the backtracker, where they
  /// are exponential.
  var singleScalarLookaround: ScalarSet? {
    guard case .look(let body, _, _) = self else { return nil }
    var node = body
    while case .group(let inner, nil) = node { node = inner }
    switch node {
    case .scalar(let value): return ScalarSet(value)
    case .set(let set): return set
    default: return nil
    }
  }
}

enum RegexAssertion: Sendable, Equatable {
  /// `^` (no multiline: start of input only).
  case start
  /// `$` (no multiline: end of input only, not before a final newline).
  case end
  case wordBoundary
  case notWordBoundary
}
