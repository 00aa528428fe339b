import JSONCore
public import Reports

/// `contract validate --format json`: one object per instance (`instance`, `line` for JSON
/// Lines, `valid`, `errors` with their locations and `keywordSource`).
extension JSONRenderer {
  public func render(_ validation: InstanceValidation) -> String {
    var object: JSONValue = ["instance": .string(validation.path)]
    if let line = validation.line { object.setMember("line", .number(JSONNumber(line))) }
    object.setMember("valid", .bool(validation.isValid))
    object.setMember(
      "errors",
      .array(
        validation.violations.map {
          var error: JSONValue = [
            "instanceLocation": .string($0.instanceLocation), "keywordLocation": .string($0.keywordLocation),
            "absoluteKeywordLocation": .string($0.absoluteKeywordLocation), "error": .string($0.message),
          ]
          if let source = $0.source { error.setMember("keywordSource", .string(source)) }
          return error
        }))
    return object.description + "\n"
  }
}
