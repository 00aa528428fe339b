public import JSONCore

/// type-drift: a value arrives as another JSON type, the way loosely typed backends drift:
/// numbers as strings (`"12"`), strings as numbers, integers written as reals (`12.0`, which
/// JSON Schema still calls an integer), reals cut to integers, booleans as `0`/`1` and back,
/// an object wrapped in an array and an array turned into an object.
public struct TypeDrift: MutationOperator {
  public let name = "type-drift"

  enum Variant: Int, CaseIterable {
    case numberToString, stringToNumber, integerToReal, realToInteger, boolToNumber, numberToBool, objectToArray,
      arrayToObject
  }

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      for variant in Variant.allCases where TypeDrift.drifted(node, variant) != nil {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant.rawValue))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    guard let variant = Variant(rawValue: mutation.variant) else { return nil }
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let drifted = TypeDrift.drifted(node, variant) else { return nil }
      let old = node
      node = drifted
      return AppliedMutation(
        mutation: mutation,
        description: "\(old.typeName) \(old.abbreviated()) → \(drifted.typeName) \(drifted.abbreviated())",
        changed: [mutation.pointer])
    }
  }

  static func drifted(_ value: JSONValue, _ variant: Variant) -> JSONValue? {
    switch (variant, value) {
    case (.numberToString, .number(let number)):
      return .string(number.lexeme)
    case (.stringToNumber, .string(let text)):
      // A numeric string becomes its number; any other text becomes 0.
      return .number(JSONNumber(lexeme: text) ?? JSONNumber(Int64(0)))
    case (.integerToReal, .number(let number)) where number.kind == .integer:
      return JSONNumber(lexeme: number.lexeme + ".0").map(JSONValue.number)
    case (.realToInteger, .number(let number)) where number.kind == .real:
      let truncated = number.double.rounded(.towardZero)
      guard truncated.isFinite, abs(truncated) < 9.0e15 else { return nil }
      return .number(JSONNumber(Int64(truncated)))
    case (.boolToNumber, .bool(let flag)):
      return .number(JSONNumber(Int64(flag ? 1 : 0)))
    case (.numberToBool, .number(let number)) where number.kind == .integer && (number.int64 == 0 || number.int64 == 1):
      return .bool(number.int64 == 1)
    case (.objectToArray, .object):
      return .array([value])
    case (.arrayToObject, .array(let elements)):
      return .object(JSONObject(elements.enumerated().map { (String($0.offset), $0.element) }))
    default:
      return nil
    }
  }
}
