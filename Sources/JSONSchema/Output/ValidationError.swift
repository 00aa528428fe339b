public import JSONCore

/// One failed assertion, as a JSON Schema "basic" output unit.
///
/// - ``instanceLocation``: where in the instance (`/courses/3/course_name`).
/// - ``keywordLocation``: the evaluation path to the keyword, through every `$ref` taken
///   (`/properties/courses/items/$ref/required`).
/// - ``absoluteKeywordLocation``: the keyword's own place, as a URI with a JSON Pointer
///   fragment (`file:///…/openapi.json#/definitions/courses/required`).
/// - ``message``: plain words (`missing required property 'course_name'`).
public struct ValidationError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  public var instanceLocation: JSONPointer
  public var keywordLocation: JSONPointer
  public var absoluteKeywordLocation: String
  /// The keyword that failed (`required`, `type`, `additionalProperties`, `false` for a
  /// `false` schema).
  public var keyword: String
  public var message: String
  /// For a `oneOf` the value matched more than one alternative of: their positions.
  public var matchedAlternatives: [Int]?

  public init(
    instanceLocation: JSONPointer, keywordLocation: JSONPointer, absoluteKeywordLocation: String,
    keyword: String, message: String
  ) {
    self.instanceLocation = instanceLocation
    self.keywordLocation = keywordLocation
    self.absoluteKeywordLocation = absoluteKeywordLocation
    self.keyword = keyword
    self.message = message
  }

  /// `/instance/path: message (keyword /keyword/path)`; the instance root shows as `(root)`.
  public var description: String {
    let instance = instanceLocation.isRoot ? "(root)" : instanceLocation.description
    return "\(instance): \(message) (at \(keywordLocation.isRoot ? "#" : keywordLocation.description))"
  }
}
