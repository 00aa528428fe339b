/// Decodes `Decodable` values from a ``JSONValue`` tree: the reading side of
/// ``JSONValueEncoder``, for what the tool wrote for itself (a check's report parts).
///
/// A keyed container reads the object's members where they are (`JSONDecoder` builds a
/// dictionary of every object's keys first). Numbers convert as `JSONDecoder` converts them:
/// an integer type takes a number only when it holds an integer that fits; a floating-point
/// type takes any number. Failures are `DecodingError`s with their coding paths.
public struct JSONValueDecoder {
  public init() {}

  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try DecodedValue.decode(T.self, from: value, codingPath: [])
  }
}

/// The conversions every container shares.
enum DecodedValue {
  /// The coding path is made only for a value decoded by its own conformance, or a failure.
  static func decode<T: Decodable>(
    _ type: T.Type, from value: JSONValue, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    // By the type's identity, not a cast: reached through the standard library's type-erased
    // box, unspecialized, for every member.
    if T.self == String.self { return unsafeBitCast(try string(value, codingPath()), to: T.self) }
    if T.self == Int.self { return unsafeBitCast(try integer(Int.self, value, codingPath()), to: T.self) }
    if T.self == Bool.self { return unsafeBitCast(try bool(value, codingPath()), to: T.self) }
    if T.self == Double.self { return unsafeBitCast(try double(value, codingPath()), to: T.self) }
    return try T(from: ValueDecoder(value: value, codingPath: codingPath()))
  }

  static func string(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
    guard case .string(let string) = value else { throw mismatch(String.self, value, codingPath()) }
    return string
  }

  static func bool(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, codingPath()) }
    return bool
  }

  static func double(_ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(Double.self, value, codingPath()) }
    return number.double
  }

  static func integer<T: FixedWidthInteger>(
    _ type: T.Type, _ value: JSONValue, _ codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    guard case .number(let number) = value else { throw mismatch(T.self, value, codingPath()) }
    if let exact = number.int64, let fitting = T(exactly: exact) { return fitting }
    // Beyond Int64 (a UInt64): the lexeme, when it is a plain integer.
    if number.kind == .integer, let fitting = T(number.lexeme) { return fitting }
    throw DecodingError.dataCorrupted(
      .init(codingPath: codingPath(), debugDescription: "Number \(number.lexeme) does not fit in \(T.self)."))
  }

  static func mismatch(_ type: Any.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) -> DecodingError {
    if value.isNull {
      return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found null."))
    }
    return .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(value.typeName)."))
  }
}

struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw DecodedValue.mismatch([String: Any].self, value, codingPath) }
    return KeyedDecodingContainer(KeyedValueDecoder<Key>(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let array) = value else { throw DecodedValue.mismatch([Any].self, value, codingPath) }
    return UnkeyedValueDecoder(array: array, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer { self }
}

extension ValueDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try DecodedValue.bool(value, codingPath) }
  func decode(_ type: String.Type) throws -> String { try DecodedValue.string(value, codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try DecodedValue.double(value, codingPath) }
  func decode(_ type: Float.Type) throws -> Float { Float(try DecodedValue.double(value, codingPath)) }
  func decode(_ type: Int.Type) throws -> Int { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try DecodedValue.integer(type, value, codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try DecodedValue.integer(type, value, codingPath) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try DecodedValue.decode(type, from: value, codingPath: codingPath) }
}

struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]

  var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { object.position(of: key.stringValue) != nil }

  private func value(_ key: Key) throws -> JSONValue {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\"."))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try DecodedValue.bool(value(key), codingPath + [key])
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try DecodedValue.string(value(key), codingPath + [key])
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try DecodedValue.double(value(key), codingPath + [key])
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try DecodedValue.double(value(key), codingPath + [key]))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

  private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
    try DecodedValue.integer(type, value(key), codingPath + [key])
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try DecodedValue.decode(type, from: value(key), codingPath: codingPath + [key])
  }

  /// One lookup, not the protocol's three (`contains`, `decodeNil`, `decode`).
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = object[key.stringValue], !value.isNull else { return nil }
    return try DecodedValue.decode(type, from: value, codingPath: codingPath + [key])
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let value = object[key.stringValue], !value.isNull else { return nil }
    return try DecodedValue.string(value, codingPath + [key])
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let value = object[key.stringValue], !value.isNull else { return nil }
    return try DecodedValue.integer(type, value, codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: value(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: value(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: object["super"] ?? .null, codingPath: codingPath + [PlainKey("super")])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
  let array: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(array: [JSONValue], codingPath: [any CodingKey]) {
    self.array = array
    self.codingPath = codingPath
  }

  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  private var path: [any CodingKey] { codingPath + [PlainKey(index: currentIndex)] }

  /// The next element; the index moves on only once it has decoded.
  private func next(_ type: Any.Type) throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
    return array[currentIndex]
  }

  private mutating func take<T>(
    _ type: T.Type, _ read: (JSONValue, @autoclosure () -> [any CodingKey]) throws -> T
  ) throws -> T {
    let decoded = try read(try next(type), path)
    currentIndex += 1
    return decoded
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Any?.self).isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type, DecodedValue.bool) }
  mutating func decode(_ type: String.Type) throws -> String { try take(type, DecodedValue.string) }
  mutating func decode(_ type: Double.Type) throws -> Double { try take(type, DecodedValue.double) }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try take(Double.self, DecodedValue.double)) }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try take(type) { try DecodedValue.integer(type, $0, $1()) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try take(type) { try DecodedValue.decode(type, from: $0, codingPath: $1()) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try take(KeyedDecodingContainer<NestedKey>.self) {
      try ValueDecoder(value: $0, codingPath: $1()).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try take((any UnkeyedDecodingContainer).self) { try ValueDecoder(value: $0, codingPath: $1()).unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try take((any Decoder).self) { ValueDecoder(value: $0, codingPath: $1()) }
  }
}
