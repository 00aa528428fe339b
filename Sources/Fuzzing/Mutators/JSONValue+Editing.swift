import JSONCore

/// In-place edits of a JSON value at a pointer, for the operators.
///
/// The fixtures a campaign mutates are shared by every mutant, so an edit copies only the
/// containers on the path from the root to the pointer (copy-on-write does the rest), and a
/// pointer that no longer resolves (a chain's earlier mutation renamed or dropped its target)
/// leaves the value unchanged and returns `nil`.
extension JSONValue {
  /// Runs `body` on the value at `pointer`; `nil` when the pointer does not resolve or
  /// `body` returns `nil` (then `body` must have left its argument unchanged).
  mutating func modify<Result>(at pointer: JSONPointer, _ body: (inout JSONValue) -> Result?) -> Result? {
    modify(pointer.tokens[...], body)
  }

  private mutating func modify<Result>(
    _ tokens: ArraySlice<JSONPointer.Token>, _ body: (inout JSONValue) -> Result?
  ) -> Result? {
    guard let token = tokens.first else { return body(&self) }
    switch self {
    case .object(var object):
      guard var child = object[token.text] else { return nil }
      self = .null  // Drop this enum's reference, so the object below is edited in place when unshared.
      let result = child.modify(tokens.dropFirst(), body)
      object[token.text] = child
      self = .object(object)
      return result
    case .array(var array):
      guard let index = arrayIndex(token), array.indices.contains(index) else { return nil }
      self = .null
      let result = array[index].modify(tokens.dropFirst(), body)
      self = .array(array)
      return result
    default:
      return nil
    }
  }

  /// Runs `body` on the object holding the member `pointer` names, with the member's key.
  mutating func modifyParent<Result>(
    of pointer: JSONPointer, _ body: (inout JSONObject, String) -> Result?
  ) -> Result? {
    guard let parent = pointer.parent, case .key(let key)? = pointer.last else { return nil }
    return modify(at: parent) { value -> Result? in
      guard case .object(var object) = value, object[key] != nil else { return nil }
      value = .null
      let result = body(&object, key)
      value = .object(object)
      return result
    }
  }

  /// Every value in document order with its pointer, the root first.
  func walk(_ visit: (JSONPointer, JSONValue) -> Void) {
    walk(at: .root, visit)
  }

  private func walk(at pointer: JSONPointer, _ visit: (JSONPointer, JSONValue) -> Void) {
    visit(pointer, self)
    switch self {
    case .object(let object):
      for member in object.members { member.value.walk(at: pointer.appending(key: member.key), visit) }
    case .array(let array):
      for (index, element) in array.enumerated() { element.walk(at: pointer.appending(index: index), visit) }
    default:
      break
    }
  }
}

extension JSONObject {
  /// The object with `old` renamed to `new` in its position; `nil` when `new` is already a key
  /// (a rename must not silently merge two members).
  func renaming(_ old: String, to new: String) -> JSONObject? {
    guard self[new] == nil else { return nil }
    return JSONObject(members.map { ($0.key == old ? new : $0.key, $0.value) })
  }
}

/// An array index from a pointer token: built as an index, or digits without a leading zero
/// (RFC 6901), as pointers read back from reports are.
func arrayIndex(_ token: JSONPointer.Token) -> Int? {
  switch token {
  case .index(let index): return index
  case .key(let key):
    guard !key.isEmpty, key.utf8.allSatisfy({ JSONNumber.isDigit($0) }), key == "0" || !key.hasPrefix("0") else {
      return nil
    }
    return Int(key)
  }
}
