import Reports
import JSONCore

/// Applying a ``ProbeEdit`` to a response row at a change's place.
///
/// A place holds `*` for any array position or map key; the edit goes to the first concrete
/// place the row has, so the probe changes one value and keeps the rest of a real response.
enum ProbePayload {
  /// The concrete pointer in `row` for `place`.
  ///
  /// `*` is taken as the first element or member present. The parent must be there; the last
  /// key may be missing (a drop then leaves the row as it is: a response without the key is
  /// what the backend may now send).
  static func concrete(_ place: JSONPointer, in row: JSONValue) -> JSONPointer? {
    func search(_ tokens: ArraySlice<JSONPointer.Token>, _ value: JSONValue, _ built: [JSONPointer.Token])
      -> [JSONPointer.Token]?
    {
      guard let token = tokens.first else { return built }
      let rest = tokens.dropFirst()
      if case .key("*") = token {
        switch value {
        case .array(let elements):
          for (index, element) in elements.enumerated() {
            if let found = search(rest, element, built + [.index(index)]) { return found }
          }
        case .object(let object):
          for member in object.members {
            if let found = search(rest, member.value, built + [.key(member.key)]) { return found }
          }
        default: break
        }
        return nil
      }
      guard case .key(let key) = token, let object = value.objectValue else { return nil }
      guard let child = object[key] else {
        return rest.isEmpty ? built + [token] : nil
      }
      return search(rest, child, built + [token])
    }
    return search(place.tokens[...], row, []).map(JSONPointer.init)
  }

  /// `row` with `edit` applied at `pointer` (concrete, from ``concrete(_:in:)``).
  static func applying(_ edit: ProbeEdit, at pointer: JSONPointer, to row: JSONValue) -> JSONValue {
    func apply(_ tokens: ArraySlice<JSONPointer.Token>, _ value: JSONValue) -> JSONValue {
      guard let token = tokens.first else {
        if case .value(let replacement) = edit { return replacement }
        return .null
      }
      let last = tokens.count == 1
      switch (token, value) {
      case (.index(let index), .array(var elements)) where elements.indices.contains(index):
        elements[index] = apply(tokens.dropFirst(), elements[index])
        return .array(elements)
      case (.key(let key), .object(var object)):
        if last, case .drop = edit {
          object[key] = nil
        } else {
          object[key] = apply(tokens.dropFirst(), object[key] ?? .null)
        }
        return .object(object)
      case (.key(let key), .array(var elements)):
        // A pointer read back from text names array positions with key tokens.
        guard let index = Int(key), elements.indices.contains(index) else { return value }
        elements[index] = apply(tokens.dropFirst(), elements[index])
        return .array(elements)
      default:
        return value
      }
    }
    return apply(pointer.tokens[...], row)
  }
}
