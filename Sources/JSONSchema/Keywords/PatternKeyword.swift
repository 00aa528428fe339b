import JSONCore
import JSONSchemaRegex

/// `pattern`: the ECMA-262 regular expression matches somewhere in the string.
final class PatternKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let regex: ECMARegex
  let pattern: String
  let location: KeywordLocation
  let appliesTo = InstanceKinds.string
  let priority = KeywordPriority.text

  init(regex: ECMARegex, pattern: String, location: KeywordLocation) {
    self.regex = regex
    self.pattern = pattern
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .string(let pattern) = value else {
      throw context.invalid("'pattern' must be a string", at: ["pattern"])
    }
    return PatternKeyword(
      regex: try context.regex(pattern, at: ["pattern"]), pattern: pattern, location: context.location("pattern"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    instance.pointee.withStringBytes { regex.firstMatch(inUTF8: $0) } ?? true
  }

  /// Whether `text` (a member name, for `propertyNames`) matches, read in place.
  @inline(__always)
  func matches(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { regex.firstMatch(inUTF8: $0) } ?? regex.firstMatch(in: text)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .string(let string) = instance, !regex.firstMatch(in: string) else { return true }
    context.report(location, at: path, "\(ValueDescription.describe(instance)) does not match the pattern '\(pattern)'")
    return false
  }
}
