/// Thompson NFA simulation ("Pike VM" without capture tracking).
///
/// Answers whether a pattern without backreferences or multi-character lookarounds matches
/// anywhere in the input, in O(input scalars × program size) time whatever the pattern.
/// Assertions (`^ $ \b \B`, one-character lookarounds) look at the bytes around the
/// position directly.
///
/// It is the fallback for programs whose DFA would be too big or too slow to build. Each step keeps the list of consuming instructions alive at the current
/// position; a per-instruction generation mark keeps each one at most once per list, which
/// is what bounds the work. The lists live in one temporary allocation per call.
struct PikeVM: Sendable {
  let program: RegexProgram

  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let size = program.instructions.count
    let anchored = program.anchoredAtStart
    return program.instructions.withUnsafeBufferPointer { code in
      program.sets.withUnsafeBufferPointer { sets in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * size) { lists in
          withUnsafeTemporaryAllocation(of: Int.self, capacity: size) { marks in
            guard let base = lists.baseAddress, let markBase = marks.baseAddress else {
              return false
            }
            markBase.initialize(repeating: -1, count: size)
            var threads = ThreadAdder(
              code: code, sets: sets, bytes: bytes, marks: markBase, stack: base + 2 * size)
            var current = base
            var next = base + size
            var currentCount = 0
            if threads.add(0, at: 0, to: current, count: &currentCount) { return true }
            var position = 0
            while position < bytes.count {
              let (scalar, length) = UTF8Input.decode(bytes, at: position)
              let nextPosition = position + length
              threads.generation += 1
              var nextCount = 0
              for item in 0..<currentCount {
                let pc = current[item]
                let accepted: Bool
                switch code[Int(pc)] {
                case .scalar(let value): accepted = value == scalar
                case .set(let index): accepted = sets[Int(index)].contains(scalar)
                default: accepted = false
                }
                if accepted, threads.add(pc + 1, at: nextPosition, to: next, count: &nextCount) {
                  return true
                }
              }
              if !anchored, threads.add(0, at: nextPosition, to: next, count: &nextCount) {
                return true
              }
              if nextCount == 0, anchored { return false }
              swap(&current, &next)
              currentCount = nextCount
              position = nextPosition
            }
            return false
          }
        }
      }
    }
  }
}

/// Follows the empty transitions from one instruction and appends the consuming
/// instructions reached to a thread list.
private struct ThreadAdder {
  let code: UnsafeBufferPointer<RegexInstruction>
  let sets: UnsafeBufferPointer<ScalarSet>
  let bytes: UnsafeBufferPointer<UInt8>
  let marks: UnsafeMutablePointer<Int>
  let stack: UnsafeMutablePointer<Int32>
  var generation = 0

  /// Returns true as soon as `match` is reachable.
  mutating func add(
    _ start: Int32, at position: Int, to list: UnsafeMutablePointer<Int32>, count: inout Int
  ) -> Bool {
    var top = 0
    func push(_ pc: Int32) {
      guard marks[Int(pc)] != generation else { return }
      marks[Int(pc)] = generation
      stack[top] = pc
      top += 1
    }
    push(start)
    while top > 0 {
      top -= 1
      let pc = stack[top]
      switch code[Int(pc)] {
      case .jump(let target):
        push(target)
      case .split(let preferred, let other):
        push(other)
        push(preferred)
      case .save, .clearCaptures, .markPosition, .requireProgress:
        push(pc + 1)
      case .assert(let kind):
        if holds(kind, at: position) { push(pc + 1) }
      case .assertNext(let set, let negated):
        if UTF8Input.neighbour(of: position, ahead: true, in: sets[Int(set)], bytes) != negated {
          push(pc + 1)
        }
      case .assertPrevious(let set, let negated):
        if UTF8Input.neighbour(of: position, ahead: false, in: sets[Int(set)], bytes) != negated {
          push(pc + 1)
        }
      case .scalar, .set:
        list[count] = pc
        count += 1
      case .match:
        return true
      case .scalarBackward, .setBackward, .backreference, .look, .lookEnd:
        // Programs with these run on the backtracker, never here.
        break
      }
    }
    return false
  }

  @inline(__always)
  private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
    switch assertion {
    case .start: position == 0
    case .end: position == bytes.count
    case .wordBoundary: UTF8Input.isWordBoundary(bytes, at: position)
    case .notWordBoundary: !UTF8Input.isWordBoundary(bytes, at: position)
    }
  }
}
