public import JSONCore

/// extra-key: the backend adds a member (a new column, a new entry of a map).
///
/// Allowed unless the contract closes the
/// object (`additionalProperties: false`). `Codable` ignores unknown keys, so the model losing
/// the new key on the way back is not counted as a loss: it is not the model's data.
///
/// The new member is like the members it joins: a copy of the first member's value of each
/// JSON type the object holds (at most ``variantLimit``). A struct ignores it whatever it
/// holds, and a map (`[String: Int]`, a Stripe balance's `source_types`, GitHub's
/// `permissions`) gains an entry of the kind its backend adds: a string or `null` entry in a
/// map of numbers would be a contract's silence, not a change any backend makes. An empty
/// object, which shows no kind, gets a string (variant 0), `null` (1) and an object (2).
public struct ExtraKey: MutationOperator {
  public let name = "extra-key"
  static let key = "contract_fuzz_extra"
  /// At most this many kinds: a map's entries share one, and a struct ignores the new member
  /// whatever it holds.
  static let variantLimit = 3

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let object = node.objectValue, object[ExtraKey.key] == nil else { return }
      for variant in ExtraKey.additions(to: object).indices {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard case .object(var object) = node, object[ExtraKey.key] == nil else { return nil }
      let additions = ExtraKey.additions(to: object)
      guard additions.indices.contains(mutation.variant) else { return nil }
      let addition = additions[mutation.variant]
      object[ExtraKey.key] = addition.value
      node = .object(object)
      return AppliedMutation(
        mutation: mutation, description: "new member \"\(ExtraKey.key)\": \(addition.description)",
        changed: [mutation.pointer.appending(key: ExtraKey.key)], countsLosses: false)
    }
  }

  /// The values a member added to `object` holds, one per variant.
  static func additions(to object: JSONObject) -> [(value: JSONValue, description: String)] {
    guard !object.isEmpty else {
      let unknown: [JSONValue] = ["added by the backend", .null, ["nested": true, "count": 1]]
      return unknown.map { ($0, "\($0)") }
    }
    var kinds = Set<String>()
    var additions: [(value: JSONValue, description: String)] = []
    for member in object where additions.count < variantLimit && kinds.insert(member.value.typeName).inserted {
      let (key, value) = (member.key, member.value)
      // A string is named, not shown: it may be a token the fixture holds.
      switch value {
      case .object, .array, .string: additions.append((value, "a copy of \"\(key)\"'s \(value.typeName)"))
      default: additions.append((value, "\(value) (like \"\(key)\")"))
      }
    }
    return additions
  }
}
