/// A deterministic automaton built eagerly from a program, for the common JSON Schema
/// pattern (`^[a-z0-9-]+$`, `^\d{4}-\d{2}$`): one table lookup per input scalar.
///
/// Design:
/// - The alphabet is split into equivalence classes: intervals of scalars that every set in
///   the program treats alike. ASCII scalars map to their class through a 128-entry table;
///   others through a binary search over interval starts.
/// - A DFA state is the set of NFA instructions alive after the empty transitions: consuming
///   instructions, `match`, and `$` assertions still waiting for the end of input.
/// - Searching is unanchored: every state after a step also holds the closure of
///   instruction 0 (a new match may start anywhere). `^` holds only in the initial state,
///   which is therefore never merged with a later, equal-looking state.
/// - A state holding `match` ends the search at once; a state with no instructions is dead.
///
/// Construction stops (returns nil) past `maxStates`, and the caller falls back to the Pike
/// VM, so a pattern like `(a|b)*a(a|b){20}` costs a bounded build, not an exponential one.
struct RegexDFA: Sendable {
  private let tables: Tables

  private static let matchFlag: UInt8 = 1
  private static let endMatchFlag: UInt8 = 2
  private static let deadFlag: UInt8 = 4
  static let maxStates = 3000
  static let maxTableSize = 1 << 20

  init?(_ program: RegexProgram) {
    guard !program.needsBacktracking, !program.usesWordBoundary else { return nil }
    let alphabet = Alphabet(program)
    var construction = SubsetConstruction(program: program, alphabet: alphabet)
    guard let table = construction.run() else { return nil }
    tables = Tables(alphabet: alphabet, transitions: table.transitions, flags: table.flags)
  }

  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let tables = self.tables
    let flags = tables.flags
    var state = 0
    var position = 0
    let count = bytes.count
    while position < count {
      if flags[state] & RegexDFA.matchFlag != 0 { return true }
      let byte = bytes[position]
      if byte < 0x80 {
        state = Int(tables.asciiTransitions[state &* 128 &+ Int(byte)])
        position &+= 1
      } else {
        let (scalar, length) = UTF8Input.decode(bytes, at: position)
        state = Int(
          tables.transitions[state &* tables.classCount &+ tables.classOf(nonASCII: scalar)])
        position &+= length
      }
      if flags[state] & RegexDFA.deadFlag != 0 { return false }
    }
    return flags[state] & (RegexDFA.matchFlag | RegexDFA.endMatchFlag) != 0
  }

  /// The finished automaton in raw memory: matching touches no reference counts or bounds
  /// checks. Written once in `init`, read-only afterwards, hence `@unchecked Sendable`.
  private final class Tables: @unchecked Sendable {
    /// `[state * 128 + byte]` for ASCII bytes, the classes folded in.
    let asciiTransitions: UnsafeMutablePointer<Int32>
    /// `[state * classCount + class]` for everything else.
    let transitions: UnsafeMutablePointer<Int32>
    let flags: UnsafeMutablePointer<UInt8>
    let classCount: Int
    let intervalStarts: [UInt32]
    let intervalClasses: [UInt16]

    init(alphabet: Alphabet, transitions table: [Int32], flags stateFlags: [UInt8]) {
      let stateCount = stateFlags.count
      classCount = alphabet.classCount
      intervalStarts = alphabet.intervalStarts
      intervalClasses = alphabet.intervalClasses
      flags = .allocate(capacity: stateCount)
      flags.initialize(from: stateFlags, count: stateCount)
      transitions = .allocate(capacity: table.count)
      transitions.initialize(from: table, count: table.count)
      asciiTransitions = .allocate(capacity: stateCount * 128)
      for state in 0..<stateCount {
        for byte in 0..<128 {
          asciiTransitions[state * 128 + byte] =
            table[state * classCount + Int(alphabet.asciiClasses[byte])]
        }
      }
    }

    deinit {
      asciiTransitions.deallocate()
      transitions.deallocate()
      flags.deallocate()
    }

    func classOf(nonASCII scalar: UInt32) -> Int {
      var low = 0
      var high = intervalStarts.count
      while low < high {
        let mid = (low + high) / 2
        if intervalStarts[mid] <= scalar { low = mid + 1 } else { high = mid }
      }
      return low > 0 ? Int(intervalClasses[low - 1]) : 0
    }
  }

  // MARK: - Alphabet

  /// The equivalence classes of scalars for one program.
  private struct Alphabet {
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
          let id = UInt16(representatives.count)
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

  // MARK: - Subset construction

  private struct SubsetConstruction {
    let program: RegexProgram
    let alphabet: Alphabet
    var transitions: [Int32] = []
    var flags: [UInt8] = []
    var states: [[Int32]] = []
    var stateIndex: [[Int32]: Int32] = [:]
    /// Instructions visited by all closures so far; construction gives up past `maxWork`,
    /// so a huge program cannot make `init` slow even when few states result.
    var work = 0
    /// `visited[pc] == generation` marks instructions already reached by the current closure.
    var visited: [Int]
    var generation = 0
    static let maxWork = 4_000_000

    init(program: RegexProgram, alphabet: Alphabet) {
      visited = Array(repeating: 0, count: program.instructions.count)
      self.program = program
      self.alphabet = alphabet
    }

    mutating func run() -> (transitions: [Int32], flags: [UInt8])? {
      let restart = closure(of: [0], atStart: false)
      states.append(closure(of: [0], atStart: true))
      flags.append(stateFlags(for: states[0], isInitial: true))
      var next = 0
      while next < states.count {
        let members = states[next]
        var row = [Int32](repeating: Int32(next), count: alphabet.classCount)
        if flags[next] & (RegexDFA.matchFlag | RegexDFA.deadFlag) == 0 {
          for symbol in 0..<alphabet.classCount {
            let representative = alphabet.representatives[symbol]
            var seeds: [Int32] = []
            for pc in members where accepts(pc, representative) { seeds.append(pc + 1) }
            let target = Array(Set(closure(of: seeds, atStart: false) + restart)).sorted()
            // Sorting, hashing and storing the state cost about as much as reaching it.
            work += 4 * target.count
            guard work <= SubsetConstruction.maxWork else { return nil }
            guard let index = intern(target) else { return nil }
            row[symbol] = index
          }
        }
        transitions += row
        next += 1
      }
      return (transitions, flags)
    }

    private mutating func intern(_ members: [Int32]) -> Int32? {
      if let index = stateIndex[members] { return index }
      guard states.count < RegexDFA.maxStates,
        (states.count + 1) * (alphabet.classCount + 128) <= RegexDFA.maxTableSize
      else { return nil }
      let index = Int32(states.count)
      states.append(members)
      stateIndex[members] = index
      flags.append(stateFlags(for: members, isInitial: false))
      return index
    }

    private func accepts(_ pc: Int32, _ scalar: UInt32) -> Bool {
      switch program.instructions[Int(pc)] {
      case .scalar(let value): value == scalar
      case .set(let index): program.sets[Int(index)].contains(scalar)
      default: false
      }
    }

    /// The instructions reachable by empty transitions: consuming ones, `match`, pending `$`.
    private mutating func closure(of seeds: [Int32], atStart: Bool) -> [Int32] {
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
        case .assert(.end), .scalar, .set, .match: result.append(pc)
        default: break
        }
      }
      return result.sorted()
    }

    /// Whether a pending `$` leads to `match` when the input ends here.
    private func matchesAtEnd(_ members: [Int32], isInitial: Bool) -> Bool {
      var seen = Set<Int32>()
      var stack: [Int32] = []
      for pc in members {
        if case .assert(.end) = program.instructions[Int(pc)] { stack.append(pc + 1) }
      }
      while let pc = stack.popLast() {
        guard seen.insert(pc).inserted else { continue }
        switch program.instructions[Int(pc)] {
        case .jump(let target): stack.append(target)
        case .split(let preferred, let other): stack += [other, preferred]
        case .save, .clearCaptures, .markPosition, .requireProgress, .assert(.end):
          stack.append(pc + 1)
        case .assert(.start): if isInitial { stack.append(pc + 1) }
        case .match: return true
        default: break
        }
      }
      return false
    }

    private func stateFlags(for members: [Int32], isInitial: Bool) -> UInt8 {
      if members.isEmpty { return RegexDFA.deadFlag }
      var result: UInt8 = 0
      if members.contains(where: {
        if case .match = program.instructions[Int($0)] { true } else { false }
      }) {
        result |= RegexDFA.matchFlag
      }
      if matchesAtEnd(members, isInitial: isInitial) { result |= RegexDFA.endMatchFlag }
      return result
    }
  }
}
