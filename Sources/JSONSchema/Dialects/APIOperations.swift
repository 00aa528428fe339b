public import JSONCore

/// The operations of an API document (`paths/<route>/<method>`), as the commands that read
/// their schemas walk them: `generate` names and translates the inline ones, `diff` compares
/// each response's.
public enum APIOperations {
  /// A path item's keys that are operations (OpenAPI 3.x and Swagger 2.0).
  public static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// `value` at `pointer`, or, when it is a local `$ref` (a response given as
  /// `#/components/responses/BadRequest`), what it points at in `document` and where.
  public static func resolved(
    _ value: JSONValue, at pointer: JSONPointer, in document: JSONValue
  ) -> (value: JSONValue, pointer: JSONPointer) {
    guard let reference = value["$ref"]?.stringValue, reference.hasPrefix("#"),
      let target = try? JSONPointer(fragment: String(reference.dropFirst())), let resolved = target.resolve(in: document)
    else { return (value, pointer) }
    return (resolved, target)
  }
}
