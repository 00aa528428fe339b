import JSONCore

/// The schemas of an OpenAPI or Swagger document that `contract init` may name as a fixture
/// group's contract: each named schema (`components/schemas`, `definitions`), and each
/// operation's successful JSON response declared inline, as large specs declare their list
/// pages (a payment API's `GET /v1/charges` answers a `ChargeList` written in the path, not
/// under `components`).
///
/// Each carries what its properties hold (``FixtureGroups/SchemaCandidate/nested``): every
/// list page of such an API has the same four keys (`data`, `has_more`, `object`, `url`), and
/// only the objects in `data` tell `ChargeList` from `CustomerList`.
enum APIDocumentSchemas {
  static func candidates(in root: JSONValue, file: String) -> [FixtureGroups.SchemaCandidate] {
    var candidates: [FixtureGroups.SchemaCandidate] = []
    func add(_ schema: JSONValue, at pointer: JSONPointer, named: Bool) {
      guard let properties = schema["properties"]?.objectValue else { return }
      var nested: [String: Set<String>] = [:]
      for property in properties {
        if let keys = objectProperties(of: property.value, in: root) { nested[property.key] = keys }
      }
      candidates.append(
        FixtureGroups.SchemaCandidate(
          reference: file + "#" + pointer.description, properties: Set(properties.keys), nested: nested,
          isNamed: named))
    }
    for container in ["components", "definitions"] {
      let base =
        container == "components"
        ? JSONPointer.root.appending(key: "components").appending(key: "schemas") : .root.appending(key: container)
      for member in base.resolve(in: root)?.objectValue ?? JSONObject() {
        add(member.value, at: base.appending(key: member.key), named: true)
      }
    }
    for path in root["paths"]?.objectValue ?? JSONObject() {
      let pathPointer = JSONPointer.root.appending(key: "paths").appending(key: path.key)
      for operation in path.value.objectValue ?? JSONObject() where methods.contains(operation.key) {
        let responses = pathPointer.appending(key: operation.key).appending(key: "responses")
        for response in operation.value["responses"]?.objectValue ?? JSONObject() where response.key.hasPrefix("2") {
          // A response may itself be a `$ref` (`#/components/responses/ChargeList`): the
          // schema is named where it is written.
          var place = responses.appending(key: response.key)
          var body = response.value
          if let target = localReference(body), let resolved = target.resolve(in: root) {
            (place, body) = (target, resolved)
          }
          var schemas: [(JSONPointer, JSONValue)] = []
          if let schema = body["schema"] {
            schemas.append((place.appending(key: "schema"), schema))  // Swagger 2.0
          }
          for media in body["content"]?.objectValue ?? JSONObject() where media.key.lowercased().contains("json") {
            if let schema = media.value["schema"] {
              schemas.append(
                (place.appending(key: "content").appending(key: media.key).appending(key: "schema"), schema))
            }
          }
          for (pointer, schema) in schemas where localReference(schema) == nil {
            // A page of rows declared inline: the schema of one row is what an array contract names.
            if let items = schema["items"], localReference(items) == nil {
              add(items, at: pointer.appending(key: "items"), named: false)
            } else {
              add(schema, at: pointer, named: false)
            }
          }
        }
      }
    }
    return candidates
  }

  private static let methods: Set<String> = ["get", "put", "post", "patch", "delete", "head", "options"]

  /// The pointer of a `$ref` within the document (`#/components/schemas/charge`).
  private static func localReference(_ schema: JSONValue) -> JSONPointer? {
    guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#") else { return nil }
    return try? JSONPointer(fragment: String(reference.dropFirst()))
  }

  /// The property names of the object `schema` describes, through `$ref`s, an array's
  /// `items`, and the first branch of `anyOf`/`oneOf`/`allOf` that describes one (a nullable
  /// `anyOf: [{$ref}]`, an expandable `anyOf: [string, {$ref}]`).
  private static func objectProperties(of schema: JSONValue, in root: JSONValue, depth: Int = 0) -> Set<String>? {
    guard depth < 8 else { return nil }
    if let target = localReference(schema) {
      return target.resolve(in: root).flatMap { objectProperties(of: $0, in: root, depth: depth + 1) }
    }
    if let properties = schema["properties"]?.objectValue { return Set(properties.keys) }
    if let items = schema["items"] { return objectProperties(of: items, in: root, depth: depth + 1) }
    for keyword in ["anyOf", "oneOf", "allOf"] {
      for branch in schema[keyword]?.arrayValue ?? [] {
        if let keys = objectProperties(of: branch, in: root, depth: depth + 1) { return keys }
      }
    }
    return nil
  }
}
