import JSONCore

extension Compiler {
  /// Refuses loops of in-place applicators (`{"$ref": "#"}` at the root, `a → b → a`, a `not`
  /// that refers back to its own schema), and reads a self-reference inside `allOf` as adding
  /// nothing.
  ///
  /// Each step of such a loop applies a schema to the same instance, so validating would recurse
  /// forever. Loops through `properties`, `items` and the like are fine (trees): each step goes
  /// one level into the instance.
  ///
  /// The one loop that is read instead of refused: a schema that lists itself among its own
  /// `allOf` parts (`"a": {"allOf": [{"$ref": "#/definitions/a"}, …]}`, seen in real catalogue
  /// schemas). `a` is `a ∧ …`, and applying `a` again to an instance `a` is already being applied
  /// to adds nothing (jsonschema-rs reads it so), so that reference is pointed at a `true`
  /// schema. That is exact only when the loop can be entered through `a` alone, so it is done
  /// only for loops of `allOf` members and `$ref`s (at least one `allOf`) whose other schemas
  /// nothing else refers to; any other loop (through `anyOf`, `oneOf`, `not`, `if`, dynamic
  /// references, references alone, or entered elsewhere) stays an error.
  ///
  /// `$dynamicRef` and `$recursiveRef` may land on any anchor of their name, so all of those
  /// count as targets: a conservative check.
  func checkCycles() throws(SchemaError) {
    if let refused = breakLoops(reportingAll: false).first { throw refused.error }
  }

  /// Every loop ``checkCycles()`` refuses, each once: a refused loop is cut at one of its own
  /// steps and the search goes on, so a document with two loops names both in one run.
  func cycleErrors() -> [(error: SchemaError, loop: [SchemaNode])] {
    breakLoops(reportingAll: true)
  }

  /// Points each self-reference inside `allOf` at a `true` schema; the first refused loop ends
  /// the search unless `reportingAll`.
  private func breakLoops(reportingAll: Bool) -> [(error: SchemaError, loop: [SchemaNode])] {
    var entered: Set<ObjectIdentifier> = []
    if let root = nodes.first { entered.insert(ObjectIdentifier(root)) }
    for resource in resourcesEntered() {
      for anchor in resource.dynamicAnchors { entered.insert(ObjectIdentifier(anchor.node.node)) }
      if let anchor = resource.recursiveAnchor { entered.insert(ObjectIdentifier(anchor.node)) }
    }
    var alwaysValid: SchemaNode?
    var errors: [(error: SchemaError, loop: [SchemaNode])] = []
    while let loop = findLoop() {
      if let back = selfReference(loop, entered: entered) {
        let target = alwaysValid ?? alwaysValidNode()
        alwaysValid = target
        back.node.retargetEdge(back.tokens ?? [], to: NodeRef(target))
        removeInPlaceEdge(back)
        continue
      }
      let nodes = loop.map(\.node)
      errors.append((cycleError(nodes), nodes))
      // Only the errors are wanted from here: the program is not built.
      guard reportingAll, let cut = loop.last(where: { $0.tokens != nil }) else { break }
      removeInPlaceEdge(cut)
    }
    return errors
  }

  private func removeInPlaceEdge(_ step: Step) {
    inPlaceEdges[ObjectIdentifier(step.node)]?.removeAll { $0.target === step.target && $0.tokens == step.tokens }
  }

  /// One step of a loop: from `node` along the edge with `tokens` (`nil`: a dynamic reference)
  /// to `target`.
  private typealias Step = (node: SchemaNode, tokens: [String]?, target: SchemaNode)

  /// The first loop of in-place edges a depth-first search finds (explicit stack, three colours),
  /// as its steps; `nil` when there is none.
  private func findLoop() -> [Step]? {
    enum Colour { case white, grey, black }
    // By node number: a large schema's nodes are counted in millions.
    var colour = [Colour](repeating: .white, count: nodes.count)
    for start in nodes where colour[Int(start.number)] == .white {
      // Each frame: a node, its edges, and the index of the next edge to follow.
      var stack: [(node: SchemaNode, edges: [(target: SchemaNode, tokens: [String]?)], next: Int)] = [
        (start, edgesOf(start), 0)
      ]
      colour[Int(start.number)] = .grey
      while let top = stack.last {
        if top.next == top.edges.count {
          colour[Int(top.node.number)] = .black
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let edge = top.edges[top.next]
        switch colour[Int(edge.target.number)] {
        case .white:
          colour[Int(edge.target.number)] = .grey
          stack.append((edge.target, edgesOf(edge.target), 0))
        case .grey:
          let frames = stack.drop { $0.node !== edge.target }
          return frames.map { frame in
            let taken = frame.edges[frame.next - 1]
            return (frame.node, taken.tokens, taken.target)
          }
        case .black:
          continue
        }
      }
    }
    return nil
  }

  /// The step to drop when `loop` is a self-reference inside `allOf` (see ``checkCycles()``).
  ///
  /// Its entry is the one schema of the loop entered from outside it; every other schema's only
  /// referrer is the step before it, so validating any of them goes through the entry, and the
  /// step back into the entry repeats what is already being applied.
  private func selfReference(_ loop: [Step], entered: Set<ObjectIdentifier>) -> Step? {
    guard loop.allSatisfy({ $0.tokens == ["$ref"] || $0.tokens?.first == "allOf" }),
      loop.contains(where: { $0.tokens?.first == "allOf" })
    else { return nil }
    var entries: [Int] = []
    for (index, step) in loop.enumerated() {
      let previous = loop[(index + loop.count - 1) % loop.count].node
      if entered.contains(ObjectIdentifier(step.node)) || referrers[Int(step.node.number)] != .one(previous.number) {
        entries.append(index)
      }
    }
    guard entries.count == 1, let entry = entries.first else { return nil }
    return loop[(entry + loop.count - 1) % loop.count]
  }

  private func edgesOf(_ node: SchemaNode) -> [(target: SchemaNode, tokens: [String]?)] {
    var edges: [(target: SchemaNode, tokens: [String]?)] =
      (inPlaceEdges[ObjectIdentifier(node)] ?? []).map { ($0.target, $0.tokens) }
    for keyword in node.allKeywords {
      if let dynamic = keyword as? DynamicRefKeyword, let name = dynamic.anchorName {
        edges += dynamicTargets(named: name).map { ($0, nil) }
      } else if keyword is RecursiveRefKeyword {
        edges += recursiveTargets().map { ($0, nil) }
      }
    }
    return edges
  }

  private func cycleError(_ loop: [SchemaNode]) -> SchemaError {
    let sites = (loop + loop.prefix(1)).compactMap(place(of:))
    let path = sites.map { "#" + $0.pointer.description }.joined(separator: " → ")
    let message =
      "reference cycle that never consumes input: \(path); validating would never end"
    guard let first = sites.first else {
      return SchemaError(kind: .referenceCycle, message: message)
    }
    var error = first.document.error(.referenceCycle, message, at: first.pointer)
    error.loop = sites.dropLast().map { $0.document.displayName + "#" + $0.pointer.description }
    return error
  }
}
