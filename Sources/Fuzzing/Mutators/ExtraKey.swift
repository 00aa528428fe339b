public import JSONCore

/// extra-key: the backend adds a member (a new column).
///
/// Allowed unless the contract closes the
/// object (`additionalProperties: false`). `Codable` ignores unknown keys, so the model losing
/// the new key on the way back is not counted as a loss: it is not the model's data.
///
/// The new member holds a string (variant 0), `null` (1) or an object (2).
public struct ExtraKey: MutationOperator {
  public let name = "extra-key"
  static let key = "contract_fuzz_extra"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let object = node.objectValue, object[ExtraKey.key] == nil else { return }
      for variant in 0..<3 { sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant)) }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    let added: JSONValue
    switch mutation.variant {
    case 0: added = "added by the backend"
    case 1: added = .null
    case 2: added = ["nested": true, "count": 1]
    default: return nil
    }
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard case .object(var object) = node, object[ExtraKey.key] == nil else { return nil }
      object[ExtraKey.key] = added
      node = .object(object)
      return AppliedMutation(
        mutation: mutation, description: "new member \"\(ExtraKey.key)\": \(added)",
        changed: [mutation.pointer.appending(key: ExtraKey.key)], countsLosses: false)
    }
  }
}
