/// A struct cannot hold itself by value, directly or through other structs or aliases
/// (`Node.next: Node?`, `A.b: B?` with `B.a: A?`): its size would be infinite. Arrays and dictionaries
/// hold their elements indirectly already, so only by-value paths matter.
///
/// The types that hold each other by value form the strongly connected components of the
/// "holds by value" graph (Tarjan's algorithm, linear in types and properties). Inside a
/// component, every struct or tuple property pointing into it is stored through the
/// generated `Indirect<T>` box, and every union in it becomes an `indirect enum`.
extension Translator {
  func breakValueCycles() {
    let component = stronglyConnectedComponents()
    var sizes: [Int: Int] = [:]
    for id in component.values { sizes[id, default: 0] += 1 }
    for (name, declaration) in declarations {
      guard let own = component[name] else { continue }
      // Into the same component, which is a cycle: several members, or this one holding itself.
      let inCycle = { (target: String) in component[target] == own && ((sizes[own] ?? 0) > 1 || target == name) }
      switch declaration {
      case .structure(var structure):
        for index in structure.properties.indices {
          structure.properties[index].type = boxed(structure.properties[index].type, inCycle)
        }
        declarations[name] = .structure(structure)
      case .tuple(var tuple):
        for index in tuple.elements.indices { tuple.elements[index].type = boxed(tuple.elements[index].type, inCycle) }
        declarations[name] = .tuple(tuple)
      case .union(var union):
        union.isIndirect = union.cases.contains { heldByValue($0.type).map(inCycle) ?? false }
        declarations[name] = .union(union)
      case .enumeration, .alias: continue
      }
    }
  }

  private func boxed(_ type: TypeUsage, _ inCycle: (String) -> Bool) -> TypeUsage {
    switch type {
    case .named(let name) where inCycle(name):
      supportTypes.insert(.indirect)
      return .indirect(type)
    case .optional(let wrapped): return .optional(boxed(wrapped, inCycle))
    default: return type
    }
  }

  /// The declared type `type` holds by value, if any.
  private func heldByValue(_ type: TypeUsage) -> String? {
    switch type {
    case .named(let name): name
    case .optional(let wrapped): heldByValue(wrapped)
    default: nil
    }
  }

  private func successors(of name: String) -> [String] {
    switch declarations[name] {
    case .structure(let structure)?: structure.properties.compactMap { heldByValue($0.type) }
    case .tuple(let tuple)?: tuple.elements.compactMap { heldByValue($0.type) }
    case .union(let union)?: union.cases.compactMap { heldByValue($0.type) }
    // An alias is the type it names: `parent: RecursivePetAllOf2?` with `RecursivePetAllOf2 =
    // RecursivePetAllOf` holds RecursivePetAllOf by value.
    case .alias(let alias)?: heldByValue(alias.type).map { [$0] } ?? []
    default: []
    }
  }

  /// Tarjan's algorithm over the declarations, in declaration order (so the result is the
  /// same on every run).
  private func stronglyConnectedComponents() -> [String: Int] {
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var component: [String: Int] = [:]
    var counter = 0
    var components = 0
    func visit(_ node: String) {
      index[node] = counter
      lowLink[node] = counter
      counter += 1
      stack.append(node)
      onStack.insert(node)
      for next in successors(of: node) where declarations[next] != nil {
        if index[next] == nil {
          visit(next)
          lowLink[node] = min(lowLink[node] ?? 0, lowLink[next] ?? 0)
        } else if onStack.contains(next) {
          lowLink[node] = min(lowLink[node] ?? 0, index[next] ?? 0)
        }
      }
      guard lowLink[node] == index[node] else { return }
      while let member = stack.popLast() {
        onStack.remove(member)
        component[member] = components
        if member == node { break }
      }
      components += 1
    }
    for entry in order where index[entry.name] == nil { visit(entry.name) }
    return component
  }
}
