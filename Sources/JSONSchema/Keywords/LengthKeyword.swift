import JSONCore

/// `minLength` and `maxLength`: the string has at least (at most) this many characters
/// (Unicode code points).
final class LengthKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: Int
  let side: LimitSide
  let location: KeywordLocation
  let appliesTo = InstanceKinds.string
  let priority = KeywordPriority.bound

  init(limit: Int, side: LimitSide, location: KeywordLocation) {
    self.limit = limit
    self.side = side
    self.location = location
  }

  static func compileMin(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let limit = try context.nonNegativeInteger(value, "minLength")
    return limit == 0 ? nil : LengthKeyword(limit: limit, side: .atLeast, location: context.location("minLength"))
  }

  static func compileMax(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    LengthKeyword(
      limit: try context.nonNegativeInteger(value, "maxLength"), side: .atMost, location: context.location("maxLength"))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .string(let string) = instance else { return true }
    // A code point takes one to four UTF-8 bytes: the byte count often decides alone, and
    // otherwise the code points are counted only as far as the limit needs.
    let bytes = string.utf8.count
    switch side {
    case .atLeast:
      if bytes < limit { return false }
      if bytes >= limit &* 4 { return true }
      return LengthLimit.scalarCount(of: string, atLeast: limit) >= limit
    case .atMost:
      if bytes <= limit { return true }
      if bytes > limit &* 4 { return false }
      return LengthLimit.scalarCount(of: string, atLeast: limit + 1) <= limit
    }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    let relation = side == .atLeast ? "shorter" : "longer"
    context.report(location, at: path, "string is \(relation) than \(ValueDescription.count(limit, "character"))")
    return false
  }
}
