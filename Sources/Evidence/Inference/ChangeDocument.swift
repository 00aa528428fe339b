public import JSONCore

/// The edits of one schema document written as a document of their own: an OpenAPI Overlay
/// 1.0 for an OpenAPI or Swagger document, a JSON Patch (RFC 6902) for a plain JSON Schema.
///
/// Overlay actions avoid what implementations read differently: an `update` never merges
/// into a member that exists (a keyword that changes is removed first, then set), and values
/// are appended to arrays only by targeting the array. JSON Patch operations carry a
/// `description` member, which RFC 6902 tells appliers to ignore.
public enum ChangeDocument {
  /// The version of the Overlay Specification written.
  public static let overlayVersion = "1.0.0"

  /// An overlay of `edits` to `document`, each action described by `describe(location)`.
  public static func overlay(
    title: String, edits: [SchemaEditor.Edit], to document: JSONValue,
    describe: (JSONPointer) -> (text: String, tightening: Bool)
  ) -> JSONValue {
    var actions: [JSONValue] = []
    func action(_ target: JSONPointer, _ location: JSONPointer, update: JSONValue? = nil) {
      let (text, tightening) = describe(location)
      var object = JSONObject([
        ("target", .string(jsonPath(target, in: document))), ("description", .string(text)),
      ])
      if let update { object["update"] = update } else { object["remove"] = true }
      if tightening { object["x-contract-tightening"] = true }
      let value = JSONValue.object(object)
      if !actions.contains(value) { actions.append(value) }
    }
    for edit in edits {
      switch edit {
      case .setKeyword(let location, let keyword, let value, let existed):
        if existed { action(location.appending(key: keyword), location) }
        action(location, location, update: .object(JSONObject([(keyword, value)])))
      case .removeKeyword(let location, let keyword):
        action(location.appending(key: keyword), location)
      case .addProperty(let location, let key, let value):
        action(location.appending(key: "properties"), location, update: .object(JSONObject([(key, value)])))
      case .replace(let location, let value):
        guard let parent = location.parent, let last = location.last else { continue }
        action(location, location)
        // A parent array takes the value appended; a parent object under the same key.
        if case .key(let key) = last, JSONPointer.arrayIndex(last) == nil {
          action(parent, location, update: .object(JSONObject([(key, value)])))
        } else {
          action(parent, location, update: value)
        }
      }
    }
    return .object(
      JSONObject([
        ("overlay", .string(overlayVersion)),
        ("info", .object(JSONObject([("title", .string(title)), ("version", "1")]))),
        ("actions", .array(actions)),
      ]))
  }

  /// A JSON Patch of `edits`.
  public static func patch(edits: [SchemaEditor.Edit], describe: (JSONPointer) -> (text: String, tightening: Bool))
    -> JSONValue
  {
    .array(
      edits.map { edit in
        let (op, path, value, location): (String, JSONPointer, JSONValue?, JSONPointer) =
          switch edit {
          case .setKeyword(let location, let keyword, let value, _):
            ("add", location.appending(key: keyword), value, location)
          case .removeKeyword(let location, let keyword): ("remove", location.appending(key: keyword), nil, location)
          case .addProperty(let location, let key, let value):
            ("add", location.appending(key: "properties").appending(key: key), value, location)
          case .replace(let location, let value): ("replace", location, value, location)
          }
        var object = JSONObject([("op", .string(op)), ("path", .string(path.description))])
        if let value { object["value"] = value }
        let (text, tightening) = describe(location)
        object["description"] = .string(tightening ? "[tightening] " + text : text)
        return .object(object)
      })
  }

  /// A pointer into `document` as an RFC 9535 JSONPath of bracketed names and indices:
  /// `$['a']['allOf'][1]`. A token that steps into an array is an index selector, however the
  /// pointer spells it (a name selector selects nothing in an array).
  public static func jsonPath(_ pointer: JSONPointer, in document: JSONValue) -> String {
    var path = "$"
    var node: JSONValue? = document
    for token in pointer.tokens {
      let index: Int? =
        switch (token, node) {
        case (.index(let index), _): index
        case (.key, .array?): JSONPointer.arrayIndex(token)
        default: nil
        }
      node = node.flatMap { JSONPointer([token]).resolve(in: $0) }
      if let index {
        path += "[\(index)]"
      } else if case .key(let key) = token {
        var escaped = ""
        for character in key {
          switch character {
          case "\\": escaped += "\\\\"
          case "'": escaped += "\\'"
          default: escaped.append(character)
          }
        }
        path += "['" + escaped + "']"
      }
    }
    return path
  }
}
