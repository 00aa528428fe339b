import JSONCore
import JSONSchema

/// The response schemas of an API document's operations, by what names them in either
/// release: method, route, status and media type (`GET /user 200`).
///
/// Most of an API's responses are written inline under `paths` (a list page, an error body,
/// a one-off object), and an operation may point at another definition in the next release:
/// comparing only `components/schemas` left those changes unsaid. A response that is a bare
/// `$ref` to the same definition in both releases is that definition's pair, compared once.
struct ResponseSchemas {
  /// One operation's response schema.
  struct Response {
    /// `GET /user 200`, with the media type when the response has several.
    let name: String
    let pointer: JSONPointer
    let value: JSONValue
  }

  /// Every response schema of the document `root` (OpenAPI 3.x `content`, Swagger 2.0
  /// `schema`), a response given as a `$ref` (`#/components/responses/NotFound`) read where
  /// it points, by name.
  static func responses(of root: JSONValue) -> [String: Response] {
    var found: [String: Response] = [:]
    for route in root["paths"]?.objectValue ?? JSONObject() {
      for method in APIOperations.methods {
        guard let responses = route.value[method]?["responses"]?.objectValue else { continue }
        let operation = "\(method.uppercased()) \(route.key)"
        for status in responses {
          let (response, pointer) = APIOperations.resolved(
            status.value, at: JSONPointer([.key("paths"), .key(route.key), .key(method), .key("responses"), .key(status.key)]),
            in: root)
          if let schema = response["schema"] {
            found["\(operation) \(status.key)"] = Response(
              name: "\(operation) \(status.key)", pointer: pointer.appending(key: "schema"), value: schema)
          }
          let media = (response["content"]?.objectValue ?? JSONObject()).filter { $0.value["schema"] != nil }
          for entry in media {
            guard let schema = entry.value["schema"] else { continue }
            let name = "\(operation) \(status.key)" + (media.count > 1 ? " \(entry.key)" : "")
            found[name] = Response(
              name: name, pointer: pointer.appending(key: "content").appending(key: entry.key).appending(key: "schema"),
              value: schema)
          }
        }
      }
    }
    return found
  }

  /// The definition a response schema is, when it is only a `$ref` to one
  /// (`#/components/schemas/User` → `User`).
  static func definition(_ schema: JSONValue) -> String? {
    guard schema.objectValue?.count == 1, let reference = schema["$ref"]?.stringValue else { return nil }
    return reference.split(separator: "/").last.map(String.init)
  }
}
