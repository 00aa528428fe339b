import JSONCore

/// `format`: an annotation, unless asked to assert (``ValidatorOptions/assertFormats``, a
/// meta-schema with the format-assertion vocabulary, or a Swagger 2.0 document, whose formats are
/// PostgREST's Postgres type names).
///
/// Unknown formats always pass.
final class FormatKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let format: String
  let check: @Sendable (String) -> Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.string
  let priority = KeywordPriority.text

  init(format: String, check: @escaping @Sendable (String) -> Bool, location: KeywordLocation) {
    self.format = format
    self.check = check
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .string(let format) = value else {
      throw context.invalid("'format' must be a string", at: ["format"])
    }
    let postgres = context.dialect == .swagger2_0
    let asserts = context.options.assertFormats ?? (postgres || context.site.dialect.formatAssertionVocabulary)
    guard asserts else { return nil }
    let checker =
      postgres
      ? FormatRegistry.postgresChecker(for: format) ?? FormatRegistry.checker(for: format)
      : FormatRegistry.checker(for: format)
    guard let checker else { return nil }
    return FormatKeyword(format: format, check: checker, location: context.location("format"))
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    instance.pointee.withString { check($0) } ?? true
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .string(let string) = instance, !check(string) else { return true }
    context.report(location, at: path, "\(ValueDescription.describe(instance)) is not a valid \(format)")
    return false
  }
}
