import JSONCore

extension Compiler {
  /// Refuses loops of in-place applicators: `{"$ref": "#"}` at the root, `a → b → a`, an `allOf`
  /// that refers back to its own schema.
  ///
  /// Each step applies a schema to the same instance, so validating would recurse forever. Loops
  /// through `properties`, `items` and the like are fine (trees): each step goes one level into the
  /// instance.
  ///
  /// `$dynamicRef` and `$recursiveRef` may land on any anchor of their name, so all of those
  /// count as targets: a conservative check.
  ///
  /// Depth-first search with an explicit stack and three colours; the first back edge found
  /// is reported with the path of the loop.
  func checkCycles() throws(SchemaError) {
    enum Colour { case white, grey, black }
    var colour: [ObjectIdentifier: Colour] = [:]
    for start in nodes where colour[ObjectIdentifier(start)] == nil {
      // Each frame: a node and the index of its next edge to follow.
      var stack: [(node: SchemaNode, next: Int)] = [(start, 0)]
      colour[ObjectIdentifier(start)] = .grey
      while let top = stack.last {
        let edges = edgesOf(top.node)
        if top.next == edges.count {
          colour[ObjectIdentifier(top.node)] = .black
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target = edges[top.next]
        switch colour[ObjectIdentifier(target), default: .white] {
        case .white:
          colour[ObjectIdentifier(target)] = .grey
          stack.append((target, 0))
        case .grey:
          let loop = stack.drop { $0.node !== target }.map(\.node) + [target]
          throw cycleError(loop)
        case .black:
          continue
        }
      }
    }
  }

  private func edgesOf(_ node: SchemaNode) -> [SchemaNode] {
    var targets = (inPlaceEdges[ObjectIdentifier(node)] ?? []).map(\.target)
    for keyword in node.allKeywords {
      if let dynamic = keyword as? DynamicRefKeyword, let name = dynamic.anchorName {
        targets += dynamicTargets(named: name)
      } else if keyword is RecursiveRefKeyword {
        targets += recursiveTargets()
      }
    }
    return targets
  }

  private func cycleError(_ loop: [SchemaNode]) -> SchemaError {
    let sites = loop.compactMap { siteOfNode[ObjectIdentifier($0)] }
    let path = sites.map { "#" + $0.pointer.description }.joined(separator: " → ")
    let message =
      "reference cycle that never consumes input: \(path); validating would never end"
    guard let first = sites.first else {
      return SchemaError(kind: .referenceCycle, message: message)
    }
    return first.document.error(.referenceCycle, message, at: first.pointer)
  }
}
