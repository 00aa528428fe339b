import JSONCore
import JSONSchema

/// The name of an inline schema of an API operation (``APIOperations/inlineSchemaPointers(in:)``), from the
/// operation, so a reader knows it on sight:
///
/// | pointer | name |
/// |---|---|
/// | `paths/~1users/get/responses/200/content/application~1json/schema`, `operationId: listUsers`, its only response schema | `ListUsersResponse` |
/// | the same with a `400` schema too | `ListUsersResponse200`, `ListUsersResponse400` (`default` → `ResponseDefault`) |
/// | `paths/~1users~1{id}/patch/requestBody/content/application~1json/schema`, no `operationId` | `PatchUsersByIDRequest` |
/// | a second media type with its own schema | the media type's subtype added (`…ResponseXML`) |
///
/// Without an `operationId` the name is the method and the route's segments (a `{parameter}`
/// segment is `By` and the parameter). Names stay unique as every other name does (``Translator/uniqueName(_:)``).
extension Translator {
  /// The name for the schema at `tokens[0..<consumed]` (`paths/<route>/<method>/…/schema`), and
  /// how many tokens it took; `nil` when the tokens are not an operation's schema.
  func operationName(_ tokens: [String], in root: JSONValue) -> (name: String, consumed: Int)? {
    guard tokens.count >= 4, tokens[0] == "paths", APIOperations.methods.contains(tokens[2]),
      let schemaIndex = tokens.firstIndex(of: "schema")
    else { return nil }
    let route = tokens[1]
    let method = tokens[2]
    let operation = root["paths"]?[route]?[method]
    var name: String
    if let operationID = operation?["operationId"]?.stringValue, !operationID.isEmpty {
      name = names.type(operationID)
    } else {
      name = names.type(method)
      for segment in route.split(separator: "/") where !segment.isEmpty {
        if segment.hasPrefix("{"), segment.hasSuffix("}") {
          name += "By" + names.type(String(segment.dropFirst().dropLast()))
        } else {
          name += names.type(String(segment))
        }
      }
    }
    switch tokens[3] {
    case "responses" where tokens.count > 4:
      name += "Response"
      let status = tokens[4]
      // A response given by reference (`#/components/responses/BadRequest`) counts as the
      // one it points at: an error body shared by every operation is one of its schemas too.
      let withSchemas = (operation?["responses"]?.objectValue ?? JSONObject()).filter {
        let response = APIOperations.resolved($0.value, at: .root, in: root).value
        return response["schema"] != nil
          || (response["content"]?.objectValue ?? JSONObject()).contains { $0.value["schema"] != nil }
      }
      if withSchemas.count > 1 {
        name += status == "default" ? "Default" : status.uppercased().filter { $0.isLetter || $0.isNumber }
      }
      if tokens.count > 6, tokens[5] == "content" {
        name += mediaSuffix(tokens[6], among: operation?["responses"]?[status]?["content"])
      }
    case "requestBody":
      name += "Request"
      if tokens.count > 5, tokens[4] == "content" {
        name += mediaSuffix(tokens[5], among: operation?["requestBody"]?["content"])
      }
    case "parameters":
      name += "Request"
    default:
      return nil
    }
    return (name, schemaIndex + 1)
  }

  /// The name for the schema of a shared response or request body, by its key
  /// (`components/responses/BadRequest/content/application~1json/schema` → `BadRequest`,
  /// Swagger's `responses/BadRequest/schema` too), and how many tokens it took; `nil` when the
  /// tokens are not one.
  func sharedBodyName(_ tokens: [String], in root: JSONValue) -> (name: String, consumed: Int)? {
    if tokens.count >= 6, tokens[0] == "components", tokens[1] == "responses" || tokens[1] == "requestBodies",
      tokens[3] == "content", tokens[5] == "schema"
    {
      let content = root["components"]?[tokens[1]]?[tokens[2]]?["content"]
      return (names.type(tokens[2]) + mediaSuffix(tokens[4], among: content), 6)
    }
    if tokens.count >= 3, tokens[0] == "responses", tokens[2] == "schema", root["swagger"] != nil {
      return (names.type(tokens[1]), 3)
    }
    return nil
  }

  /// Nothing when `media` is the only media type with a schema; else its subtype
  /// (`application/xml` → `XML`, `application/vnd.api+json` → `VndAPIJSON`).
  private func mediaSuffix(_ media: String, among content: JSONValue?) -> String {
    let count = (content?.objectValue ?? JSONObject()).filter { $0.value["schema"] != nil }.count
    guard count > 1 else { return "" }
    let subtype = media.split(separator: "/").last.map(String.init) ?? media
    return names.type(subtype)
  }
}
