/// A keyword's name, as its number in a table of every name a compiled keyword reports.
///
/// Every compiled keyword keeps its name for its errors (in its ``KeywordLocation``), and a
/// large schema has twenty keywords per definition: a `String` took 16 bytes of each, a
/// number takes one.
struct KeywordName: Sendable, Equatable {
  private let number: UInt8

  /// The name `text`, which must be in the table: every name a keyword is compiled under.
  init(_ text: String) {
    guard let number = KeywordName.numbers[text] else {
      preconditionFailure("'\(text)' is not a keyword name errors are reported under")
    }
    self.number = number
  }

  var text: String { KeywordName.names[Int(number)] }

  /// Every name in ``KeywordTable``, plus those the compiler handles itself and `false` (the
  /// whole schema, as a `false` schema's error names it).
  private static let names = [
    "enum", "const", "multipleOf", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum",
    "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties",
    "minProperties", "required", "dependentRequired", "properties", "patternProperties",
    "additionalProperties", "propertyNames", "dependentSchemas", "dependencies", "items",
    "prefixItems", "additionalItems", "contains", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    "$ref", "$dynamicRef", "$recursiveRef", "format", "contentMediaType", "contentEncoding",
    "contentSchema", "type", "unevaluatedProperties", "unevaluatedItems", "false", "discriminator",
  ]

  private static let numbers: [String: UInt8] = Dictionary(
    uniqueKeysWithValues: names.enumerated().map { ($0.element, UInt8($0.offset)) })
}
