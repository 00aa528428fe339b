public import JSONCore

/// drop-required: a member the contract requires goes missing.
///
/// Always drift: the backend broke
/// its contract; the matrix records whether the model fails (expected) or quietly defaults.
public struct DropRequired: MutationOperator {
  public let name = "drop-required"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    memberSites(in: value, operatorName: name) { facts.isRequiredMember($0) }
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modifyParent(of: mutation.pointer) { object, key in
      let old = object[key].map { $0.abbreviated() } ?? ""
      object[key] = nil
      return AppliedMutation(
        mutation: mutation, description: "required \"\(key)\": \(old) removed", changed: [mutation.pointer])
    }
  }
}
