/// One instruction of a compiled pattern.
///
/// All three engines (DFA, Pike VM, backtracker) read the same program; the automata treat the capture and progress bookkeeping as no-ops, since
/// they only answer "is there a match" and never see backreferences.
enum RegexInstruction: Sendable {
  /// Consume this scalar (`Backward`: the scalar before the position, inside a lookbehind).
  case scalar(UInt32)
  case scalarBackward(UInt32)
  /// Consume a scalar in `program.sets[index]`.
  case set(Int32)
  case setBackward(Int32)
  /// Try `preferred` first, then `other`.
  case split(preferred: Int32, other: Int32)
  case jump(Int32)
  /// Record the position in a capture slot (group n uses slots 2n and 2n+1).
  case save(Int32)
  /// Reset the capture slots in `from..<to`: each quantifier iteration starts with its groups unset.
  case clearCaptures(from: Int32, to: Int32)
  case assert(RegexAssertion)
  /// A one-character lookahead / lookbehind: the scalar after (before) the position is
  /// (`negated`: is not) in `program.sets[set]`; no scalar there counts as not in the set.
  case assertNext(set: Int32, negated: Bool)
  case assertPrevious(set: Int32, negated: Bool)
  case backreference(Int32, backward: Bool)
  /// A lookaround: its body starts at the next instruction and ends with `lookEnd`; the
  /// pattern continues at `next`.
  case look(ahead: Bool, negative: Bool, next: Int32)
  case lookEnd
  /// Remember the position in a register, then later fail if it did not move: ECMA-262
  /// rejects an optional iteration of a quantifier that matched the empty string.
  case markPosition(Int32)
  case requireProgress(Int32)
  case match
}

struct RegexProgram: Sendable {
  var instructions: [RegexInstruction] = []
  var sets: [ScalarSet] = []
  var slotCount = 2
  var registerCount = 0
  /// Every match must start at position 0 (each alternative begins with `^`).
  var anchoredAtStart = false
  /// The program contains backreferences or lookarounds longer than one character.
  var needsBacktracking = false
  /// The program contains `\b` or `\B`.
  var usesWordBoundary = false
}

/// Compiles a `RegexNode` to a `RegexProgram` (Thompson construction, ECMA-262 details).
struct RegexCompiler {
  /// Counted quantifiers are unrolled; this bound keeps `a{1000}{1000}` from eating memory.
  static let maxInstructions = 250_000

  private var program = RegexProgram()
  private var setIndices: [ScalarSet: Int32] = [:]

  static func compile(_ node: RegexNode, groupCount: Int) throws(ECMARegexError) -> RegexProgram {
    var compiler = RegexCompiler()
    compiler.program.slotCount = 2 * (groupCount + 1)
    compiler.program.anchoredAtStart = node.isAnchoredAtStart
    compiler.program.needsBacktracking = node.needsBacktracking
    compiler.program.usesWordBoundary = node.usesWordBoundary
    try compiler.emit(node, backward: false)
    compiler.append(.match)
    return compiler.program
  }

  private var here: Int32 { Int32(program.instructions.count) }

  private mutating func append(_ instruction: RegexInstruction) {
    program.instructions.append(instruction)
  }

  private mutating func patch(_ at: Int32, _ instruction: RegexInstruction) {
    program.instructions[Int(at)] = instruction
  }

  private mutating func emit(_ node: RegexNode, backward: Bool) throws(ECMARegexError) {
    guard program.instructions.count <= RegexCompiler.maxInstructions else {
      throw ECMARegexError(
        offset: 0, message: "pattern is too large to compile (counted repetitions)")
    }
    switch node {
    case .empty:
      break
    case .scalar(let value):
      append(backward ? .scalarBackward(value) : .scalar(value))
    case .set(let set):
      if let value = set.singleScalar {
        append(backward ? .scalarBackward(value) : .scalar(value))
      } else {
        let index = setIndex(set)
        append(backward ? .setBackward(index) : .set(index))
      }
    case .sequence(let nodes):
      // A lookbehind matches right to left, so its terms run in reverse order.
      for child in backward ? nodes.reversed() : nodes { try emit(child, backward: backward) }
    case .alternation(let alternatives):
      var exits: [Int32] = []
      for (offset, alternative) in alternatives.enumerated() {
        if offset == alternatives.count - 1 {
          try emit(alternative, backward: backward)
          break
        }
        let split = here
        append(.jump(0))
        try emit(alternative, backward: backward)
        exits.append(here)
        append(.jump(0))
        patch(split, .split(preferred: split + 1, other: here))
      }
      for exit in exits { patch(exit, .jump(here)) }
    case .group(let body, let capture):
      guard let capture else { return try emit(body, backward: backward) }
      let (first, second) = (Int32(2 * capture), Int32(2 * capture + 1))
      append(.save(backward ? second : first))
      try emit(body, backward: backward)
      append(.save(backward ? first : second))
    case .assertion(let kind):
      append(.assert(kind))
    case .backreference(let number):
      append(.backreference(Int32(number), backward: backward))
    case .look(let body, let ahead, let negative):
      if let set = node.singleScalarLookaround {
        let index = setIndex(set)
        append(ahead ? .assertNext(set: index, negated: negative) : .assertPrevious(set: index, negated: negative))
        return
      }
      let start = here
      append(.jump(0))
      try emit(body, backward: !ahead)
      append(.lookEnd)
      patch(start, .look(ahead: ahead, negative: negative, next: here))
    case .quantified(let atom, let min, let max, let greedy, let groups):
      try emitQuantified(
        atom, min: min, max: max, greedy: greedy, groups: groups, backward: backward)
    }
  }

  private mutating func emitQuantified(
    _ atom: RegexNode, min: Int, max: Int?, greedy: Bool, groups: Range<Int>, backward: Bool
  ) throws(ECMARegexError) {
    let clear: RegexInstruction? =
      groups.isEmpty
      ? nil : .clearCaptures(from: Int32(2 * groups.lowerBound), to: Int32(2 * groups.upperBound))
    // The empty-iteration check is only needed when the atom can match nothing.
    let register: Int32? = atom.canMatchEmpty ? Int32(program.registerCount) : nil
    if register != nil { program.registerCount += 1 }

    // An atom that compiles to nothing (`(?:)`) repeats to nothing; without this check
    // `(?:){2147483647}` would spin through two billion empty iterations.
    let before = here
    try emit(atom, backward: backward)
    if here == before { return }
    program.instructions.removeLast(Int(here - before))
    for _ in 0..<min {
      if let clear { append(clear) }
      try emit(atom, backward: backward)
    }
    func optionalIteration(_ compiler: inout RegexCompiler) throws(ECMARegexError) {
      if let register { compiler.append(.markPosition(register)) }
      if let clear { compiler.append(clear) }
      try compiler.emit(atom, backward: backward)
      if let register { compiler.append(.requireProgress(register)) }
    }
    func split(from: Int32, body: Int32, exit: Int32) -> RegexInstruction {
      greedy ? .split(preferred: body, other: exit) : .split(preferred: exit, other: body)
    }
    guard let max else {
      let loop = here
      append(.jump(0))
      try optionalIteration(&self)
      append(.jump(loop))
      patch(loop, split(from: loop, body: loop + 1, exit: here))
      return
    }
    var splits: [Int32] = []
    for _ in min..<Swift.max(min, max) {
      splits.append(here)
      append(.jump(0))
      try optionalIteration(&self)
      guard program.instructions.count <= RegexCompiler.maxInstructions else {
        throw ECMARegexError(
          offset: 0, message: "pattern is too large to compile (counted repetitions)")
      }
    }
    for at in splits { patch(at, split(from: at, body: at + 1, exit: here)) }
  }

  private mutating func setIndex(_ set: ScalarSet) -> Int32 {
    if let index = setIndices[set] { return index }
    let index = Int32(program.sets.count)
    program.sets.append(set)
    setIndices[set] = index
    return index
  }
}

extension RegexNode {
  /// Whether the node can succeed without consuming input.
  var canMatchEmpty: Bool {
    switch self {
    case .scalar, .set: false
    case .empty, .assertion, .look, .backreference: true
    case .sequence(let nodes): nodes.allSatisfy(\.canMatchEmpty)
    case .alternation(let nodes): nodes.contains(where: \.canMatchEmpty)
    case .group(let node, _): node.canMatchEmpty
    case .quantified(let node, let min, _, _, _): min == 0 || node.canMatchEmpty
    }
  }

  /// Whether every match must begin at the start of the input (a leading `^` on every branch).
  var isAnchoredAtStart: Bool {
    switch self {
    case .assertion(.start): true
    case .sequence(let nodes): nodes.first?.isAnchoredAtStart ?? false
    case .alternation(let nodes): nodes.allSatisfy(\.isAnchoredAtStart)
    case .group(let node, _): node.isAnchoredAtStart
    case .quantified(let node, let min, _, _, _): min > 0 && node.isAnchoredAtStart
    default: false
    }
  }
}

extension RegexNode {
  /// The scalars a match must begin with, or nil when unknown: the pattern can match the
  /// empty string, or a backreference may come first.
  var firstScalars: ScalarSet? {
    canMatchEmpty ? nil : leadingScalars
  }

  /// The scalars a non-empty match of this node can begin with (zero-width parts add
  /// nothing); nil when a backreference makes it unknowable.
  private var leadingScalars: ScalarSet? {
    switch self {
    case .scalar(let value): return ScalarSet(value)
    case .set(let set): return set
    case .empty, .assertion, .look: return ScalarSet()
    case .backreference: return nil
    case .group(let node, _), .quantified(let node, _, _, _, _): return node.leadingScalars
    case .alternation(let nodes):
      var result = ScalarSet()
      for node in nodes {
        guard let first = node.leadingScalars else { return nil }
        result = result.union(first)
      }
      return result
    case .sequence(let nodes):
      var result = ScalarSet()
      for node in nodes {
        guard let first = node.leadingScalars else { return nil }
        result = result.union(first)
        if !node.canMatchEmpty { break }
      }
      return result
    }
  }
}
