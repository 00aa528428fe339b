public import JSONCore

/// enum-unknown: a raw value outside the contract's enum, as when the backend adds a case
/// (a new notification type, a new enrollment status).
///
/// Always drift; what the matrix shows is
/// whether the model has a fallback or fails the whole response.
///
/// String enums get a new snake_case value (variant 0) and an existing value in other letter
/// case (variant 1, the backend changed its spelling); integer enums the largest value plus
/// one (0) and `-1` (1).
public struct EnumUnknown: MutationOperator {
  public let name = "enum-unknown"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let allowed = facts[pointer]?.enumValues, allowed.contains(node) else { return }
      for variant in 0..<2 where EnumUnknown.unknownValue(variant, for: node, allowed: allowed) != nil {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    let allowed = facts[mutation.pointer]?.enumValues ?? []
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let unknown = EnumUnknown.unknownValue(mutation.variant, for: node, allowed: allowed) else { return nil }
      let old = node
      node = unknown
      return AppliedMutation(
        mutation: mutation,
        description: "enum value \(old.abbreviated()) → \(unknown.abbreviated()) (not in the contract's enum)",
        changed: [mutation.pointer])
    }
  }

  /// A value of the same JSON type as `current` that `allowed` does not contain.
  static func unknownValue(_ variant: Int, for current: JSONValue, allowed: [JSONValue]) -> JSONValue? {
    switch (current, variant) {
    case (.string, 0):
      var candidate = "new_value"
      var suffix = 2
      while allowed.contains(.string(candidate)) {
        candidate = "new_value_\(suffix)"
        suffix += 1
      }
      return .string(candidate)
    case (.string(let text), 1):
      let recased = text.uppercased() == text ? text.lowercased() : text.uppercased()
      return recased == text || allowed.contains(.string(recased)) ? nil : .string(recased)
    case (.number, 0):
      let largest = allowed.compactMap { $0.numberValue?.int64 }.max() ?? 0
      guard largest < Int64.max else { return nil }
      return .number(JSONNumber(largest + 1))
    case (.number, 1):
      let value = JSONValue.number(JSONNumber(Int64(-1)))
      return allowed.contains(value) ? nil : value
    default:
      return nil
    }
  }
}
