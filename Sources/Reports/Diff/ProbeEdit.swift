public import JSONCore

/// The edit that turns a response the old schema allows into one only the new schema allows.
public enum ProbeEdit: Sendable, Hashable {
  /// Send `null` at the place.
  case null
  /// Leave the key out.
  case drop
  /// Send this value at the place.
  case value(JSONValue)

  public var description: String {
    switch self {
    case .null: "null"
    case .drop: "the key left out"
    case .value(let value): JSONWriter().string(value)
    }
  }
}
