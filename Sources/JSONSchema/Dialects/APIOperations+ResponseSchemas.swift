public import JSONCore

extension APIOperations {
  /// One operation's response schema, where it is written.
  public struct ResponseSchema: Sendable {
    /// The operation's key (`get`).
    public let method: String
    /// The path item's key (`/users/{id}`).
    public let route: String
    /// The response's key (`200`, `default`).
    public let status: String
    /// The media type under OpenAPI 3.x `content`; `nil` for Swagger 2.0's `schema`.
    public let mediaType: String?
    public let pointer: JSONPointer
    public let value: JSONValue
  }

  /// Every response schema of `document`'s operations (Swagger 2.0 `schema`, then OpenAPI 3.x
  /// `content`), a response given as a `$ref` (`#/components/responses/NotFound`) read where it
  /// points; routes and statuses in document order: what `diff` compares and `init` names.
  public static func responseSchemas(in document: JSONValue) -> [ResponseSchema] {
    var found: [ResponseSchema] = []
    for route in document["paths"]?.objectValue ?? JSONObject() {
      for method in methods {
        guard let responses = route.value[method]?["responses"]?.objectValue else { continue }
        for status in responses {
          let (response, pointer) = resolved(
            status.value,
            at: JSONPointer([.key("paths"), .key(route.key), .key(method), .key("responses"), .key(status.key)]),
            in: document)
          if let schema = response["schema"] {
            found.append(
              ResponseSchema(
                method: method, route: route.key, status: status.key, mediaType: nil,
                pointer: pointer.appending(key: "schema"), value: schema))
          }
          for media in response["content"]?.objectValue ?? JSONObject() {
            guard let schema = media.value["schema"] else { continue }
            found.append(
              ResponseSchema(
                method: method, route: route.key, status: status.key, mediaType: media.key,
                pointer: pointer.appending(key: "content").appending(key: media.key).appending(key: "schema"),
                value: schema))
          }
        }
      }
    }
    return found
  }
}
