public import JSONCore

/// The inline schemas of an API document's operations: what a response or request body
/// holds when it is written in place instead of as a `$ref` to a named schema.
///
/// A real OpenAPI document declares many of its shapes only there (a list endpoint's page, a
/// sign-up's reply). Read, in document order, for every operation under `paths`:
///
/// - OpenAPI 3.x: `requestBody/content/<media type>/schema` and
///   `responses/<status>/content/<media type>/schema`;
/// - Swagger 2.0: the `body` parameter's `schema` and `responses/<status>/schema`;
///
/// then the shared responses and request bodies operations refer to (an error body every
/// operation gives as `$ref: '#/components/responses/BadRequest'`): OpenAPI 3.x's
/// `components/responses` and `components/requestBodies`, Swagger 2.0's `responses`.
///
/// A schema that is only a `$ref` (with annotations) is the named schema's, and left out.
extension APIOperations {
  /// The pointers of the inline schemas in `document`: what `generate` translates besides the
  /// definitions, and `validate` without instances checks.
  public static func inlineSchemaPointers(in document: JSONValue) -> [JSONPointer] {
    guard case .object(let paths)? = document["paths"] else { return [] }
    var pointers: [JSONPointer] = []
    for path in paths {
      let pathPointer = JSONPointer.root.appending(key: "paths").appending(key: path.key)
      for method in methods {
        guard let operation = path.value[method] else { continue }
        let operationPointer = pathPointer.appending(key: method)
        for (index, parameter) in (operation["parameters"]?.arrayValue ?? []).enumerated()
        where parameter["in"]?.stringValue == "body" {
          add(parameter["schema"], operationPointer.appending(key: "parameters").appending(index: index), &pointers)
        }
        if case .object(let content)? = operation["requestBody"]?["content"] {
          for media in content {
            let pointer = operationPointer.appending(key: "requestBody").appending(key: "content")
            add(media.value["schema"], pointer.appending(key: media.key), &pointers)
          }
        }
        guard case .object(let responses)? = operation["responses"] else { continue }
        for response in responses {
          let responsePointer = operationPointer.appending(key: "responses").appending(key: response.key)
          add(response.value["schema"], responsePointer, &pointers)
          guard case .object(let content)? = response.value["content"] else { continue }
          for media in content {
            add(media.value["schema"], responsePointer.appending(key: "content").appending(key: media.key), &pointers)
          }
        }
      }
    }
    for container in ["responses", "requestBodies"] {
      guard case .object(let shared)? = document["components"]?[container] else { continue }
      for body in shared {
        guard case .object(let content)? = body.value["content"] else { continue }
        let pointer = JSONPointer.root.appending(key: "components").appending(key: container).appending(key: body.key)
        for media in content {
          add(media.value["schema"], pointer.appending(key: "content").appending(key: media.key), &pointers)
        }
      }
    }
    if document["swagger"] != nil, case .object(let shared)? = document["responses"] {
      for response in shared {
        add(response.value["schema"], JSONPointer.root.appending(key: "responses").appending(key: response.key), &pointers)
      }
    }
    return pointers
  }

  /// `parent/schema`, when `schema` is one of its own.
  private static func add(_ schema: JSONValue?, _ parent: JSONPointer, _ pointers: inout [JSONPointer]) {
    guard case .object(let object)? = schema else { return }
    if object["$ref"] != nil, object.keys.allSatisfy({ $0 == "$ref" || SchemaAnnotations.keywords.contains($0) }) { return }
    pointers.append(parent.appending(key: "schema"))
  }
}
