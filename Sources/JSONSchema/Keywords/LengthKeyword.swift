import JSONCore

/// `minLength`: the string has at least this many characters (Unicode code points).
final class MinLengthKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let location: KeywordLocation
  let appliesTo = InstanceKinds.string
  let priority = KeywordPriority.bound

  init(limit: Int, location: KeywordLocation) {
    self.limit = limit
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minLength")
    return limit == 0 ? nil : MinLengthKeyword(limit: limit, location: context.location("minLength"))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .string(let string) = instance else { return true }
    // A code point takes one to four UTF-8 bytes: the byte count often decides alone.
    let bytes = string.utf8.count
    if bytes < limit { return false }
    if bytes >= limit &* 4 { return true }
    return LengthLimit.scalarCount(of: string, atLeast: limit) >= limit
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    context.report(location, at: path, "string is shorter than \(ValueDescription.count(limit, "character"))")
    return false
  }
}
