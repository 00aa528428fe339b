import Foundation
import JSONCore
import JSONSchema

/// Values a probe sends: one of a JSON type, one in a format, one outside an enum.
enum SampleValue {
  /// A value of `type` that none of `previous` describes (`1.5` when the old type was
  /// `integer`).
  static func of(type: SchemaType, format: String?, besides previous: Set<SchemaType>) -> JSONValue? {
    switch type {
    case .null: return .null
    case .boolean: return .bool(true)
    case .integer: return .number(JSONNumber(Int64(7)))
    case .number: return previous.contains(.integer) ? .number(JSONNumber(1.5)) : .number(JSONNumber(Int64(7)))
    case .string: return format.flatMap(formatted) ?? .string("contract-diff-probe")
    case .array: return .array([])
    case .object: return .object(JSONObject())
    }
  }

  /// A string in `format`, for the formats clients parse.
  static func formatted(_ format: String) -> JSONValue? {
    switch format {
    case "date-time", "timestamp with time zone": .string("2024-03-15T10:30:00.123456+00:00")
    case "timestamp without time zone": .string("2024-03-15T10:30:00")
    case "date": .string("2024-03-15")
    case "time": .string("10:30:00Z")
    case "uuid": .string("0b7e2a4c-3d1f-4e55-9a8b-6c2d1e0f9a71")
    case "uri", "url": .string("https://example.com/probe")
    case "email": .string("probe@example.com")
    default: nil
    }
  }

  /// A value of one of `types` that is not in `values`.
  static func outside(_ values: [JSONValue], types: Set<SchemaType>) -> JSONValue? {
    if types.contains(.string) || types.isEmpty {
      var candidate = "contract_diff_probe"
      while values.contains(.string(candidate)) { candidate += "_" }
      return .string(candidate)
    }
    if types.contains(.integer) || types.contains(.number) {
      let largest = values.compactMap { $0.numberValue?.double }.max() ?? 0
      return .number(JSONNumber(Int64(largest.rounded(.down)) + 1))
    }
    return nil
  }
}
