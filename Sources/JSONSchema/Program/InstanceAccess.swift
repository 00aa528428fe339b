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

  /// Calls `body` with each member and a pointer to its value, in order, while it returns
  /// `true`; returns whether it always did.
  @inline(__always)
  static func allMembers(
    of object: JSONObject, _ body: (UnsafePointer<JSONObject.Member>, InstancePointer) -> Bool
  ) -> Bool {
    let offset = memberValueOffset
    return object.members.withUnsafeBufferPointer { members in
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

extension SchemaNode {
  /// The fast path for a value held by the caller (the evaluation path, the entry point).
  @inline(__always)
  func isValid(value: JSONValue, _ scope: inout DynamicScope) -> Bool {
    withUnsafePointer(to: value) { isValid($0, &scope) }
  }
}
