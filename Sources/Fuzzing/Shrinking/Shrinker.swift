import JSONCore
public import Supervision

/// Reduces a failing mutant to the smallest chain and payload that still fail the same way.
///
/// First the chain: each mutation is dropped in turn, and the drop kept when the rest still
/// fails in the same ``FailureClass`` (stacked chains usually come down to the one mutation
/// that matters). Then the payload: members and array elements the mutations did not touch
/// are removed one at a time, breadth first, keeping each removal that preserves the class:
/// an allowed mutant keeps the members its contract requires, since dropping one would make
/// it drift. Greedy rather than minimal (ddmin would try fewer subsets of large objects, but
/// rows have tens of members, not thousands), and bounded by ``budget`` evaluations.
public struct Shrinker: Sendable {
  public var budget: Int

  public init(budget: Int = 400) { self.budget = budget }

  public struct Result: Sendable {
    public var mutant: Mutant
    public var evaluation: Evaluation
    public var evaluations: Int
  }

  /// - Parameter evaluate: evaluates a candidate (through the campaign's executor, so a
  ///   candidate that traps kills a worker, not the campaign).
  public func shrink(
    _ mutant: Mutant, evaluation: Evaluation, plan: ContractPlan, target: FailureClass,
    evaluate: (Mutant) -> Evaluation
  ) -> Result {
    var best = mutant
    var bestEvaluation = evaluation
    var spent = 0
    func keeps(_ candidate: Mutant) -> Evaluation? {
      guard spent < budget else { return nil }
      spent += 1
      let result = evaluate(candidate)
      return FailureClass(result, touched: candidate.touched) == target ? result : nil
    }

    // The chain: drop mutations while the failure stays.
    var index = 0
    while best.applied.count > 1, index < best.applied.count {
      var chain = best.applied.map(\.mutation)
      chain.remove(at: index)
      if let candidate = plan.make(best.id, fixture: best.fixture, chain: chain, stacked: best.isStacked),
        candidate.applied.count == chain.count, let result = keeps(candidate)
      {
        best = candidate
        bestEvaluation = result
      } else {
        index += 1
      }
    }

    // The payload: remove what the mutations did not touch.
    let protected = best.applied.flatMap { $0.changed + [$0.mutation.pointer] }
    var changed = true
    while changed, spent < budget {
      changed = false
      for pointer in Shrinker.removablePlaces(in: best.value, protecting: protected) {
        guard spent < budget else { break }
        for reduced in Shrinker.reductions(of: best.value, at: pointer) {
          let candidate = plan.mutant(
            best.id, fixture: best.fixture, applied: best.applied, value: reduced, stacked: best.isStacked)
          if let result = keeps(candidate) {
            best = candidate
            bestEvaluation = result
            changed = true
            break
          }
        }
      }
    }
    return Result(mutant: best, evaluation: bestEvaluation, evaluations: spent)
  }

  /// Members and arrays that may go, breadth first (big subtrees before their parts), none
  /// on the path to a protected pointer or inside one.
  static func removablePlaces(in value: JSONValue, protecting protected: [JSONPointer]) -> [JSONPointer] {
    var places: [JSONPointer] = []
    var queue: [(JSONPointer, JSONValue)] = [(.root, value)]
    var head = 0
    while head < queue.count {
      let (pointer, node) = queue[head]
      head += 1
      let isProtectedPath = protected.contains { Evaluation.isPrefix(pointer, of: $0) }
      let isInsideProtected = protected.contains { Evaluation.isPrefix($0, of: pointer) }
      if isInsideProtected { continue }
      if !pointer.isRoot, !isProtectedPath { places.append(pointer) }
      switch node {
      case .object(let object):
        for member in object.members { queue.append((pointer.appending(key: member.key), member.value)) }
      case .array(let elements):
        for (position, element) in elements.enumerated() { queue.append((pointer.appending(index: position), element)) }
      default: break
      }
    }
    return places
  }

  /// Smaller versions of `value` at `pointer`: an object member removed; an array cut to its
  /// first element, then emptied; a long string cut short.
  static func reductions(of value: JSONValue, at pointer: JSONPointer) -> [JSONValue] {
    var results: [JSONValue] = []
    if case .key? = pointer.last {
      var removed = value
      if removed.modifyParent(
        of: pointer,
        { object, key -> Bool? in
          object[key] = nil
          return true
        }) == true
      {
        results.append(removed)
      }
    }
    if let elements = pointer.resolve(in: value)?.arrayValue, !elements.isEmpty {
      for target in elements.count > 1 ? [[elements[0]], []] : [[]] {
        var cut = value
        if cut.modify(
          at: pointer,
          { node -> Bool? in
            node = .array(target)
            return true
          }) == true
        {
          results.append(cut)
        }
      }
    }
    return results
  }
}
