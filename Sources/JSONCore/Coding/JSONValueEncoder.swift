/// Encodes `Encodable` values to a ``JSONValue`` tree, which ``JSONWriter`` writes.
///
/// What the tool writes for itself (a check's report parts, its reports) goes through here
/// rather than through `JSONEncoder`, whose text was parsed again to be written in the
/// project's format: a check of a large dump wrote and read a thousand findings that way at
/// the end of the run, in series with everything else. Values come out as `JSONEncoder`
/// writes them with its default strategies: a `Double` with an integral value as an integer
/// (`5`, not `5.0`), `nil` in a keyed container (`encodeIfPresent`) as no member, a key
/// encoded twice as its last value. `Date`, `Data` and `URL` are encoded by their own
/// `Encodable` conformances (Foundation's encoder special-cases them; nothing that goes
/// through here holds one).
public struct JSONValueEncoder {
  public init() {}

  public func encode(_ value: some Encodable) throws -> JSONValue {
    let slot = EncodedSlot()
    try value.encode(to: ValueEncoder(slot: slot, codingPath: []))
    guard let encoded = slot.value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(type(of: value)) encoded no value."))
    }
    return encoded
  }
}

/// Where one value is written: once by a single value container, or filled by a keyed or an
/// unkeyed one (members and elements added after the container is handed out).
final class EncodedSlot {
  enum Content {
    case empty
    case value(JSONValue)
    case object(EncodedObject)
    case array(EncodedArray)
  }

  var content = Content.empty

  var value: JSONValue? {
    switch content {
    case .empty: nil
    case .value(let value): value
    case .object(let object): .object(object.value)
    case .array(let array): .array(array.value)
    }
  }

  /// The keyed storage here, made at the first request (a type may ask twice).
  func object() -> EncodedObject {
    if case .object(let object) = content { return object }
    let object = EncodedObject()
    content = .object(object)
    return object
  }

  func array() -> EncodedArray {
    if case .array(let array) = content { return array }
    let array = EncodedArray()
    content = .array(array)
    return array
  }
}

/// A member or element: a finished value, or a slot a nested container is still filling.
enum EncodedEntry {
  case value(JSONValue)
  case slot(EncodedSlot)

  var value: JSONValue {
    switch self {
    case .value(let value): value
    // A nested container nothing was written to is an empty object, as JSONEncoder writes it.
    case .slot(let slot): slot.value ?? .object(JSONObject())
    }
  }
}

final class EncodedObject {
  var members: [(key: String, entry: EncodedEntry)] = []

  var value: JSONObject {
    var object = JSONObject()
    // Keyed containers write each key once (synthesized conformances do); a key written
    // again replaces its value, as `JSONEncoder`'s dictionary does.
    for member in members { object[member.key] = member.entry.value }
    return object
  }
}

final class EncodedArray {
  var elements: [EncodedEntry] = []
  var value: [JSONValue] { elements.map(\.value) }
}

/// A value a leaf encodes as: `JSONEncoder`'s spelling of numbers.
enum EncodedLeaf {
  static func number(_ value: Double, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath(), debugDescription: "Unable to encode \(value) directly in JSON."))
    }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return .number(JSONNumber(lexeme: text) ?? JSONNumber(value))
  }

  static func number(_ value: some FixedWidthInteger) -> JSONValue {
    if let exact = Int64(exactly: value) { return .number(JSONNumber(exact)) }
    return .number(JSONNumber(lexeme: String(value)) ?? JSONNumber(Double(value)))
  }

  /// `value` as a leaf, when it is one of the types JSON holds directly; `nil` for others.
  ///
  /// By its type's identity, not a cast: a container's generic `encode` is reached through
  /// the standard library's type-erased box, unspecialized, for every member.
  static func leaf<T: Encodable>(_ value: T, _ codingPath: () -> [any CodingKey]) throws -> JSONValue? {
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Int.self { return number(unsafeBitCast(value, to: Int.self)) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    if T.self == Double.self { return try number(unsafeBitCast(value, to: Double.self), codingPath()) }
    return nil
  }

  /// Encodes `value`: a leaf directly, anything else through its conformance (a value that
  /// writes nothing is an empty object, as `JSONEncoder` writes it). The coding path is made
  /// only for a value that needs it.
  static func encoded(_ value: some Encodable, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    if let leaf = try leaf(value, codingPath) { return leaf }
    let slot = EncodedSlot()
    try value.encode(to: ValueEncoder(slot: slot, codingPath: codingPath()))
    return slot.value ?? .object(JSONObject())
  }
}

struct ValueEncoder: Encoder {
  let slot: EncodedSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedValueEncoder<Key>(object: slot.object(), codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedValueEncoder(array: slot.array(), codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension ValueEncoder: SingleValueEncodingContainer {
  func encodeNil() { slot.content = .value(.null) }
  func encode(_ value: Bool) { slot.content = .value(.bool(value)) }
  func encode(_ value: String) { slot.content = .value(.string(value)) }
  func encode(_ value: Double) throws { slot.content = .value(try EncodedLeaf.number(value, codingPath)) }
  func encode(_ value: Float) throws { slot.content = .value(try EncodedLeaf.number(Double(value), codingPath)) }
  func encode(_ value: Int) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: Int8) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: Int16) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: Int32) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: Int64) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: UInt) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: UInt8) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: UInt16) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: UInt32) { slot.content = .value(EncodedLeaf.number(value)) }
  func encode(_ value: UInt64) { slot.content = .value(EncodedLeaf.number(value)) }

  func encode(_ value: some Encodable) throws { slot.content = .value(try EncodedLeaf.encoded(value, codingPath)) }
}

struct KeyedValueEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: EncodedObject
  let codingPath: [any CodingKey]

  private func add(_ value: JSONValue, _ key: Key) { object.members.append((key.stringValue, .value(value))) }

  mutating func encodeNil(forKey key: Key) { add(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) { add(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) { add(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    add(try EncodedLeaf.number(value, codingPath + [key]), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    add(try EncodedLeaf.number(Double(value), codingPath + [key]), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) { add(EncodedLeaf.number(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) { add(EncodedLeaf.number(value), key) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    object.members.append((key.stringValue, .value(try EncodedLeaf.encoded(value, codingPath + [key]))))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let slot = nestedSlot(key)
    return KeyedEncodingContainer(KeyedValueEncoder<NestedKey>(object: slot.object(), codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedValueEncoder(array: nestedSlot(key).array(), codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(slot: nestedSlot("super"), codingPath: codingPath + [PlainKey("super")])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoder(slot: nestedSlot(key), codingPath: codingPath + [key])
  }

  private func nestedSlot(_ key: Key) -> EncodedSlot { nestedSlot(key.stringValue) }

  private func nestedSlot(_ key: String) -> EncodedSlot {
    let slot = EncodedSlot()
    object.members.append((key, .slot(slot)))
    return slot
  }
}

struct UnkeyedValueEncoder: UnkeyedEncodingContainer {
  let array: EncodedArray
  let codingPath: [any CodingKey]
  var count: Int { array.elements.count }

  private var nextPath: [any CodingKey] { codingPath + [PlainKey(index: count)] }

  mutating func encodeNil() { array.elements.append(.value(.null)) }
  mutating func encode(_ value: Bool) { array.elements.append(.value(.bool(value))) }
  mutating func encode(_ value: String) { array.elements.append(.value(.string(value))) }
  mutating func encode(_ value: Double) throws { array.elements.append(.value(try EncodedLeaf.number(value, nextPath))) }
  mutating func encode(_ value: Float) throws {
    array.elements.append(.value(try EncodedLeaf.number(Double(value), nextPath)))
  }
  mutating func encode(_ value: Int) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: Int8) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: Int16) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: Int32) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: Int64) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: UInt) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: UInt8) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: UInt16) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: UInt32) { array.elements.append(.value(EncodedLeaf.number(value))) }
  mutating func encode(_ value: UInt64) { array.elements.append(.value(EncodedLeaf.number(value))) }

  mutating func encode(_ value: some Encodable) throws {
    array.elements.append(.value(try EncodedLeaf.encoded(value, nextPath)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let path = nextPath
    return KeyedEncodingContainer(KeyedValueEncoder<NestedKey>(object: nestedSlot().object(), codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    return UnkeyedValueEncoder(array: nestedSlot().array(), codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    return ValueEncoder(slot: nestedSlot(), codingPath: path)
  }

  private func nestedSlot() -> EncodedSlot {
    let slot = EncodedSlot()
    array.elements.append(.slot(slot))
    return slot
  }
}
