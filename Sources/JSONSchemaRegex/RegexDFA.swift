/// A deterministic automaton built eagerly from a program, for the common JSON Schema
/// pattern (`^[a-z0-9-]+$`, `^\d{4}-\d{2}$`): one table lookup per input scalar.
///
/// Design:
/// - The alphabet is split into equivalence classes: intervals of scalars that every set in
///   the program treats alike. ASCII scalars map to their class through a 128-entry table;
///   others through a binary search over interval starts.
/// - A DFA state is the set of NFA instructions alive after the empty transitions (consuming
///   instructions, `match`, and assertions waiting for the next scalar: `$`, `\b`, `\B`,
///   one-character lookaheads), plus the *context*: which class of scalar precedes the
///   position, as far as `\b`, `\B` and one-character lookbehinds can tell classes apart.
/// - Searching is unanchored: every state after a step also holds the closure of
///   instruction 0 (a new match may start anywhere). `^` holds only in the initial state,
///   which is therefore never merged with a later, equal-looking state.
/// - A state holding `match` ends the search at once; a state with no instructions is dead.
///
/// - A state that every ASCII byte but at most three keeps where it is (the `.+` of `^.+$`,
///   `[^/]*`) skips its run eight bytes at a time: a word-wide test for a non-ASCII byte or
///   one of those exits, so a long string in such a state costs a few instructions per word,
///   not a table lookup per byte.
///
/// Construction stops (returns nil) past `maxStates`, and the caller falls back to the Pike
/// VM, so a pattern like `(a|b)*a(a|b){20}` costs a bounded build, not an exponential one.
struct RegexDFA: Sendable {
  private let tables: Tables

  static let matchFlag: UInt8 = 1
  static let endMatchFlag: UInt8 = 2
  static let deadFlag: UInt8 = 4
  /// The state loops on every ASCII byte but its ``Tables/exits``.
  static let loopFlag: UInt8 = 8
  static let maxStates = 3000
  static let maxTableSize = 1 << 20

  init?(_ program: RegexProgram) {
    guard !program.needsBacktracking else { return nil }
    let alphabet = DFAAlphabet(program)
    guard alphabet.classCount <= Int(UInt16.max) else { return nil }
    var construction = DFABuilder(program: program, alphabet: alphabet)
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
      if flags[state] & RegexDFA.loopFlag != 0 {
        position = tables.skipLoop(of: state, in: bytes, from: position)
        if position == count { break }
      }
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

  /// The finished automaton in raw memory.
  ///
  /// Matching touches no reference counts or bounds checks. Written once in `init`, read-only afterwards, hence `@unchecked Sendable`.
  private final class Tables: @unchecked Sendable {
    /// `[state * 128 + byte]` for ASCII bytes, the classes folded in.
    let asciiTransitions: UnsafeMutablePointer<Int32>
    /// `[state * classCount + class]` for everything else.
    let transitions: UnsafeMutablePointer<Int32>
    let flags: UnsafeMutablePointer<UInt8>
    /// Per state with ``RegexDFA/loopFlag``: its (up to three) exit bytes, each repeated
    /// across a word.
    let exits: UnsafeMutablePointer<(UInt64, UInt64, UInt64)>
    let classCount: Int
    let intervalStarts: [UInt32]
    let intervalClasses: [UInt16]

    init(alphabet: DFAAlphabet, transitions table: [Int32], flags stateFlags: [UInt8]) {
      let stateCount = stateFlags.count
      classCount = alphabet.classCount
      intervalStarts = alphabet.intervalStarts
      intervalClasses = alphabet.intervalClasses
      flags = .allocate(capacity: stateCount)
      flags.initialize(from: stateFlags, count: stateCount)
      transitions = .allocate(capacity: table.count)
      transitions.initialize(from: table, count: table.count)
      asciiTransitions = .allocate(capacity: stateCount * 128)
      exits = .allocate(capacity: stateCount)
      let everyByte: UInt64 = 0x0101_0101_0101_0101
      for state in 0..<stateCount {
        var leaving: [UInt64] = []
        for byte in 0..<128 {
          let target = table[state * classCount + Int(alphabet.asciiClasses[byte])]
          asciiTransitions[state * 128 + byte] = target
          if target != Int32(state) { leaving.append(UInt64(byte)) }
        }
        // Padding repeats an exit (or, with none, a non-ASCII byte, which stops the skip anyway).
        let words = (leaving + Array(repeating: leaving.first ?? 0x80, count: 3)).prefix(3).map { $0 &* everyByte }
        exits[state] = (words[0], words[1], words[2])
        if leaving.count <= 3, flags[state] & (RegexDFA.matchFlag | RegexDFA.deadFlag) == 0 {
          flags[state] |= RegexDFA.loopFlag
        }
      }
    }

    /// The first position from `start` where `state` (a ``RegexDFA/loopFlag`` state) may stop
    /// looping: a non-ASCII byte, an exit byte, or the last few bytes; `bytes.count` when the
    /// loop runs to the end.
    @inline(__always)
    func skipLoop(of state: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
      guard let base = bytes.baseAddress else { return start }
      let raw = UnsafeRawPointer(base)
      let (first, second, third) = exits[state]
      let low: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- low) & ~word & high != 0 }
      var position = start
      while position &+ 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        if word & high != 0 || hasZeroByte(word ^ first) || hasZeroByte(word ^ second) || hasZeroByte(word ^ third) {
          return position
        }
        position &+= 8
      }
      return position
    }

    deinit {
      exits.deallocate()
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
}
