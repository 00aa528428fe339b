import JSONCore

/// The fast path's view of an instance: pointers into the parsed value, never copies.
///
/// Handing a `JSONValue` taken out of an array or an object member to a function makes Swift
/// copy it (retain its payload) for the length of the call, whatever the function does with
/// it. On the fast path that is most of the cost of validating, so `isValid` takes a pointer
/// to the value where it lives: the members and items of a container are reached by pointer
/// arithmetic inside the container's buffer, which the caller keeps alive. Only reading a
/// container's payload (its member or item array) costs a retain, once per container.
typealias InstancePointer = UnsafePointer<JSONValue>

enum InstanceAccess {
  /// Where `value` sits inside a `JSONObject.Member`.
  static let memberValueOffset: Int = {
    guard let offset = MemoryLayout<JSONObject.Member>.offset(of: \JSONObject.Member.value) else {
      // `value` is a stored property: its offset always exists.
      fatalError("JSONObject.Member.value is not a stored property")
    }
    return offset
  }()

  /// The members of the object `instance` points at, or `nil` for another type.
  ///
  /// Reads only the member array out of the value in place (one retain), where binding the
  /// whole `JSONObject` would copy its three stored references.
  @inline(__always)
  static func members(_ instance: InstancePointer) -> [JSONObject.Member]? {
    instance.pointee.objectMembers
  }

  /// The items of the array `instance` points at, or `nil` for another type.
  @inline(__always)
  static func items(_ instance: InstancePointer) -> [JSONValue]? {
    instance.pointee.arrayItems
  }

  /// Calls `body` with each member and a pointer to its value, in order, while it returns
  /// `true`; returns whether it always did.
  @inline(__always)
  static func allMembers(
    of object: JSONObject, _ body: (UnsafePointer<JSONObject.Member>, InstancePointer) -> Bool
  ) -> Bool {
    allMembers(of: object.members, body)
  }

  @inline(__always)
  static func allMembers(
    of members: [JSONObject.Member], _ body: (UnsafePointer<JSONObject.Member>, InstancePointer) -> Bool
  ) -> Bool {
    let offset = memberValueOffset
    return members.withUnsafeBufferPointer { members in
      guard let base = members.baseAddress else { return true }
      var index = 0
      while index < members.count {
        let member = base + index
        let value = (UnsafeRawPointer(member) + offset).assumingMemoryBound(to: JSONValue.self)
        guard body(member, value) else { return false }
        index += 1
      }
      return true
    }
  }

  /// Calls `body` with a pointer to each item from `start` on, while it returns `true`;
  /// returns whether it always did.
  @inline(__always)
  static func allItems(of items: [JSONValue], from start: Int = 0, _ body: (Int, InstancePointer) -> Bool) -> Bool {
    items.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      var index = start
      while index < buffer.count {
        guard body(index, base + index) else { return false }
        index += 1
      }
      return true
    }
  }
}

extension JSONValue {
  /// Borrowing `self` (a method call on a value in place), this binds the payload without
  /// copying it and returns just the member array.
  @inline(__always)
  fileprivate var objectMembers: [JSONObject.Member]? {
    if case .object(let object) = self { return object.members }
    return nil
  }

  /// Calls `body` with the string in place (borrowed: no retain); `nil` for other types.
  @inline(__always)
  func withString<Result>(_ body: (String) -> Result) -> Result? {
    guard case .string(let text) = self else { return nil }
    return body(text)
  }

  /// Calls `body` with the UTF-8 bytes of a string in place; `nil` for other types.
  @inline(__always)
  func withStringBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    guard case .string(let text) = self else { return nil }
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the number in place (borrowed: no retain of its lexeme); `nil` for
  /// other types.
  @inline(__always)
  func withNumber<Result>(_ body: (JSONNumber) -> Result) -> Result? {
    guard case .number(let number) = self else { return nil }
    return body(number)
  }

  @inline(__always)
  fileprivate var arrayItems: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }
}

extension SchemaNode {
  /// The fast path for a value held by the caller (the evaluation path, the entry point).
  @inline(__always)
  func isValid(value: JSONValue, _ scope: inout DynamicScope) -> Bool {
    withUnsafePointer(to: value) { isValid($0, &scope) }
  }
}
