/// A backtracking matcher for the patterns the automata cannot run.
///
/// Backreferences and lookarounds (other than one-character ones) come here. It follows ECMA-262's matcher semantics exactly (greedy/lazy order, groups
/// reset on every quantifier iteration, empty optional iterations rejected, lookbehind
/// matched right to left, lookarounds atomic) and counts every instruction it executes.
///
/// Backtracking can take exponential time (`^(a+)+\1$`), so the step count is checked
/// against a budget proportional to the input; when it runs out the answer is
/// `.budgetExceeded`, never a hang. The backtrack stack is an explicit array of
/// `(kind, a, b)` triples, not recursion, so a long input cannot overflow the thread stack;
/// only lookarounds recurse, as deep as they nest in the pattern.
struct Backtracker: Sendable {
  let program: RegexProgram
  /// Steps allowed before giving up: a fixed floor plus a share per input byte.
  let baseBudget: Int
  /// Scalars that can begin a match, when known: other start positions are skipped.
  let firstScalars: ScalarSet?
  static let stepsPerByte = 100

  init(program: RegexProgram, baseBudget: Int, firstScalars: ScalarSet? = nil) {
    self.program = program
    self.baseBudget = baseBudget
    self.firstScalars = firstScalars
  }

  func run(_ bytes: UnsafeBufferPointer<UInt8>) -> ECMARegex.Outcome {
    program.instructions.withUnsafeBufferPointer { code in
      program.sets.withUnsafeBufferPointer { sets in
        var machine = Machine(program: program, code: code, sets: sets, bytes: bytes)
        machine.budget = baseBudget &+ Backtracker.stepsPerByte &* bytes.count
        let lastStart = program.anchoredAtStart ? 0 : bytes.count
        var start = 0
        while start <= lastStart {
          if let firstScalars {
            guard start < bytes.count else { break }
            let (scalar, length) = UTF8Input.decode(bytes, at: start)
            if !firstScalars.contains(scalar) {
              start += length
              continue
            }
          }
          machine.reset()
          switch machine.execute(from: 0, at: start) {
          case .matched: return .match
          case .budgetExceeded: return .budgetExceeded
          case .failed: break
          }
          guard start < bytes.count else { break }
          start += UTF8Input.decode(bytes, at: start).length
        }
        return .noMatch
      }
    }
  }
}

private struct Machine {
  let code: UnsafeBufferPointer<RegexInstruction>
  let sets: UnsafeBufferPointer<ScalarSet>
  let bytes: UnsafeBufferPointer<UInt8>
  var slots: [Int]
  var registers: [Int]
  /// Backtrack entries, three integers each: a kind, then its two operands.
  var stack: [Int] = []
  var steps = 0
  var budget = 0

  private static let choice = 0
  private static let restoreSlot = 1
  private static let restoreRegister = 2

  enum Result {
    case matched(Int)
    case failed
    case budgetExceeded
  }

  init(
    program: RegexProgram, code: UnsafeBufferPointer<RegexInstruction>,
    sets: UnsafeBufferPointer<ScalarSet>,
    bytes: UnsafeBufferPointer<UInt8>
  ) {
    self.code = code
    self.sets = sets
    self.bytes = bytes
    slots = Array(repeating: -1, count: program.slotCount)
    registers = Array(repeating: -1, count: program.registerCount)
    stack.reserveCapacity(96)
  }

  mutating func reset() {
    for index in slots.indices { slots[index] = -1 }
    stack.removeAll(keepingCapacity: true)
  }

  private mutating func push(_ kind: Int, _ first: Int, _ second: Int) {
    stack.append(kind)
    stack.append(first)
    stack.append(second)
  }

  /// Runs from `pc` until `match` or the end of the enclosing lookaround body.
  mutating func execute(from startPC: Int, at startPosition: Int) -> Result {
    let base = stack.count
    var pc = startPC
    var position = startPosition
    while true {
      steps += 1
      if steps > budget { return .budgetExceeded }
      var failed = false
      switch code[pc] {
      case .scalar(let value):
        if position < bytes.count,
          case (let scalar, let length) = UTF8Input.decode(bytes, at: position), scalar == value
        {
          position += length
          pc += 1
        } else {
          failed = true
        }
      case .scalarBackward(let value):
        if position > 0, case (let scalar, let length) = UTF8Input.decode(bytes, before: position),
          scalar == value
        {
          position -= length
          pc += 1
        } else {
          failed = true
        }
      case .set(let index):
        if position < bytes.count,
          case (let scalar, let length) = UTF8Input.decode(bytes, at: position),
          sets[Int(index)].contains(scalar)
        {
          position += length
          pc += 1
        } else {
          failed = true
        }
      case .setBackward(let index):
        if position > 0, case (let scalar, let length) = UTF8Input.decode(bytes, before: position),
          sets[Int(index)].contains(scalar)
        {
          position -= length
          pc += 1
        } else {
          failed = true
        }
      case .split(let preferred, let other):
        push(Machine.choice, Int(other), position)
        pc = Int(preferred)
      case .jump(let target):
        pc = Int(target)
      case .save(let slot):
        push(Machine.restoreSlot, Int(slot), slots[Int(slot)])
        slots[Int(slot)] = position
        pc += 1
      case .clearCaptures(let from, let to):
        for slot in Int(from)..<Int(to) where slot < slots.count && slots[slot] != -1 {
          push(Machine.restoreSlot, slot, slots[slot])
          slots[slot] = -1
        }
        pc += 1
      case .assert(let kind):
        if holds(kind, at: position) { pc += 1 } else { failed = true }
      case .assertNext(let set, let negated), .assertPrevious(let set, let negated):
        let ahead = if case .assertNext = code[pc] { true } else { false }
        if UTF8Input.neighbour(of: position, ahead: ahead, in: sets[Int(set)], bytes) != negated {
          pc += 1
        } else {
          failed = true
        }
      case .backreference(let group, let backward):
        if let end = matchBackreference(Int(group), at: position, backward: backward) {
          position = end
          pc += 1
        } else {
          failed = true
        }
      case .look(_, let negative, let next):
        let mark = stack.count
        switch execute(from: pc + 1, at: position) {
        case .budgetExceeded:
          return .budgetExceeded
        case .matched:
          if negative {
            unwind(to: mark)
            failed = true
          } else {
            // Lookarounds are atomic: keep the captures they set, forget their choices.
            dropChoices(above: mark)
            pc = Int(next)
          }
        case .failed:
          if negative { pc = Int(next) } else { failed = true }
        }
      case .lookEnd, .match:
        return .matched(position)
      case .markPosition(let register):
        push(Machine.restoreRegister, Int(register), registers[Int(register)])
        registers[Int(register)] = position
        pc += 1
      case .requireProgress(let register):
        if registers[Int(register)] == position { failed = true } else { pc += 1 }
      }
      if failed {
        guard let resumed = backtrack(to: base) else { return .failed }
        (pc, position) = resumed
      }
    }
  }

  /// Pops entries down to `base`, undoing captures, until a choice point is found.
  private mutating func backtrack(to base: Int) -> (Int, Int)? {
    while stack.count > base {
      let second = stack.removeLast()
      let first = stack.removeLast()
      let kind = stack.removeLast()
      switch kind {
      case Machine.choice: return (first, second)
      case Machine.restoreSlot: slots[first] = second
      default: registers[first] = second
      }
    }
    return nil
  }

  /// Undoes every entry above `mark`, ignoring choice points.
  private mutating func unwind(to mark: Int) {
    while stack.count > mark {
      _ = backtrack(to: mark)
    }
  }

  private mutating func dropChoices(above mark: Int) {
    var write = mark
    var read = mark
    while read + 2 < stack.count {
      if stack[read] != Machine.choice {
        stack[write] = stack[read]
        stack[write + 1] = stack[read + 1]
        stack[write + 2] = stack[read + 2]
        write += 3
      }
      read += 3
    }
    stack.removeLast(stack.count - write)
  }

  /// ECMA-262 BackreferenceMatcher: an unset group matches the empty string.
  private func matchBackreference(_ group: Int, at position: Int, backward: Bool) -> Int? {
    guard 2 * group + 1 < slots.count else { return position }
    let start = slots[2 * group]
    let end = slots[2 * group + 1]
    guard start >= 0, end >= start else { return position }
    let length = end - start
    let from = backward ? position - length : position
    guard from >= 0, from + length <= bytes.count else { return nil }
    for offset in 0..<length where bytes[from + offset] != bytes[start + offset] { return nil }
    return backward ? from : position + length
  }

  private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
    switch assertion {
    case .start: position == 0
    case .end: position == bytes.count
    case .wordBoundary: UTF8Input.isWordBoundary(bytes, at: position)
    case .notWordBoundary: !UTF8Input.isWordBoundary(bytes, at: position)
    }
  }
}
