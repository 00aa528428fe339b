/// A JSON value as the reference parser read it.
///
/// `JSONValue` is a plain enum so that switching over it is cheap and exhaustive. Objects keep
/// their key order and the values that duplicate keys shadowed (see ``JSONObject``); numbers
/// keep whether they were written as integers or reals and their source text (see
/// ``JSONNumber``).
///
/// Equality is JSON's own: numbers compare by mathematical value (`1 == 1.0`), objects compare
/// as unordered maps, arrays element by element. That is the equality JSON Schema's `const`,
/// `enum` and `uniqueItems` need; the semantic diff (``JSONDiff``) is where number kinds and
/// key order are told apart.
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)
}

extension JSONValue {
  /// The JSON type name, as JSON Schema's `type` keyword spells it ("integer" is never
  /// returned: integers are numbers here; see ``JSONNumber/isIntegral``).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let array) = self { return array }
    return nil
  }

  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  public var numberValue: JSONNumber? {
    if case .number(let number) = self { return number }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

extension JSONValue: Hashable {
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let value): hasher.combine(value)
    case .object(let value): hasher.combine(value)
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
  public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue: CustomStringConvertible {
  /// Compact JSON text, keys in their original order.
  public var description: String { JSONWriter().string(self) }
}

extension JSONValue {
  /// Sets member `key` when `self` is an object; does nothing otherwise.
  public mutating func setMember(_ key: String, _ value: JSONValue) {
    guard case .object(var object) = self else { return }
    self = .null  // Release the enum's reference so the object is mutated in place.
    object[key] = value
    self = .object(object)
  }
}
