public import JSONCore

extension CompiledSchema {
  /// The JSON Schema "basic" output format for `instance`: `{"valid": true}`, or
  /// `{"valid": false, "errors": [{"instanceLocation", "keywordLocation",
  /// "absoluteKeywordLocation", "error"}, …]}` with every error.
  public func basicOutput(for instance: JSONValue) -> JSONValue {
    let errors = validate(instance)
    guard !errors.isEmpty else { return ["valid": true] }
    let units: [JSONValue] = errors.map { error in
      [
        "instanceLocation": .string(error.instanceLocation.description),
        "keywordLocation": .string(error.keywordLocation.description),
        "absoluteKeywordLocation": .string(error.absoluteKeywordLocation),
        "error": .string(error.message),
      ]
    }
    return ["valid": false, "errors": .array(units)]
  }
}
