import JSONCore

/// `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum`: the number is at least
/// (above), or at most (below), the limit.
///
/// Draft 4 writes the exclusive form as `"exclusiveMaximum": true` beside `maximum`; from
/// draft 6 `exclusiveMaximum` is a number of its own.
final class NumberLimitKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let limit: JSONNumber
  let side: LimitSide
  let exclusive: Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.number
  let priority = KeywordPriority.bound

  init(limit: JSONNumber, side: LimitSide, exclusive: Bool, location: KeywordLocation) {
    self.limit = limit
    self.side = side
    self.exclusive = exclusive
    self.location = location
  }

  static func compileMinimum(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, side: .atLeast)
  }

  static func compileMaximum(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, side: .atMost)
  }

  static func compileExclusiveMinimum(
    _ value: JSONValue, _ context: SchemaContext
  ) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, side: .atLeast, exclusiveKeyword: true)
  }

  static func compileExclusiveMaximum(
    _ value: JSONValue, _ context: SchemaContext
  ) throws(SchemaError) -> (any Keyword)? {
    try compile(value, context, side: .atMost, exclusiveKeyword: true)
  }

  /// `minimum` or `maximum` (with draft 4's boolean `exclusive…` beside it), or the
  /// `exclusive…` keyword of draft 6 on.
  private static func compile(
    _ value: JSONValue, _ context: SchemaContext, side: LimitSide, exclusiveKeyword: Bool = false
  ) throws(SchemaError) -> any Keyword {
    let bound = side == .atLeast ? "minimum" : "maximum"
    let exclusiveName = side == .atLeast ? "exclusiveMinimum" : "exclusiveMaximum"
    let name = exclusiveKeyword ? exclusiveName : bound
    guard case .number(let limit) = value else { throw context.invalid("'\(name)' must be a number", at: [name]) }
    let exclusive =
      exclusiveKeyword || (context.draft == .draft4 && context.object[exclusiveName]?.boolValue == true)
    return NumberLimitKeyword(limit: limit, side: side, exclusive: exclusive, location: context.location(name))
  }

  @inline(__always)
  private func passes(_ instance: JSONValue) -> Bool {
    guard case .number(let number) = instance else { return true }
    let order = NumberOrder.compare(number, limit)
    return side.admits(order, 0) && !(exclusive && order == 0)
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    let relation =
      switch side {
      case .atLeast: exclusive ? "greater than" : "at least"
      case .atMost: exclusive ? "less than" : "at most"
      }
    context.report(location, at: path, "\(ValueDescription.describe(instance)) is not \(relation) \(limit.lexeme)")
    return false
  }
}
