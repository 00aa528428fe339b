public import JSONCore

/// enum-unknown: a raw value outside the contract's enum, as when the backend adds a case
/// (a new notification type, a new enrollment status).
///
/// Always drift; what the matrix shows is
/// whether the model has a fallback or fails the whole response.
///
/// String enums get a new snake_case value (variant 0) and an existing value in other letter
/// case (variant 1, the backend changed its spelling); integer enums the largest value plus
/// one (0) and `-1` (1). A base's discriminating property (`petType`, where `Cat` and `Dog`
/// extend `Pet`) is an open enum of the values that name its extensions: a new one is a new
/// kind of pet, which the contract allows (checked against the base alone), so a model that
/// fails on it is a finding, not a weakness.
public struct EnumUnknown: MutationOperator {
  public let name = "enum-unknown"

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let allowed = EnumUnknown.allowed(at: pointer, facts), allowed.contains(node) else { return }
      for variant in 0..<2 where EnumUnknown.unknownValue(variant, for: node, allowed: allowed) != nil {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    let allowed = EnumUnknown.allowed(at: mutation.pointer, facts) ?? []
    let isKind = facts[mutation.pointer]?.enumValues == nil
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let unknown = EnumUnknown.unknownValue(mutation.variant, for: node, allowed: allowed) else { return nil }
      let old = node
      node = unknown
      return AppliedMutation(
        mutation: mutation,
        description: isKind
          ? "\(mutation.pointer.last?.text ?? "discriminator") \(old.abbreviated()) → \(unknown.abbreviated()) (a kind no schema of the contract extends: the contract reads it as the base)"
          : "enum value \(old.abbreviated()) → \(unknown.abbreviated()) (not in the contract's enum)",
        changed: [mutation.pointer])
    }
  }

  /// The values the contract lists at `pointer`: its enum's, or a discriminator's kinds.
  private static func allowed(at pointer: JSONPointer, _ facts: FixtureFacts) -> [JSONValue]? {
    facts[pointer]?.enumValues ?? facts[pointer]?.discriminatorValues
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
