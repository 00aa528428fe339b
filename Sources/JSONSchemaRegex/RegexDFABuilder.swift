/// The equivalence classes of scalars for one program: intervals that every set in the
/// program (and the word set, when `\b` or `\B` is used) treats alike.
struct DFAAlphabet {
  var asciiClasses: [UInt16] = []
  var intervalStarts: [UInt32] = []
  var intervalClasses: [UInt16] = []
  var classCount = 0
  /// One member of each class, to test instructions against.
  var representatives: [UInt32] = []

  init(_ program: RegexProgram) {
    var sets = program.sets
    for instruction in program.instructions {
      if case .scalar(let value) = instruction { sets.append(ScalarSet(value)) }
    }
    if program.usesWordBoundary { sets.append(.wordCharacters) }
    var cuts: Set<UInt32> = [0, 128]
    for set in sets {
      for (low, high) in set.ranges {
        cuts.insert(low)
        if high < ScalarSet.maxScalar { cuts.insert(high + 1) }
      }
    }
    let starts = cuts.sorted()
    var classBySignature: [[Bool]: UInt16] = [:]
    var classes: [UInt16] = []
    for start in starts {
      let signature = sets.map { $0.contains(start) }
      if let known = classBySignature[signature] {
        classes.append(known)
      } else {
        // Ids wrap past 65535 classes; `RegexDFA.init?` rejects such an alphabet before use.
        let id = UInt16(truncatingIfNeeded: representatives.count)
        classBySignature[signature] = id
        representatives.append(start)
        classes.append(id)
      }
    }
    classCount = representatives.count
    intervalStarts = starts
    intervalClasses = classes
    asciiClasses = (0..<128).map { scalar in
      let index = (starts.lastIndex { $0 <= UInt32(scalar) }) ?? 0
      return classes[index]
    }
  }
}

/// Subset construction for `RegexDFA`, with the assertions resolved as early as the
/// information allows.
///
/// `^` and one-character lookbehinds depend only on what precedes the position, so they are
/// resolved inside the closure, given the state's context (the previous scalar's class,
/// reduced to what those assertions can distinguish; context 0 means "no previous scalar").
/// `$`, `\b`, `\B` and one-character lookaheads also need the next scalar: they stay in the
/// state as pending items and are resolved when the next class (or the end) is known.
struct DFABuilder {
  let program: RegexProgram
  let alphabet: DFAAlphabet
  var transitions: [Int32] = []
  var flags: [UInt8] = []
  /// A state's key: its sorted items, then its context.
  var states: [[Int32]] = []
  var stateIndex: [[Int32]: Int32] = [:]
  /// Instructions visited by all closures so far; construction gives up past `maxWork`,
  /// so a huge program cannot make `init` slow even when few states result.
  var work = 0
  static let maxWork = 4_000_000
  /// `visited[pc] == generation` marks instructions already reached by the current closure.
  var visited: [Int]
  var generation = 0
  /// Context of each class, and one previous scalar per context (nil for context 0).
  var contextOfClass: [Int32] = []
  var contextScalars: [UInt32?] = [nil]
  var restarts: [Int32: [Int32]] = [:]
  var canRestart = true

  init(program: RegexProgram, alphabet: DFAAlphabet) {
    self.program = program
    self.alphabet = alphabet
    visited = Array(repeating: 0, count: program.instructions.count)
    // Contexts: classes that the look-behind side of the program tells apart.
    var lookbehindSets: [ScalarSet] = []
    for instruction in program.instructions {
      if case .assertPrevious(let set, _) = instruction { lookbehindSets.append(program.sets[Int(set)]) }
    }
    let usesContext = program.usesWordBoundary || !lookbehindSets.isEmpty
    var contextBySignature: [[Bool]: Int32] = [:]
    for representative in alphabet.representatives {
      guard usesContext else {
        contextOfClass.append(0)
        continue
      }
      let signature = [UTF8Input.isWordScalar(representative)] + lookbehindSets.map { $0.contains(representative) }
      if let known = contextBySignature[signature] {
        contextOfClass.append(known)
      } else {
        let context = Int32(contextScalars.count)
        contextBySignature[signature] = context
        contextScalars.append(representative)
        contextOfClass.append(context)
      }
    }
  }

  mutating func run() -> (transitions: [Int32], flags: [UInt8])? {
    // A state with no items is dead only if no later position can start a match either.
    canRestart = (0..<Int32(contextScalars.count)).contains { !restart($0).isEmpty }
    let initial = closure(of: [0], atStart: true, context: 0)
    states.append(initial + [0])
    flags.append(stateFlags(initial, context: 0, isInitial: true))
    var next = 0
    while next < states.count {
      let key = states[next]
      let members = Array(key.dropLast())
      let context = key.last ?? 0
      var row = [Int32](repeating: Int32(next), count: alphabet.classCount)
      if flags[next] & (RegexDFA.matchFlag | RegexDFA.deadFlag) == 0 {
        for symbol in 0..<alphabet.classCount {
          guard let index = transition(members, context: context, isInitial: next == 0, on: symbol) else {
            return nil
          }
          row[symbol] = index
        }
      }
      transitions += row
      next += 1
    }
    return (transitions, flags)
  }

  private mutating func transition(_ members: [Int32], context: Int32, isInitial: Bool, on symbol: Int) -> Int32? {
    let scalar = alphabet.representatives[symbol]
    let (alive, matched) = resolve(members, next: scalar, context: context, atStart: isInitial)
    // A match completed before this scalar: the search is over.
    if matched { return intern([-1], flags: RegexDFA.matchFlag) }
    var seeds: [Int32] = []
    for pc in alive where accepts(pc, scalar) { seeds.append(pc + 1) }
    let newContext = contextOfClass[symbol]
    let target = Array(Set(closure(of: seeds, atStart: false, context: newContext) + restart(newContext))).sorted()
    // Sorting, hashing and storing the state cost about as much as reaching it.
    work += 4 * target.count
    guard work <= DFABuilder.maxWork else { return nil }
    return intern(target + [newContext], flags: stateFlags(target, context: newContext, isInitial: false))
  }

  private mutating func restart(_ context: Int32) -> [Int32] {
    if let known = restarts[context] { return known }
    let items = closure(of: [0], atStart: false, context: context)
    restarts[context] = items
    return items
  }

  private mutating func intern(_ key: [Int32], flags stateFlags: UInt8) -> Int32? {
    if let index = stateIndex[key] { return index }
    guard states.count < RegexDFA.maxStates,
      (states.count + 1) * (alphabet.classCount + 128) <= RegexDFA.maxTableSize
    else { return nil }
    let index = Int32(states.count)
    states.append(key)
    stateIndex[key] = index
    flags.append(stateFlags)
    return index
  }

  private func accepts(_ pc: Int32, _ scalar: UInt32) -> Bool {
    switch program.instructions[Int(pc)] {
    case .scalar(let value): value == scalar
    case .set(let index): program.sets[Int(index)].contains(scalar)
    default: false
    }
  }

  /// Whether the scalar before the position (per `context`) is in the set.
  private func previous(in set: Int32, context: Int32) -> Bool {
    guard let scalar = contextScalars[Int(context)] else { return false }
    return program.sets[Int(set)].contains(scalar)
  }

  /// Items reachable by empty transitions: consuming instructions, `match`, and pending
  /// next-scalar assertions.
  private mutating func closure(of seeds: [Int32], atStart: Bool, context: Int32) -> [Int32] {
    generation += 1
    var result: [Int32] = []
    var stack = seeds
    while let pc = stack.popLast() {
      guard visited[Int(pc)] != generation else { continue }
      visited[Int(pc)] = generation
      work += 1
      switch program.instructions[Int(pc)] {
      case .jump(let target): stack.append(target)
      case .split(let preferred, let other): stack += [other, preferred]
      case .save, .clearCaptures, .markPosition, .requireProgress: stack.append(pc + 1)
      case .assert(.start): if atStart { stack.append(pc + 1) }
      case .assertPrevious(let set, let negated):
        if previous(in: set, context: context) != negated { stack.append(pc + 1) }
      case .assert, .assertNext, .scalar, .set, .match: result.append(pc)
      default: break
      }
    }
    return result.sorted()
  }

  /// Resolves pending assertions against the next scalar (nil: end of input).
  ///
  /// Returns the consuming instructions alive before that scalar, and whether a match
  /// completes here.
  private mutating func resolve(
    _ members: [Int32], next: UInt32?, context: Int32, atStart: Bool
  ) -> (alive: [Int32], matched: Bool) {
    let previousIsWord = contextScalars[Int(context)].map(UTF8Input.isWordScalar) ?? false
    let nextIsWord = next.map(UTF8Input.isWordScalar) ?? false
    var alive: [Int32] = []
    var seen = Set<Int32>()
    var pending = members
    while let pc = pending.popLast() {
      guard seen.insert(pc).inserted else { continue }
      let passes: Bool
      switch program.instructions[Int(pc)] {
      case .scalar, .set:
        alive.append(pc)
        continue
      case .match: return (alive, true)
      case .assert(.end): passes = next == nil
      case .assert(.wordBoundary): passes = previousIsWord != nextIsWord
      case .assert(.notWordBoundary): passes = previousIsWord == nextIsWord
      case .assertNext(let set, let negated):
        passes = (next.map { program.sets[Int(set)].contains($0) } ?? false) != negated
      default: continue
      }
      if passes { pending += closure(of: [pc + 1], atStart: atStart, context: context) }
    }
    return (alive, false)
  }

  private mutating func stateFlags(_ members: [Int32], context: Int32, isInitial: Bool) -> UInt8 {
    if members.isEmpty, !canRestart { return RegexDFA.deadFlag }
    var result: UInt8 = 0
    if members.contains(where: { if case .match = program.instructions[Int($0)] { true } else { false } }) {
      result |= RegexDFA.matchFlag
    }
    if resolve(members, next: nil, context: context, atStart: isInitial).matched {
      result |= RegexDFA.endMatchFlag
    }
    return result
  }
}
