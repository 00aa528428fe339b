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
    let all = APIOperations.responseSchemas(in: root)
    // A response with several media types names each by its type.
    var mediaTypes: [String: Int] = [:]
    for schema in all where schema.mediaType != nil {
      mediaTypes["\(schema.method) \(schema.route) \(schema.status)", default: 0] += 1
    }
    var found: [String: Response] = [:]
    for schema in all {
      var name = "\(schema.method.uppercased()) \(schema.route) \(schema.status)"
      if let media = schema.mediaType, mediaTypes["\(schema.method) \(schema.route) \(schema.status)"] ?? 0 > 1 {
        name += " \(media)"
      }
      found[name] = Response(name: name, pointer: schema.pointer, value: schema.value)
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
