public import JSONCore

/// array-edges: the same array empty (0), with only its first element (1), and with many
/// elements (2: its elements repeated up to 100), the sizes where list code and `minItems`
/// break.
public struct ArrayEdges: MutationOperator {
  public let name = "array-edges"
  static let manyCount = 100

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let elements = node.arrayValue else { return }
      for variant in 0..<3 where ArrayEdges.edge(variant, of: elements).map({ $0.count != elements.count }) ?? false {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let elements = node.arrayValue, let edge = ArrayEdges.edge(mutation.variant, of: elements),
        edge.count != elements.count
      else { return nil }
      node = .array(edge)
      return AppliedMutation(
        mutation: mutation,
        description: "array of \(elements.count) → \(edge.count) element\(edge.count == 1 ? "" : "s")",
        changed: [mutation.pointer])
    }
  }

  static func edge(_ variant: Int, of elements: [JSONValue]) -> [JSONValue]? {
    switch variant {
    case 0: return []
    case 1: return elements.first.map { [$0] }
    case 2:
      guard !elements.isEmpty else { return nil }
      return (0..<manyCount).map { elements[$0 % elements.count] }
    default: return nil
    }
  }
}
