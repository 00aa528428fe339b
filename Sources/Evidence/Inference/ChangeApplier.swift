public import JSONCore

/// Applies an OpenAPI Overlay 1.0 or a JSON Patch (RFC 6902) to a JSON document: how a
/// user, or a test, gets the contract `contract infer` suggests.
///
/// Overlay targets are read as the JSONPaths ``ChangeDocument`` writes and simple others:
/// `$`, then `.name`, `['name']` or `[index]` segments, each selecting one node (no
/// wildcards or filters). An `update` merges an object into an object target (objects
/// merged member by member, recursively; anything else replaced) and appends to an array
/// target; `remove: true` removes the target from its parent. JSON Patch: `add`, `remove`,
/// `replace` and `test`.
public enum ChangeApplier {
  /// A change that cannot be made, with where it is in the change document.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(description: String) { self.description = description }
  }

  // MARK: - Overlay

  public static func applyOverlay(_ overlay: JSONValue, to document: JSONValue) throws(Failure) -> JSONValue {
    guard let version = overlay["overlay"]?.stringValue, version.hasPrefix("1.") else {
      throw Failure(description: "not an Overlay 1.x document: no \"overlay\": \"1.x.y\"")
    }
    guard let actions = overlay["actions"]?.arrayValue else { throw Failure(description: "no \"actions\" array") }
    var document = document
    for (index, action) in actions.enumerated() {
      guard let target = action["target"]?.stringValue else {
        throw Failure(description: "/actions/\(index): no \"target\"")
      }
      let pointer = try path(target, action: index)
      guard let selected = pointer.resolve(in: document) else {
        throw Failure(description: "/actions/\(index): target \(target) selects nothing")
      }
      if action["remove"]?.boolValue == true {
        document = try removing(pointer, from: document, at: "/actions/\(index)")
      } else if let update = action["update"] {
        let merged: JSONValue
        switch (selected, update) {
        case (.array(var elements), _):
          elements.append(update)
          merged = .array(elements)
        case (.object, .object):
          merged = merge(update, into: selected)
        default:
          throw Failure(
            description: "/actions/\(index): an update of \(target) must be an object (or the target an array)")
        }
        document = JSONEditing.setting(merged, at: pointer, in: document)
      }
    }
    return document
  }

  private static func merge(_ update: JSONValue, into target: JSONValue) -> JSONValue {
    guard case .object(var object) = target, case .object(let changes) = update else { return update }
    for member in changes {
      object[member.key] = object[member.key].map { merge(member.value, into: $0) } ?? member.value
    }
    return .object(object)
  }

  /// The pointer a single-node JSONPath names.
  static func path(_ text: String, action: Int) throws(Failure) -> JSONPointer {
    var scalars = Array(text.unicodeScalars)
    func fail(_ why: String) -> Failure { Failure(description: "/actions/\(action): target \(text): \(why)") }
    guard scalars.first == "$" else { throw fail("does not start with $") }
    scalars.removeFirst()
    var tokens: [JSONPointer.Token] = []
    var position = 0
    while position < scalars.count {
      if scalars[position] == "." {
        position += 1
        let start = position
        while position < scalars.count, scalars[position] != ".", scalars[position] != "[" { position += 1 }
        guard position > start else { throw fail("an empty name") }
        tokens.append(.key(String(String.UnicodeScalarView(scalars[start..<position]))))
      } else if scalars[position] == "[" {
        position += 1
        guard position < scalars.count else { throw fail("an unclosed [") }
        if scalars[position] == "'" || scalars[position] == "\"" {
          let quote = scalars[position]
          position += 1
          var name = String.UnicodeScalarView()
          while position < scalars.count, scalars[position] != quote {
            if scalars[position] == "\\", position + 1 < scalars.count { position += 1 }
            name.append(scalars[position])
            position += 1
          }
          guard position + 1 < scalars.count, scalars[position + 1] == "]" else { throw fail("an unclosed name") }
          position += 2
          tokens.append(.key(String(name)))
        } else {
          let start = position
          while position < scalars.count, scalars[position] != "]" { position += 1 }
          guard position < scalars.count, let index = Int(String(String.UnicodeScalarView(scalars[start..<position]))),
            index >= 0
          else { throw fail("only names and indices are selected here (no wildcards or filters)") }
          position += 1
          tokens.append(.index(index))
        }
      } else {
        throw fail("unexpected '\(scalars[position])'")
      }
    }
    return JSONPointer(tokens)
  }

  // MARK: - JSON Patch

  public static func applyPatch(_ patch: JSONValue, to document: JSONValue) throws(Failure) -> JSONValue {
    guard let operations = patch.arrayValue else {
      throw Failure(description: "a JSON Patch is an array of operations")
    }
    var document = document
    for (index, operation) in operations.enumerated() {
      let place = "/\(index)"
      guard let op = operation["op"]?.stringValue, let text = operation["path"]?.stringValue,
        let pointer = try? JSONPointer(parsing: text)
      else { throw Failure(description: "\(place): an operation needs \"op\" and a JSON Pointer \"path\"") }
      switch op {
      case "add", "replace":
        guard let value = operation["value"] else { throw Failure(description: "\(place): \(op) needs a \"value\"") }
        guard let parent = pointer.parent, let last = pointer.last else {
          document = value
          continue
        }
        guard let container = parent.resolve(in: document) else {
          throw Failure(description: "\(place): \(parent) does not exist")
        }
        switch container {
        case .object(var object):
          if op == "replace", object[last.text] == nil {
            throw Failure(description: "\(place): \(text) does not exist")
          }
          object[last.text] = value
          document = JSONEditing.setting(.object(object), at: parent, in: document)
        case .array(var elements):
          if last.text == "-", op == "add" {
            elements.append(value)
          } else if let at = JSONPointer.arrayIndex(last), at <= elements.count, op == "add" || at < elements.count {
            if op == "add" { elements.insert(value, at: at) } else { elements[at] = value }
          } else {
            throw Failure(description: "\(place): \(text) is outside the array")
          }
          document = JSONEditing.setting(.array(elements), at: parent, in: document)
        default:
          throw Failure(description: "\(place): \(parent) is not an object or array")
        }
      case "remove":
        document = try removing(pointer, from: document, at: place)
      case "test":
        guard pointer.resolve(in: document) == operation["value"] else {
          throw Failure(description: "\(place): test of \(text) failed")
        }
      default:
        throw Failure(description: "\(place): operation '\(op)' is not applied here (add, remove, replace, test)")
      }
    }
    return document
  }

  private static func removing(_ pointer: JSONPointer, from document: JSONValue, at place: String) throws(Failure)
    -> JSONValue
  {
    guard let parent = pointer.parent, let last = pointer.last, let container = parent.resolve(in: document) else {
      throw Failure(description: "\(place): \(pointer) cannot be removed")
    }
    switch container {
    case .object(var object) where object[last.text] != nil:
      object[last.text] = nil
      return JSONEditing.setting(.object(object), at: parent, in: document)
    case .array(var elements):
      guard let index = JSONPointer.arrayIndex(last), elements.indices.contains(index) else { fallthrough }
      elements.remove(at: index)
      return JSONEditing.setting(.array(elements), at: parent, in: document)
    default:
      throw Failure(description: "\(place): \(pointer) does not exist")
    }
  }
}
