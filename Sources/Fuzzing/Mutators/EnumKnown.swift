public import JSONCore

/// enum-known: another raw value the contract's enum allows.
///
/// Allowed by definition, so a
/// model that fails is a closed Swift enum missing one of the contract's cases (a
/// `decode-failure` the corpus may never show, because production has not sent that value
/// yet). Variant `i` is the contract's `i`-th value.
public struct EnumKnown: MutationOperator {
  public let name = "enum-known"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let allowed = facts[pointer]?.enumValues, allowed.contains(node) else { return }
      for (index, other) in allowed.enumerated() where other != node {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: index))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    guard let allowed = facts[mutation.pointer]?.enumValues, allowed.indices.contains(mutation.variant) else {
      return nil
    }
    let replacement = allowed[mutation.variant]
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard node != replacement else { return nil }
      let old = node
      node = replacement
      return AppliedMutation(
        mutation: mutation,
        description:
          "enum value \(old.abbreviated()) → \(replacement.abbreviated()) (another value the contract allows)",
        changed: [mutation.pointer])
    }
  }
}
