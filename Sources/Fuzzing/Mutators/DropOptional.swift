public import JSONCore

/// drop-optional: a member the contract does not require goes missing (a backend that omits
/// empty columns, PostgREST's `nulls=stripped`).
///
/// The contract allows it; a model that
/// declares the property non-optional fails.
public struct DropOptional: MutationOperator {
  public let name = "drop-optional"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    memberSites(in: value, operatorName: name) { facts.isOptionalMember($0) }
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modifyParent(of: mutation.pointer) { object, key in
      let old = object[key].map { $0.abbreviated() } ?? ""
      object[key] = nil
      return AppliedMutation(
        mutation: mutation, description: "optional \"\(key)\": \(old) removed", changed: [mutation.pointer])
    }
  }
}

/// Every member of every object for which `include` holds, as one site each.
func memberSites(in value: JSONValue, operatorName: String, variant: Int = 0, where include: (JSONPointer) -> Bool)
  -> [Mutation]
{
  var sites: [Mutation] = []
  value.walk { pointer, node in
    guard let object = node.objectValue else { return }
    for member in object.members {
      let memberPointer = pointer.appending(key: member.key)
      if include(memberPointer) {
        sites.append(Mutation(operatorName: operatorName, pointer: memberPointer, variant: variant))
      }
    }
  }
  return sites
}
