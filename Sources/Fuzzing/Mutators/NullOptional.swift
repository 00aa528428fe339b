public import JSONCore

/// null-optional: a member the contract does not require, or requires but lets be `null`,
/// comes as `null` (a nullable column with no value; GitHub's `"name": null`).
///
/// Whether that is allowed is the contract's call (PostgREST columns not in
/// `required` are nullable; a JSON Schema `{"type": "string"}` is not); the oracle decides.
public struct NullOptional: MutationOperator {
  public let name = "null-optional"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    memberSites(in: value, operatorName: name) { pointer in
      (facts.isOptionalMember(pointer) || facts[pointer]?.isNullable == true)
        && pointer.resolve(in: value)?.isNull == false
    }
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modifyParent(of: mutation.pointer) { object, key -> AppliedMutation? in
      guard let old = object[key], !old.isNull else { return nil }
      object[key] = .null
      // `null` coming back absent is how `Optional` encodes; `contract check` reports it
      // wherever the corpus has a null, so it is not laid at this mutation's door.
      return AppliedMutation(
        mutation: mutation, description: "nullable \"\(key)\": \(old.abbreviated()) → null",
        changed: [mutation.pointer],
        countsLosses: false)
    }
  }
}
